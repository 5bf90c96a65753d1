import { DurableEvent } from '../../outbox';
import type { SetupLinkReason } from '../commands/issue-setup-link.command';

/** A set-up link was issued for an account without a password yet. The token travels sealed. */
@DurableEvent('identity.setup-link-issued', { sealed: ['token'] })
export class InvestorSetupLinkIssuedEvent {
  constructor(
    readonly investorAccountId: string,
    readonly tokenId: string,
    readonly token: string,
    readonly reason: SetupLinkReason = 'setup',
  ) {}
}
