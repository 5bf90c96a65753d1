import { DurableEvent } from '../../platform/outbox';
// Published after the change commits; listeners read what they need through the queries.

/** A new application was stored (by deposit or by a referral's direct access). */
@DurableEvent('applications.application-submitted')
export class ApplicationSubmittedEvent {
  constructor(readonly applicationId: string) {}
}

@DurableEvent('applications.application-deposit-paid')
export class ApplicationDepositPaidEvent {
  constructor(readonly applicationId: string) {}
}

@DurableEvent('applications.application-rejected')
export class ApplicationRejectedEvent {
  constructor(readonly applicationId: string) {}
}
