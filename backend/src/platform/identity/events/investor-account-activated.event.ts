import { DurableEvent } from '../../outbox';

/**
 * An investor account became active: its owner used a one-time link emailed to it (the email is
 * proven, the account may hold units). Published once per account, with the link's use.
 */
@DurableEvent('identity.investor-account-activated')
export class InvestorAccountActivatedEvent {
  constructor(readonly investorAccountId: string) {}
}
