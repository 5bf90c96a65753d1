/** A representative accepted the letter of intent and the record and its ID file are stored. Carries only the id. */
export class LetterOfIntentSubmittedEvent {
  constructor(readonly letterSubmissionId: string) {}
}
