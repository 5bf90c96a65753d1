import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PaymentEvent } from '../events/payment-events';
import { lockPayment, PaymentStateWriter } from '../payment-state';
import { ApplyProviderEventCommand, ApplyProviderEventResult } from './apply-provider-event.command';
import { Outbox } from '../../outbox';

@CommandHandler(ApplyProviderEventCommand)
export class ApplyProviderEventHandler implements ICommandHandler<ApplyProviderEventCommand, ApplyProviderEventResult> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly state: PaymentStateWriter,
    private readonly outbox: Outbox,
  ) {}

  async execute({ event }: ApplyProviderEventCommand): Promise<ApplyProviderEventResult> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      // A redelivered event finds its id already stored and changes nothing. If anything below
      // fails, the id is rolled back with it and the provider's retry is applied later.
      const inserted = (await manager.query(
        `INSERT INTO processed_payment_events (event_id, event_type) VALUES ($1, $2)
         ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
        [event.id, event.type],
      )) as unknown[];
      if (inserted.length === 0 || !event.intentId) return { applied: false, events: [] as PaymentEvent[] };

      const payment = await lockPayment(manager, { providerIntentId: event.intentId });
      if (!payment) return { applied: false, events: [] as PaymentEvent[] };
      const report = await this.state.readProvider(payment);
      const events = await this.state.apply(manager, payment, report);
      // Each context's reaction to the outcome commits with it (the transactional outbox).
      await this.outbox.add(manager, ...events);
      return { applied: true, events };
    });
    return { applied: outcome.applied };
  }
}
