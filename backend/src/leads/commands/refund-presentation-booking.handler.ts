import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { PresentationBookingAdminItem } from '@cdm/contracts';
import { Repository } from 'typeorm';
import { RefundPaymentCommand, RefundPaymentResult } from '../../payments';
import { PresentationBookingNotFoundError, PresentationBookingNotRefundableError } from '../leads.errors';
import { BOOKING_PAYMENT_PURPOSE, PresentationBookingEntity } from '../persistence/presentation-booking.entity';
import { GetPresentationBookingAdminItemQuery } from '../queries/get-presentation-booking-admin-item.query';
import { RecordBookingPaymentCommand } from './record-booking-payment.command';
import { RefundPresentationBookingCommand } from './refund-presentation-booking.command';

@CommandHandler(RefundPresentationBookingCommand)
export class RefundPresentationBookingHandler implements ICommandHandler<RefundPresentationBookingCommand, PresentationBookingAdminItem> {
  constructor(
    @InjectRepository(PresentationBookingEntity) private readonly bookings: Repository<PresentationBookingEntity>,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ bookingId, context }: RefundPresentationBookingCommand): Promise<PresentationBookingAdminItem> {
    const booking = await this.bookings.findOne({ where: { id: bookingId } });
    if (!booking) throw new PresentationBookingNotFoundError();
    if (booking.status !== 'paid' && booking.status !== 'refunded') throw new PresentationBookingNotRefundableError();

    const payment = await this.commands.execute<RefundPaymentCommand, RefundPaymentResult>(
      new RefundPaymentCommand(BOOKING_PAYMENT_PURPOSE, bookingId, context),
    );
    await this.commands.execute(new RecordBookingPaymentCommand(bookingId, payment));
    return this.queries.execute(new GetPresentationBookingAdminItemQuery(bookingId));
  }
}
