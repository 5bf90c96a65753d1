import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { AuditTrail, SYSTEM_CONTEXT } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { GetInvestorAccountQuery, type InvestorAccountView } from '../../platform/identity';
import { Settings } from '../../platform/settings/settings';
import { ReferralRepository } from '../persistence/referral.repository';
import { REFERRAL_CONTEXT_MESSAGES } from '../referrals.messages';
import { RecordQualifyingDepositCommand } from './record-qualifying-deposit.command';

@CommandHandler(RecordQualifyingDepositCommand)
export class RecordQualifyingDepositHandler implements ICommandHandler<RecordQualifyingDepositCommand, boolean> {
  constructor(
    private readonly referrals: ReferralRepository,
    private readonly settings: Settings,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ investorId, depositCentavos }: RecordQualifyingDepositCommand): Promise<boolean> {
    const threshold = await this.settings.get('referralActivationCentavos');
    const investor = await this.queries.execute<GetInvestorAccountQuery, InvestorAccountView | null>(new GetInvestorAccountQuery(investorId));
    return this.referrals.transaction(async (manager) => {
      const code = await this.referrals.ensureCode(investorId, investor?.name ?? REFERRAL_CONTEXT_MESSAGES.defaultOwnerName, manager);
      const qualifying = Math.max(Number(code.qualifying_deposit_centavos), depositCentavos);
      const activate = !code.is_active && qualifying >= threshold;
      await this.referrals.recordQualifyingDeposit(code.code, qualifying, activate, this.clock.now(), manager);
      if (activate) {
        await this.audit.record(manager, SYSTEM_CONTEXT, { action: 'referral_code.activated', entityType: 'referral_code', entityId: investorId, after: { code: code.code } });
      }
      return activate;
    });
  }
}
