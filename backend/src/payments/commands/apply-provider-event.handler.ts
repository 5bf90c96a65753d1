import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PaymentStateWriter } from '../payment-state';
import { PaymentRepository } from '../persistence/payment.repository';
import { ApplyProviderEventCommand, ApplyProviderEventResult } from './apply-provider-event.command';

@CommandHandler(ApplyProviderEventCommand)
export class ApplyProviderEventHandler implements ICommandHandler<ApplyProviderEventCommand, ApplyProviderEventResult> {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly state: PaymentStateWriter,
  ) {}

  async execute({ event }: ApplyProviderEventCommand): Promise<ApplyProviderEventResult> {
    const applied = await this.payments.transaction(async (manager) => {
      // A redelivered event finds its id already stored and changes nothing. If anything below
      // fails, the id is rolled back with it and the provider's retry is applied later.
      if (!(await this.payments.markEventProcessed(event, manager)) || !event.intentId) return false;
      // Each context's reaction to the outcome commits with it (the transactional outbox).
      const payment = await this.state.update(manager, { providerIntentId: event.intentId }, (locked) => this.state.readProvider(locked));
      return payment !== null;
    });
    return { applied };
  }
}
