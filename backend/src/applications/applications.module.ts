import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsAdminController } from './applications-admin.controller';
import { ApplicationsController } from './applications.controller';
import { ConfirmApplicationPaymentHandler, RecordApplicationDepositHandler } from './commands/application-deposit.handlers';
import {
  RefundApplicationDepositHandler,
  ResendApplicationCredentialsHandler,
  UpdateApplicationStatusHandler,
} from './commands/review-application.handlers';
import { SubmitApplicationHandler } from './commands/submit-application.handler';
import { RecordApplicationDepositListener } from './listeners/record-application-deposit.listener';
import { InvestorApplicationEntity } from './persistence/investor-application.entity';
import {
  GetApplicationAdminItemHandler,
  GetApplicationByInvestorHandler,
  GetApplicationHandler,
  ListApplicationsByReferralCodeHandler,
  ListApplicationsHandler,
} from './queries/application.handlers';

@Module({
  imports: [CqrsModule, TypeOrmModule.forFeature([InvestorApplicationEntity])],
  controllers: [ApplicationsController, ApplicationsAdminController],
  providers: [
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
  ],
})
export class ApplicationsModule {}
