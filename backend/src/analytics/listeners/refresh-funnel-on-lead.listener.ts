import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { InformationRequestSubmittedEvent, LetterOfIntentSubmittedEvent, PresentationBookingPaidEvent } from '../../leads';
import { FunnelRefresh } from '../funnel-refresh';

type LeadEvent = InformationRequestSubmittedEvent | PresentationBookingPaidEvent | LetterOfIntentSubmittedEvent;

/** An information request, a paid presentation or a letter puts its person in the funnel, with how they arrived. */
@EventsHandler(InformationRequestSubmittedEvent, PresentationBookingPaidEvent, LetterOfIntentSubmittedEvent)
export class RefreshFunnelOnLeadListener implements IEventHandler<LeadEvent> {
  constructor(private readonly refresh: FunnelRefresh) {}

  // Delivered from the outbox: an error makes the job retry, and a refresh is the same work again.
  async handle(event: LeadEvent): Promise<void> {
    if (event instanceof InformationRequestSubmittedEvent) await this.refresh.records('information_request', [event.informationRequestId]);
    else if (event instanceof PresentationBookingPaidEvent) await this.refresh.records('paid_booking', [event.bookingId]);
    else await this.refresh.records('letter_of_intent', [event.letterSubmissionId]);
  }
}
