// Published after the change commits; listeners read what they need through the queries.

/** A new application was stored (by deposit or by a referral's direct access). */
export class ApplicationSubmittedEvent {
  constructor(readonly applicationId: string) {}
}

export class ApplicationDepositPaidEvent {
  constructor(readonly applicationId: string) {}
}

export class ApplicationRejectedEvent {
  constructor(readonly applicationId: string) {}
}
