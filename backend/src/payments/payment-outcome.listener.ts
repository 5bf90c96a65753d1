import { Injectable, Logger } from '@nestjs/common';
import { CommandBus, ICommand, IEventHandler, QueryBus } from '@nestjs/cqrs';
import type { PaymentEvent } from './events/payment-events';
import { GetPaymentQuery, type PaymentView } from './queries/get-payment.query';

/**
 * The one way a context follows its own payments: on any payment event of its purpose, read the
 * payment as the payments module has it now and hand it to the context's own recording command.
 * Subclasses name the purpose and the command, and carry the @EventsHandler decorator.
 */
// Decorated so its constructor's parameter types are recorded for the subclasses' injection.
@Injectable()
export abstract class PaymentOutcomeListener<E extends PaymentEvent> implements IEventHandler<E> {
  protected abstract readonly purpose: string;
  private readonly logger = new Logger(this.constructor.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  protected abstract recordCommand(subjectId: string, payment: PaymentView): ICommand;

  async handle({ purpose, subjectId }: E): Promise<void> {
    if (purpose !== this.purpose) return;
    try {
      const payment = await this.queries.execute<GetPaymentQuery, PaymentView | null>(new GetPaymentQuery(purpose, subjectId));
      if (payment) await this.commands.execute(this.recordCommand(subjectId, payment));
    } catch (error) {
      // Logged, and thrown so that the outbox job retries (each context also backs this up with a sweep).
      this.logger.error({ err: error, purpose, subjectId }, 'Could not record a payment outcome');
      throw error; // delivered from the outbox: the job retries (the work is idempotent)
    }
  }
}
