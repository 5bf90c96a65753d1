import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SyncPaymentCommand, SyncPaymentResult } from '../../payments';
import { PresentationBookingNotFoundError } from '../leads.errors';
import { BOOKING_PAYMENT_PURPOSE, PresentationBookingEntity } from '../persistence/presentation-booking.entity';
import { ConfirmPresentationBookingCommand, ConfirmPresentationBookingResult } from './confirm-presentation-booking.command';
import { RecordBookingPaymentCommand, RecordBookingPaymentResult } from './record-booking-payment.command';

@CommandHandler(ConfirmPresentationBookingCommand)
export class ConfirmPresentationBookingHandler
  implements ICommandHandler<ConfirmPresentationBookingCommand, ConfirmPresentationBookingResult>
{
  constructor(
    @InjectRepository(PresentationBookingEntity) private readonly bookings: Repository<PresentationBookingEntity>,
    private readonly commands: CommandBus,
  ) {}

  async execute({ bookingId }: ConfirmPresentationBookingCommand): Promise<ConfirmPresentationBookingResult> {
    const booking = await this.bookings.findOne({ where: { id: bookingId } });
    if (!booking) throw new PresentationBookingNotFoundError();

    const payment = await this.commands.execute<SyncPaymentCommand, SyncPaymentResult>(
      new SyncPaymentCommand(BOOKING_PAYMENT_PURPOSE, bookingId),
    );
    if (!payment) return { status: booking.status, paymentStatus: null };
    const recorded = await this.commands.execute<RecordBookingPaymentCommand, RecordBookingPaymentResult>(
      new RecordBookingPaymentCommand(bookingId, payment),
    );
    return { status: recorded?.status ?? booking.status, paymentStatus: payment.status };
  }
}
