/** A new information request was stored. Carries only its id: readers ask for the rest. */
export class InformationRequestSubmittedEvent {
  constructor(readonly informationRequestId: string) {}
}
