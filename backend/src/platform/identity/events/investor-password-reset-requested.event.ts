/** A recovery link was issued. The token travels in-process only, to the email that carries it. */
export class InvestorPasswordResetRequestedEvent {
  constructor(
    readonly investorAccountId: string,
    readonly tokenId: string,
    readonly token: string,
  ) {}
}
