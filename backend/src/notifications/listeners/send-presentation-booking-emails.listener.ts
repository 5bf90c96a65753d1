import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, IEventHandler, QueryBus } from '@nestjs/cqrs';
import {
  GetPresentationBookingQuery,
  PresentationBookingPaidEvent,
  PresentationBookingRefundedEvent,
  PresentationBookingView,
} from '../../leads';
import { AppConfig } from '../../platform/config';
import { QueueEmailCommand } from '../commands/queue-email.command';
import {
  presentationBookingReceipt,
  presentationBookingRefundNotice,
  presentationBookingStaffNotice,
} from '../templates/presentation-booking.templates';

/** The payer's receipt and the staff notice once a deposit is paid; the payer's notice once it is refunded. */
@EventsHandler(PresentationBookingPaidEvent, PresentationBookingRefundedEvent)
export class SendPresentationBookingEmailsListener
  implements IEventHandler<PresentationBookingPaidEvent | PresentationBookingRefundedEvent>
{
  private readonly logger = new Logger(SendPresentationBookingEmailsListener.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  async handle(event: PresentationBookingPaidEvent | PresentationBookingRefundedEvent): Promise<void> {
    try {
      const booking = await this.queries.execute<GetPresentationBookingQuery, PresentationBookingView | null>(
        new GetPresentationBookingQuery(event.bookingId),
      );
      if (!booking) return;
      const key = `presentation-booking.${booking.id}`;
      if (event instanceof PresentationBookingPaidEvent) {
        await this.commands.execute(
          new QueueEmailCommand(`${key}.receipt`, booking.email, await presentationBookingReceipt(booking, this.schedulingLink())),
        );
        await this.commands.execute(
          new QueueEmailCommand(`${key}.staff-notice`, this.config.staffNotifyEmail, await presentationBookingStaffNotice(booking)),
        );
      } else {
        await this.commands.execute(new QueueEmailCommand(`${key}.refund`, booking.email, await presentationBookingRefundNotice(booking)));
      }
    } catch (error) {
      this.logger.error({ err: error, bookingId: event.bookingId }, 'Could not queue the presentation booking emails');
      throw error; // delivered from the outbox: the job retries (the work is idempotent)
    }
  }

  /** The scheduling page may be a path of this site; an email needs the full address. */
  private schedulingLink(): string {
    return new URL(this.config.schedulingUrl, this.config.publicUrl).toString();
  }
}
