import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApplyBankLineHandler } from './commands/apply-bank-line.handler';
import { SaveCsvMappingHandler } from './commands/save-csv-mapping.handler';
import { SetBankLineAsideHandler } from './commands/set-bank-line-aside.handler';
import { SettleMoneyToReturnHandler } from './commands/settle-money-to-return.handler';
import { UndoBankLineHandler } from './commands/undo-bank-line.handler';
import { UploadStatementHandler } from './commands/upload-statement.handler';
import { ApplyBankLineListener } from './listeners/apply-bank-line.listener';
import { PaymentTargets } from './payment-targets';
import { ReconciliationRepository } from './persistence/reconciliation.repository';
import { ExportUnmatchedLinesHandler } from './queries/export-unmatched-lines.handler';
import { GetStatementHandler } from './queries/get-statement.handler';
import { ListBankAccountsHandler } from './queries/list-bank-accounts.handler';
import { ListMoneyToReturnHandler } from './queries/list-money-to-return.handler';
import { ListStatementLinesHandler } from './queries/list-statement-lines.handler';
import { ListStatementsHandler } from './queries/list-statements.handler';
import { SearchPaymentTargetsHandler } from './queries/search-payment-targets.handler';
import { ReconciliationAdminController } from './reconciliation-admin.controller';

@Module({
  imports: [CqrsModule],
  controllers: [ReconciliationAdminController],
  providers: [
    ReconciliationRepository,
    PaymentTargets,
    UploadStatementHandler,
    ApplyBankLineHandler,
    SetBankLineAsideHandler,
    SettleMoneyToReturnHandler,
    ListMoneyToReturnHandler,
    UndoBankLineHandler,
    SaveCsvMappingHandler,
    ListStatementsHandler,
    GetStatementHandler,
    ListStatementLinesHandler,
    ExportUnmatchedLinesHandler,
    SearchPaymentTargetsHandler,
    ListBankAccountsHandler,
    ApplyBankLineListener,
  ],
})
export class ReconciliationModule {}
