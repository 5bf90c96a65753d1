import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron } from '@nestjs/schedule';
import { ReconcilePaymentsCommand, ReconcilePaymentsResult } from '../commands/reconcile-payments.command';

@Injectable()
export class ReconcilePaymentsCron {
  private readonly logger = new Logger(ReconcilePaymentsCron.name);

  constructor(private readonly commands: CommandBus) {}

  @Cron('0 */15 * * * *')
  async run(): Promise<void> {
    try {
      const result = await this.commands.execute<ReconcilePaymentsCommand, ReconcilePaymentsResult>(new ReconcilePaymentsCommand());
      if (result.checked > 0) this.logger.log({ checked: result.checked }, 'Reconciled unsettled payments with the provider');
    } catch (error) {
      this.logger.error({ err: error }, 'Payment reconciliation failed');
    }
  }
}
