import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import { GetPaymentQuery, type PaymentView } from '../../platform/payments';
import { BOOKING_PAYMENT_PURPOSE } from '../persistence/presentation-booking.entity';
import { RecordBookingPaymentCommand } from './record-booking-payment.command';
import { SyncPendingBookingsCommand } from './sync-pending-bookings.command';

@CommandHandler(SyncPendingBookingsCommand)
export class SyncPendingBookingsHandler implements ICommandHandler<SyncPendingBookingsCommand, number> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM presentation_bookings
       WHERE (status = 'pending_payment' OR refund_status = 'pending')
         AND updated_at < $1::timestamptz - interval '2 minutes'
         AND created_at > $1::timestamptz - interval '7 days'
       ORDER BY created_at LIMIT 500`,
      [this.clock.now()],
    )) as Array<{ id: string }>;
    let checked = 0;
    for (const { id } of rows) {
      const payment = await this.queries.execute<GetPaymentQuery, PaymentView | null>(new GetPaymentQuery(BOOKING_PAYMENT_PURPOSE, id));
      if (!payment) continue;
      await this.commands.execute(new RecordBookingPaymentCommand(id, payment));
      checked += 1;
    }
    return checked;
  }
}
