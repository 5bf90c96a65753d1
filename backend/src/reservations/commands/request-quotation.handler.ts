import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../platform/clock/clock';
import { QuotationRequestedEvent } from '../events/reservation-events';
import { PlanPricing } from '../plan';
import { RequestQuotationCommand } from './request-quotation.command';

@CommandHandler(RequestQuotationCommand)
export class RequestQuotationHandler implements ICommandHandler<RequestQuotationCommand, { sent: true }> {
  constructor(
    private readonly pricing: PlanPricing,
    private readonly clock: Clock,
    private readonly events: EventBus,
  ) {}

  async execute({ investorId, choice }: RequestQuotationCommand): Promise<{ sent: true }> {
    const now = this.clock.now();
    const { plan } = await this.pricing.price(choice.unitCode, choice, now);
    this.events.publish(new QuotationRequestedEvent(investorId, plan, now));
    return { sent: true };
  }
}
