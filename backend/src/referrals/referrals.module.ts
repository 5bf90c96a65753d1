import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AddCreditAdjustmentHandler } from './commands/add-credit-adjustment.handler';
import { CreditSaleReferralHandler } from './commands/credit-sale-referral.handler';
import { EnsureReferralCodeHandler } from './commands/ensure-referral-code.handler';
import { RecordQualifyingDepositHandler } from './commands/record-qualifying-deposit.handler';
import { ReverseSaleCreditsHandler } from './commands/reverse-sale-credits.handler';
import { ActivateReferralProgramListener } from './listeners/activate-referral-program.listener';
import { CreditSaleReferralListener } from './listeners/credit-sale-referral.listener';
import { ReferralRepository } from './persistence/referral.repository';
import { GetReferralLedgerHandler } from './queries/get-referral-ledger.handler';
import { GetReferralStatsHandler } from './queries/get-referral-stats.handler';
import { ListReferralAccountsHandler } from './queries/list-referral-accounts.handler';
import { ListReferredUsersHandler } from './queries/list-referred-users.handler';
import { ValidateReferralCodeHandler } from './queries/validate-referral-code.handler';
import { ReferralsAdminController, ReferralsController } from './referrals.controller';

/** Owns referral codes, their activation and the credit ledger (decisions.md #23). */
@Module({
  imports: [CqrsModule],
  controllers: [ReferralsController, ReferralsAdminController],
  providers: [
    ReferralRepository,
    EnsureReferralCodeHandler,
    RecordQualifyingDepositHandler,
    CreditSaleReferralHandler,
    ReverseSaleCreditsHandler,
    AddCreditAdjustmentHandler,
    ValidateReferralCodeHandler,
    ListReferredUsersHandler,
    GetReferralStatsHandler,
    GetReferralLedgerHandler,
    ListReferralAccountsHandler,
    ActivateReferralProgramListener,
    CreditSaleReferralListener,
  ],
})
export class ReferralsModule {}
