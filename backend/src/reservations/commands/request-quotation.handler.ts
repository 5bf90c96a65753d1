import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { QuotationRequestedEvent } from '../events/reservation-events';
import { PlanPricing } from '../plan';
import { RequestQuotationCommand } from './request-quotation.command';

@CommandHandler(RequestQuotationCommand)
export class RequestQuotationHandler implements ICommandHandler<RequestQuotationCommand, { sent: true }> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pricing: PlanPricing,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async execute({ investorId, choice }: RequestQuotationCommand): Promise<{ sent: true }> {
    const now = this.clock.now();
    const { plan } = await this.pricing.price(choice.unitCode, choice, now);
    // No state changes, but "sent" is promised: the request is kept before it is answered.
    await this.dataSource.transaction((manager) => this.outbox.add(manager, new QuotationRequestedEvent(investorId, plan, now)));
    return { sent: true };
  }
}
