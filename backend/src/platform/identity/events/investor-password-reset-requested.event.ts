import { DurableEvent } from '../../outbox';

/** A recovery link was issued. The token travels sealed (outbox row and job), to the email that carries it. */
@DurableEvent('identity.password-reset-requested', { sealed: ['token'] })
export class InvestorPasswordResetRequestedEvent {
  constructor(
    readonly investorAccountId: string,
    readonly tokenId: string,
    readonly token: string,
  ) {}
}
