import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../clock/clock';
import { ReconcilePaymentsCommand, ReconcilePaymentsResult } from './reconcile-payments.command';
import { SyncPaymentCommand } from './sync-payment.command';

/** Unsettled for this long means the webhook should have come: ask the provider. */
export const RECONCILE_AFTER_MINUTES = 30;
/** Intents nobody paid for within this window are abandoned checkouts; stop asking about them. */
export const RECONCILE_WINDOW_DAYS = 3;

@CommandHandler(ReconcilePaymentsCommand)
export class ReconcilePaymentsHandler implements ICommandHandler<ReconcilePaymentsCommand, ReconcilePaymentsResult> {
  private readonly logger = new Logger(ReconcilePaymentsHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<ReconcilePaymentsResult> {
    // The transaction holds an advisory lock for the whole run: one instance at a time across replicas.
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }] = (await manager.query("SELECT pg_try_advisory_xact_lock(hashtext('payments:reconcile')) AS locked")) as Array<{
        locked: boolean;
      }>;
      if (!locked) return { checked: 0, skipped: true };

      const now = this.clock.now();
      const stale = (await manager.query(
        `SELECT purpose, subject_id FROM payments
         WHERE provider_intent_id IS NOT NULL
           AND ((status IN ('requires_payment', 'processing')
                 AND created_at < $1::timestamptz - make_interval(mins => $2)
                 AND created_at > $1::timestamptz - make_interval(days => $3))
                OR (refund_status = 'pending' AND refund_requested_at < $1::timestamptz - make_interval(mins => 1)))
         ORDER BY created_at LIMIT 500`,
        [now, RECONCILE_AFTER_MINUTES, RECONCILE_WINDOW_DAYS],
      )) as Array<{ purpose: string; subject_id: string }>;

      let checked = 0;
      for (const { purpose, subject_id: subjectId } of stale) {
        try {
          await this.commands.execute(new SyncPaymentCommand(purpose, subjectId));
          checked += 1;
        } catch (error) {
          this.logger.warn({ err: error, purpose, subjectId }, 'Could not reconcile a payment; the next run tries again');
        }
      }
      return { checked, skipped: false };
    });
  }
}
