import { Module } from '@nestjs/common';
import { ListApplicationRecordsHandler } from './queries/list-application-records.handler';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsAdminController } from './applications-admin.controller';
import { ApplicationsController } from './applications.controller';
import { ApplicationCredentials } from './commands/application-credentials';
import { ConfirmApplicationPaymentHandler } from './commands/confirm-application-payment.handler';
import { RecordApplicationDepositHandler } from './commands/record-application-deposit.handler';
import { RefundApplicationDepositHandler } from './commands/refund-application-deposit.handler';
import { ResendApplicationCredentialsHandler } from './commands/resend-application-credentials.handler';
import { SubmitApplicationHandler } from './commands/submit-application.handler';
import { UpdateApplicationStatusHandler } from './commands/update-application-status.handler';
import { RecordApplicationDepositListener } from './listeners/record-application-deposit.listener';
import { ApplicationRepository } from './persistence/application.repository';
import { InvestorApplicationEntity } from './persistence/investor-application.entity';
import { GetApplicationAdminItemHandler } from './queries/get-application-admin-item.handler';
import { GetApplicationByInvestorHandler } from './queries/get-application-by-investor.handler';
import { GetApplicationHandler } from './queries/get-application.handler';
import { ListApplicationsByReferralCodeHandler } from './queries/list-applications-by-referral-code.handler';
import { ListApplicationsHandler } from './queries/list-applications.handler';

@Module({
  imports: [CqrsModule, TypeOrmModule.forFeature([InvestorApplicationEntity])],
  controllers: [ApplicationsController, ApplicationsAdminController],
  providers: [
    ApplicationRepository,
    ApplicationCredentials,
    SubmitApplicationHandler,
    RecordApplicationDepositHandler,
    ConfirmApplicationPaymentHandler,
    UpdateApplicationStatusHandler,
    ResendApplicationCredentialsHandler,
    RefundApplicationDepositHandler,
    ListApplicationsHandler,
    GetApplicationAdminItemHandler,
    GetApplicationHandler,
    GetApplicationByInvestorHandler,
    ListApplicationsByReferralCodeHandler,
    RecordApplicationDepositListener,
    ListApplicationRecordsHandler,
  ],
})
export class ApplicationsModule {}
