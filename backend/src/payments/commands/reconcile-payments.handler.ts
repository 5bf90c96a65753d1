import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../platform/clock/clock';
import { PaymentRepository } from '../persistence/payment.repository';
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
    private readonly payments: PaymentRepository,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<ReconcilePaymentsResult> {
    // The transaction holds an advisory lock for the whole run: one instance at a time across replicas.
    return this.payments.transaction(async (manager) => {
      if (!(await this.payments.tryLockReconciliation(manager))) return { checked: 0, skipped: true };
      const stale = await this.payments.dueForReconciliation(
        { now: this.clock.now(), afterMinutes: RECONCILE_AFTER_MINUTES, windowDays: RECONCILE_WINDOW_DAYS },
        manager,
      );

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
