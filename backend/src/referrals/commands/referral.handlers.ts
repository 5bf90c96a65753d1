import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { referralCredit } from '@cdm/domain';
import { DataSource } from 'typeorm';
import { GetApplicationByInvestorQuery, type ApplicationView } from '../../applications';
import { AuditTrail, SYSTEM_CONTEXT } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { GetInvestorAccountQuery, type InvestorAccountView } from '../../platform/identity';
import { Settings } from '../../platform/settings/settings';
import { CodeRow, ReferralCodes } from '../referral-codes';
import { ReferralSaleNotCreditedError } from '../referrals.errors';
import {
  AddCreditAdjustmentCommand,
  CreditSaleReferralCommand,
  EnsureReferralCodeCommand,
  RecordQualifyingDepositCommand,
  ReverseSaleCreditsCommand,
} from './referral.commands';

@CommandHandler(EnsureReferralCodeCommand)
export class EnsureReferralCodeHandler implements ICommandHandler<EnsureReferralCodeCommand, CodeRow> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: ReferralCodes,
    private readonly queries: QueryBus,
  ) {}

  async execute({ investorId }: EnsureReferralCodeCommand): Promise<CodeRow> {
    const existing = await this.codes.ofInvestor(this.dataSource.manager, investorId);
    if (existing) return existing;
    const investor = await this.queries.execute<GetInvestorAccountQuery, InvestorAccountView | null>(new GetInvestorAccountQuery(investorId));
    return this.codes.ensure(this.dataSource.manager, investorId, investor?.name ?? 'Socio');
  }
}

@CommandHandler(RecordQualifyingDepositCommand)
export class RecordQualifyingDepositHandler implements ICommandHandler<RecordQualifyingDepositCommand, boolean> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: ReferralCodes,
    private readonly settings: Settings,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ investorId, depositCentavos }: RecordQualifyingDepositCommand): Promise<boolean> {
    const threshold = await this.settings.get('referralActivationCentavos');
    const investor = await this.queries.execute<GetInvestorAccountQuery, InvestorAccountView | null>(new GetInvestorAccountQuery(investorId));
    return this.dataSource.transaction(async (manager) => {
      const code = await this.codes.ensure(manager, investorId, investor?.name ?? 'Socio');
      const qualifying = Math.max(Number(code.qualifying_deposit_centavos), depositCentavos);
      const activate = !code.is_active && qualifying >= threshold;
      await manager.query(
        `UPDATE referral_codes SET qualifying_deposit_centavos = $2, is_active = is_active OR $3, activated_at = CASE WHEN $3 THEN $4 ELSE activated_at END
         WHERE code = $1`,
        [code.code, qualifying, activate, this.clock.now()],
      );
      if (activate) {
        await this.audit.record(manager, SYSTEM_CONTEXT, { action: 'referral_code.activated', entityType: 'referral_code', entityId: investorId, after: { code: code.code } });
      }
      return activate;
    });
  }
}

@CommandHandler(CreditSaleReferralCommand)
export class CreditSaleReferralHandler implements ICommandHandler<CreditSaleReferralCommand, number> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: ReferralCodes,
    private readonly audit: AuditTrail,
    private readonly queries: QueryBus,
  ) {}

  async execute({ reservationId, buyerInvestorId, plan }: CreditSaleReferralCommand): Promise<number> {
    const application = await this.queries.execute<GetApplicationByInvestorQuery, ApplicationView | null>(
      new GetApplicationByInvestorQuery(buyerInvestorId),
    );
    if (!application?.referralCode) return 0;
    const credit = referralCredit(plan.productType, plan.totalAmountCentavos, plan.downPaymentPercent);
    if (!credit) return 0;
    return this.dataSource.transaction(async (manager) => {
      const code = await this.codes.byCode(manager, application.referralCode as string);
      if (!code) return 0;
      const entries: Array<[string, number, 'referrer' | 'buyer', string]> = [
        [buyerInvestorId, credit.buyerDiscountCentavos, 'buyer', `Descuento adicional por referido (${code.code}) en la unidad ${plan.unitCode}`],
      ];
      if (code.owner_investor_id && code.owner_investor_id !== buyerInvestorId) {
        entries.push([code.owner_investor_id, credit.referrerCentavos, 'referrer', `Crédito por referir la venta de la unidad ${plan.unitCode}`]);
      }
      let written = 0;
      for (const [investorId, amount, role, reason] of entries) {
        // The unique index (sale, role, kind) turns a replayed or concurrent conversion into a no-op.
        const inserted = (await manager.query(
          `INSERT INTO referral_credit_entries (investor_id, kind, amount_centavos, reason, sale_reservation_id, role, created_by)
           VALUES ($1, 'earned', $2, $3, $4, $5, 'Sistema') ON CONFLICT DO NOTHING RETURNING id`,
          [investorId, amount, reason, reservationId, role],
        )) as Array<{ id: string }>;
        if (inserted.length > 0) {
          written += 1;
          await this.audit.record(manager, SYSTEM_CONTEXT, {
            action: 'referral_credit.earned',
            entityType: 'referral_credit',
            entityId: inserted[0].id,
            after: { investorId, amountCentavos: amount, role, reservationId },
          });
        }
      }
      return written;
    });
  }
}

@CommandHandler(ReverseSaleCreditsCommand)
export class ReverseSaleCreditsHandler implements ICommandHandler<ReverseSaleCreditsCommand, number> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ reservationId, reason, context }: ReverseSaleCreditsCommand): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const earned = (await manager.query(
        `SELECT investor_id, amount_centavos, role FROM referral_credit_entries WHERE sale_reservation_id = $1 AND kind = 'earned'`,
        [reservationId],
      )) as Array<{ investor_id: string; amount_centavos: string; role: string }>;
      if (earned.length === 0) throw new ReferralSaleNotCreditedError();
      let reversed = 0;
      for (const entry of earned) {
        const inserted = (await manager.query(
          `INSERT INTO referral_credit_entries (investor_id, kind, amount_centavos, reason, sale_reservation_id, role, created_by)
           VALUES ($1, 'reversed', $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
          [entry.investor_id, -Number(entry.amount_centavos), `Venta cancelada: ${reason.trim()}`, reservationId, entry.role, context.actor.name],
        )) as Array<{ id: string }>;
        reversed += inserted.length;
      }
      await this.audit.record(manager, context, { action: 'referral_credit.reversed', entityType: 'sale', entityId: reservationId, after: { reason, reversed } });
      return reversed;
    });
  }
}

@CommandHandler(AddCreditAdjustmentCommand)
export class AddCreditAdjustmentHandler implements ICommandHandler<AddCreditAdjustmentCommand, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ investorId, amountCentavos, reason, context }: AddCreditAdjustmentCommand): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const [{ id }] = (await manager.query(
        `INSERT INTO referral_credit_entries (investor_id, kind, amount_centavos, reason, created_by) VALUES ($1, 'adjustment', $2, $3, $4) RETURNING id`,
        [investorId, amountCentavos, reason.trim(), context.actor.name],
      )) as Array<{ id: string }>;
      await this.audit.record(manager, context, { action: 'referral_credit.adjusted', entityType: 'referral_credit', entityId: id, after: { investorId, amountCentavos, reason } });
      return id;
    });
  }
}
