import { CommandBus, CommandHandler, EventBus, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PartnerDetail, PartnerItem, RemindersSentResponse } from '@cdm/contracts';
import { dailyRunDueFor, daysToCover, type ReminderKind, reminderDueWithin } from '@cdm/domain';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuditTrail, SYSTEM_CONTEXT } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { AppConfig } from '../../platform/config';
import { Outbox, ScheduledRuns } from '../../platform/outbox';
import { GetInvestorAccountQuery, type InvestorAccountView } from '../../platform/identity';
import { ListSalesQuery, type SaleView } from '../../reservations';
import { PartnerCreatedEvent, PartnerReminderDueEvent, PartnerStatementRequestedEvent } from '../events/partner-events';
import { judgePaymentProof } from '../payment-proof';
import { NoOverduePartnerSelectedError, NothingToRemindError, PartnerNotFoundError, PaymentProofNotFoundError } from '../partners.errors';
import { PartnerEntity } from '../persistence/partner.entity';
import { PartnerPaymentProofEntity } from '../persistence/partner-payment-proof.entity';
import { GetPartnerDetailQuery, GetPartnerItemQuery } from '../queries/partner.queries';
import { DAILY_PARTNER_RUN, mexicoCityHour, mexicoCityToday, PartnerStanding } from '../standing';
import {
  CreatePartnerFromSaleCommand,
  DailyRemindersResult,
  DownloadPartnerPaymentProofCommand,
  PartnerPaymentProofFile,
  RecordPartnerPaymentCommand,
  RequestPartnerStatementCommand,
  RunDailyPartnerRemindersCommand,
  SendPartnerRemindersCommand,
  SetDownPaymentStatusCommand,
} from './partner.commands';

const PRODUCT_NAMES: Record<string, string> = {
  'box-premium-panamericana': 'Box Premium Panamericana',
  'box-premium-monza': 'Box Premium Monza',
};

@CommandHandler(CreatePartnerFromSaleCommand)
export class CreatePartnerFromSaleHandler implements ICommandHandler<CreatePartnerFromSaleCommand, string | null> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly standingOf: PartnerStanding,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
    private readonly events: EventBus,
  ) {}

  async execute({ reservationId, investorId, unitCode, plan, soldAt }: CreatePartnerFromSaleCommand): Promise<string | null> {
    const investor = await this.queries.execute<GetInvestorAccountQuery, InvestorAccountView | null>(new GetInvestorAccountQuery(investorId));
    const now = this.clock.now();
    const created = await this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `INSERT INTO partners (investor_id, reservation_id, name, email, unit_code, product_type, product_purchased, plan,
           total_amount_centavos, down_payment_centavos, down_payment_scheduled_date, monthly_payment_centavos, payment_day,
           payment_term, final_payment_centavos, remaining_balance_centavos, sold_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18)
         ON CONFLICT (reservation_id) DO NOTHING RETURNING id`,
        [
          investorId,
          reservationId,
          investor?.name ?? '—',
          investor?.email ?? '',
          unitCode,
          plan.productType,
          `${PRODUCT_NAMES[plan.productType] ?? plan.productType} · ${unitCode}`,
          JSON.stringify(plan),
          plan.totalAmountCentavos,
          plan.downPaymentCentavos,
          plan.downPaymentScheduledDate,
          plan.monthlyPaymentCentavos,
          plan.paymentDay,
          plan.termMonths,
          plan.finalPaymentWithInterestCentavos,
          plan.totalPaymentCentavos,
          soldAt,
          now,
        ],
      )) as Array<{ id: string }>;
      if (rows.length === 0) return null;
      const partner = await manager.getRepository(PartnerEntity).findOneByOrFail({ id: rows[0].id });
      await this.standingOf.recompute(manager, partner, now);
      await this.audit.record(manager, SYSTEM_CONTEXT, {
        action: 'partner.created',
        entityType: 'partner',
        entityId: partner.id,
        after: { reservationId, unitCode, totalAmountCentavos: plan.totalAmountCentavos },
      });
      return partner.id;
    });
    if (created) this.events.publish(new PartnerCreatedEvent(created));
    return created;
  }
}

