import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../platform/clock/clock';
import { GetPaymentQuery, type PaymentView } from '../../payments';
import { BOOKING_PAYMENT_PURPOSE } from '../persistence/presentation-booking.entity';
import { PresentationBookingRepository } from '../persistence/presentation-booking.repository';
import { RecordBookingPaymentCommand } from './record-booking-payment.command';
import { SyncPendingBookingsCommand } from './sync-pending-bookings.command';

@CommandHandler(SyncPendingBookingsCommand)
export class SyncPendingBookingsHandler implements ICommandHandler<SyncPendingBookingsCommand, number> {
  constructor(
    private readonly bookings: PresentationBookingRepository,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const ids = await this.bookings.awaitingPayment(this.clock.now());
    let checked = 0;
    for (const id of ids) {
      const payment = await this.queries.execute<GetPaymentQuery, PaymentView | null>(new GetPaymentQuery(BOOKING_PAYMENT_PURPOSE, id));
      if (!payment) continue;
      await this.commands.execute(new RecordBookingPaymentCommand(id, payment));
      checked += 1;
    }
    return checked;
  }
}
