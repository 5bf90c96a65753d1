import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { dailyRunDueFor, daysToCover, reminderDueWithin } from '@cdm/domain';
import { EntityManager } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import { AppConfig } from '../../platform/config';
import { Outbox, ScheduledRuns } from '../../platform/outbox';
import { ListSalesQuery, type SaleView } from '../../reservations';
import { PartnerReminderDueEvent } from '../events/partner-events';
import { type DueReminder, PartnerRepository } from '../persistence/partner.repository';
import { DAILY_PARTNER_RUN, mexicoCityHour, mexicoCityToday, PartnerStanding } from '../standing';
import { CreatePartnerFromSaleCommand } from './create-partner-from-sale.command';
import { type DailyRemindersResult, RunDailyPartnerRemindersCommand } from './run-daily-partner-reminders.command';

@CommandHandler(RunDailyPartnerRemindersCommand)
export class RunDailyPartnerRemindersHandler implements ICommandHandler<RunDailyPartnerRemindersCommand, DailyRemindersResult> {
  constructor(
    private readonly partners: PartnerRepository,
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
      await this.createMissingPartners();
      const days = daysToCover(last, runFor);
      let recomputed = 0;
      let reminders = 0;
      // Keyset pages: a batch of partners, their standings, sent-reminder rows and outbox rows in one
      // transaction; memory holds one batch whatever the number of partners.
      for (let after: string | null = null; ; ) {
        const batch = await this.partners.transaction((manager) => this.remindBatch(manager, after, days, now));
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

  /**
   * A sale whose partner is missing (made before the outbox) still gets it. The sales are read a page
   * at a time and only the missing partners are created: a day's run costs two queries per page, not
   * a command per sale, and never holds every sale.
   */
  private async createMissingPartners(): Promise<void> {
    const pageSize = this.config.dailyRunBatchSize;
    for (let after: string | null = null; ; ) {
      const sales: SaleView[] = await this.queries.execute<ListSalesQuery, SaleView[]>(new ListSalesQuery(after, pageSize));
      const known = await this.partners.reservationsWithPartner(sales.map((sale) => sale.reservationId));
      for (const sale of sales.filter(({ reservationId }) => !known.has(reservationId))) {
        // Creation is idempotent: a partner made meanwhile by the outbox is not made twice.
        await this.commands.execute(new CreatePartnerFromSaleCommand(sale.reservationId, sale.investorId, sale.unitCode, sale.plan, sale.convertedAt));
      }
      if (sales.length < pageSize) return;
      after = sales[sales.length - 1]?.reservationId ?? null;
    }
  }

  private async remindBatch(
    manager: EntityManager,
    after: string | null,
    days: string[],
    now: Date,
  ): Promise<{ partners: number; reminders: number; lastId: string | null }> {
    const partners = await this.partners.pageWithBalance(after, this.config.dailyRunBatchSize, manager);
    const standings = await this.standingOf.recomputeMany(manager, partners, now);
    const due: DueReminder[] = [];
    for (const partner of partners) {
      const next = standings.get(partner.id)?.nextPayment;
      const kind = next ? reminderDueWithin(next.dueDate, days) : null;
      if (next && kind) due.push({ partnerId: partner.id, dueDate: next.dueDate, kind });
    }
    // The sent-reminders table makes the run idempotent: a second run (or instance) sends nothing twice.
    const sent = await this.partners.markRemindersSent(due, manager);
    await this.outbox.add(
      manager,
      ...sent.map(
        ({ partnerId, dueDate, kind }) => new PartnerReminderDueEvent(partnerId, dueDate, kind, `partner-reminder.${partnerId}.${dueDate}.${kind}`),
      ),
    );
    return { partners: partners.length, reminders: sent.length, lastId: partners.at(-1)?.id ?? null };
  }
}
