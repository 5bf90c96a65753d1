import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import {
  AddCreditAdjustmentHandler,
  CreditSaleReferralHandler,
  EnsureReferralCodeHandler,
  RecordQualifyingDepositHandler,
  ReverseSaleCreditsHandler,
} from './commands/referral.handlers';
import { ActivateReferralProgramListener, CreditSaleReferralListener } from './listeners/referral.listeners';
import {
  GetReferralLedgerHandler,
  GetReferralStatsHandler,
  ListReferralAccountsHandler,
  ListReferredUsersHandler,
  ValidateReferralCodeHandler,
} from './queries/referral.handlers';
import { ReferralCodes } from './referral-codes';
import { ReferralsAdminController, ReferralsController } from './referrals.controller';

/** Owns referral codes, their activation and the credit ledger (issue 10). */
@Module({
  imports: [CqrsModule],
  controllers: [ReferralsController, ReferralsAdminController],
  providers: [
    ReferralCodes,
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