@CommandHandler(RecordPartnerPaymentCommand)
export class RecordPartnerPaymentHandler implements ICommandHandler<RecordPartnerPaymentCommand, PartnerDetail> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly standingOf: PartnerStanding,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ partnerId, payment, context, proof }: RecordPartnerPaymentCommand): Promise<PartnerDetail> {
    // Judged before anything is written: a refused file leaves no payment behind.
    const judgedProof = proof ? judgePaymentProof(proof) : null;
    await this.dataSource.transaction(async (manager) => {
      const partner = await manager.getRepository(PartnerEntity).findOne({ where: { id: partnerId }, lock: { mode: 'pessimistic_write' } });
      if (!partner) throw new PartnerNotFoundError();
      const [{ id }] = (await manager.query(
        `INSERT INTO partner_payments (partner_id, amount_centavos, paid_on, method, reference, recorded_by)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [partner.id, payment.amountCentavos, payment.paidOn, payment.method, payment.reference?.trim() ?? '', context.actor.name],
      )) as Array<{ id: string }>;
      if (judgedProof) await manager.getRepository(PartnerPaymentProofEntity).insert({ paymentId: id, ...judgedProof });
      const result = await this.standingOf.recompute(manager, partner, this.clock.now());
      await this.audit.record(manager, context, {
        action: 'partner.payment_recorded',
        entityType: 'partner',
        entityId: partner.id,
        before: { remainingBalanceCentavos: partner.remainingBalanceCentavos, isCurrentOnPayments: partner.isCurrentOnPayments },
        after: {
          paymentId: id,
          amountCentavos: payment.amountCentavos,
          remainingBalanceCentavos: result.remainingBalanceCentavos,
          isCurrentOnPayments: result.isCurrentOnPayments,
          // What identifies the file, never its name (a name may carry personal data).
          proof: judgedProof ? { contentType: judgedProof.contentType, sizeBytes: judgedProof.sizeBytes, sha256: judgedProof.sha256 } : null,
        },
      });
    });
    return this.queries.execute(new GetPartnerDetailQuery(partnerId));
  }
}

@CommandHandler(DownloadPartnerPaymentProofCommand)
export class DownloadPartnerPaymentProofHandler implements ICommandHandler<DownloadPartnerPaymentProofCommand, PartnerPaymentProofFile> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ partnerId, paymentId, context }: DownloadPartnerPaymentProofCommand): Promise<PartnerPaymentProofFile> {
    return this.dataSource.transaction(async (manager) => {
      // The payment must be this partner's: another partner's payment id finds nothing.
      const proof = await manager
        .getRepository(PartnerPaymentProofEntity)
        .createQueryBuilder('proof')
        .addSelect('proof.bytes')
        .where('proof.payment_id = :paymentId', { paymentId })
        .andWhere('EXISTS (SELECT 1 FROM partner_payments payment WHERE payment.id = proof.payment_id AND payment.partner_id = :partnerId)', { partnerId })
        .getOne();
      if (!proof) throw new PaymentProofNotFoundError();
      await this.audit.record(manager, context, {
        action: 'partner.payment_proof_opened',
        entityType: 'partner',
        entityId: partnerId,
        after: { paymentId },
      });
      return { fileName: proof.fileName, contentType: proof.contentType, bytes: proof.bytes };
    });
  }
}

@CommandHandler(SetDownPaymentStatusCommand)
export class SetDownPaymentStatusHandler implements ICommandHandler<SetDownPaymentStatusCommand, PartnerItem> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly standingOf: PartnerStanding,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ partnerId, paid, context }: SetDownPaymentStatusCommand): Promise<PartnerItem> {
    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(PartnerEntity);
      const partner = await repository.findOne({ where: { id: partnerId }, lock: { mode: 'pessimistic_write' } });
      if (!partner) throw new PartnerNotFoundError();
      const now = this.clock.now();
      await repository.update(partner.id, { downPaymentPaid: paid, downPaymentDate: paid ? now : null, updatedAt: now });
      await this.standingOf.recompute(manager, { ...partner, downPaymentPaid: paid, downPaymentDate: paid ? now : null }, now);
      await this.audit.record(manager, context, {
        action: 'partner.down_payment_status',
        entityType: 'partner',
        entityId: partner.id,
        before: { downPaymentPaid: partner.downPaymentPaid },
        after: { downPaymentPaid: paid },
      });
    });
    return this.queries.execute(new GetPartnerItemQuery(partnerId));
  }
}

@CommandHandler(SendPartnerRemindersCommand)
export class SendPartnerRemindersHandler implements ICommandHandler<SendPartnerRemindersCommand, RemindersSentResponse> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async execute({ partnerIds, mode, context }: SendPartnerRemindersCommand): Promise<RemindersSentResponse> {
    const partners = await this.dataSource.getRepository(PartnerEntity).find({ where: { id: In(partnerIds) } });
    if (mode === 'single' && partners.length === 0) throw new PartnerNotFoundError();
    const withBalance = partners.filter((partner) => partner.nextPaymentDate !== null);
    const chosen = mode === 'overdue' ? withBalance.filter((partner) => !partner.isCurrentOnPayments) : withBalance;
    if (mode === 'overdue' && chosen.length === 0) throw new NoOverduePartnerSelectedError();
    if (chosen.length === 0) throw new NothingToRemindError();

    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      for (const partner of chosen) {
        await this.audit.record(manager, context, { action: 'partner.reminder_sent', entityType: 'partner', entityId: partner.id, after: { mode } });
      }
      // Staff may remind again on purpose: the key is unique per request moment.
      await this.outbox.add(
        manager,
        ...chosen.map(
          (partner) =>
            new PartnerReminderDueEvent(
              partner.id,
              partner.nextPaymentDate as string,
              partner.isCurrentOnPayments ? 'manual' : 'overdue',
              `partner-reminder.${partner.id}.manual.${now.getTime()}`,
            ),
        ),
      );
    });
    const sent = chosen.length;
    return { sent, message: sent === 1 ? 'Recordatorio enviado' : 'Recordatorios enviados' };
  }
}

@CommandHandler(RunDailyPartnerRemindersCommand)
export class RunDailyPartnerRemindersHandler implements ICommandHandler<RunDailyPartnerRemindersCommand, DailyRemindersResult> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly standingOf: PartnerStanding,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly runs: ScheduledRuns,
    private readonly config: AppConfig,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async execute({ mode }: RunDailyPartnerRemindersCommand): Promise<DailyRemindersResult> {
    const now = this.clock.now();
    const runFor = mode === 'catch-up' ? dailyRunDueFor(mexicoCityToday(now), mexicoCityHour(now)) : mexicoCityToday(now);
    // One instance at a time; a second one finds the lock taken and leaves the run to the first.
    const run = await this.runs.exclusive(DAILY_PARTNER_RUN, async (): Promise<DailyRemindersResult> => {
      const last = await this.runs.lastCompletedFor(DAILY_PARTNER_RUN);
      if (mode === 'catch-up' && (last === null || last >= runFor)) return { skipped: false, upToDate: true, recomputed: 0, reminders: 0, days: [] };
      // A sale whose partner is missing (made before the outbox) still gets it (creation is idempotent).
      const sales = await this.queries.execute<ListSalesQuery, SaleView[]>(new ListSalesQuery());
      for (const sale of sales) {
        await this.commands.execute(new CreatePartnerFromSaleCommand(sale.reservationId, sale.investorId, sale.unitCode, sale.plan, sale.convertedAt));
      }
      const days = daysToCover(last, runFor);
      let recomputed = 0;
      let reminders = 0;
      // Keyset pages: a batch of partners, their standings, sent-reminder rows and outbox rows in one
      // transaction; memory holds one batch whatever the number of partners.
      for (let after: string | null = null; ; ) {
        const batch = await this.dataSource.transaction((manager) => this.remindBatch(manager, after, days, now));
        recomputed += batch.partners;
        reminders += batch.reminders;
        if (batch.partners < this.config.dailyRunBatchSize || batch.lastId === null) break;
        after = batch.lastId;
      }
      await this.runs.markCompleted(DAILY_PARTNER_RUN, runFor);
      return { skipped: false, recomputed, reminders, days };
    });
    return run.ran ? run.value : { skipped: true, recomputed: 0, reminders: 0 };
  }

  private async remindBatch(
    manager: EntityManager,
    after: string | null,
    days: string[],
    now: Date,
  ): Promise<{ partners: number; reminders: number; lastId: string | null }> {
    const query = manager
      .getRepository(PartnerEntity)
      .createQueryBuilder('partner')
      .where('partner.remaining_balance_centavos > 0')
      .orderBy('partner.id', 'ASC')
      .limit(this.config.dailyRunBatchSize);
    if (after) query.andWhere('partner.id > :after', { after });
    const partners = await query.getMany();
    const due: Array<{ partnerId: string; dueDate: string; kind: ReminderKind }> = [];
    for (const partner of partners) {
      const next = (await this.standingOf.recompute(manager, partner, now)).nextPayment;
      const kind = next ? reminderDueWithin(next.dueDate, days) : null;
      if (next && kind) due.push({ partnerId: partner.id, dueDate: next.dueDate, kind });
    }
    // The sent-reminders table makes the run idempotent: a second run (or instance) sends nothing twice.
    const sent = due.length
      ? ((await manager.query(
          `INSERT INTO partner_reminders_sent (partner_id, due_date, kind)
           SELECT * FROM unnest($1::uuid[], $2::date[], $3::text[])
           ON CONFLICT DO NOTHING
           RETURNING partner_id::text AS "partnerId", to_char(due_date, 'YYYY-MM-DD') AS "dueDate", kind`,
          [due.map((item) => item.partnerId), due.map((item) => item.dueDate), due.map((item) => item.kind)],
        )) as Array<{ partnerId: string; dueDate: string; kind: ReminderKind }>)
      : [];
    await this.outbox.add(
      manager,
      ...sent.map(
        ({ partnerId, dueDate, kind }) => new PartnerReminderDueEvent(partnerId, dueDate, kind, `partner-reminder.${partnerId}.${dueDate}.${kind}`),
      ),
    );
    return { partners: partners.length, reminders: sent.length, lastId: partners.at(-1)?.id ?? null };
  }
}

@CommandHandler(RequestPartnerStatementCommand)
export class RequestPartnerStatementHandler implements ICommandHandler<RequestPartnerStatementCommand, { sent: true }> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async execute({ partnerId, context }: RequestPartnerStatementCommand): Promise<{ sent: true }> {
    const partner = await this.dataSource.getRepository(PartnerEntity).findOne({ where: { id: partnerId } });
    if (!partner) throw new PartnerNotFoundError();
    await this.dataSource.transaction(async (manager) => {
      await this.audit.record(manager, context, { action: 'partner.statement_sent', entityType: 'partner', entityId: partner.id });
      await this.outbox.add(manager, new PartnerStatementRequestedEvent(partner.id, this.clock.now()));
    });
    return { sent: true };
  }
}
