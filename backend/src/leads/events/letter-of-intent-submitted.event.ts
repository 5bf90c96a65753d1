import { DurableEvent } from '../../platform/outbox';
/** A representative accepted the letter of intent and the record and its ID file are stored. Carries only the id. */
@DurableEvent('leads.letter-of-intent-submitted')
export class LetterOfIntentSubmittedEvent {
  constructor(readonly letterSubmissionId: string) {}
}
