import { DurableEvent } from '../../platform/outbox';
/** A new information request was stored. Carries only its id: readers ask for the rest. */
@DurableEvent('leads.information-request-submitted')
export class InformationRequestSubmittedEvent {
  constructor(readonly informationRequestId: string) {}
}
