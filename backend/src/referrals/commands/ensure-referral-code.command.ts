/** The signed-in investor's own code, made on first need. */
export class EnsureReferralCodeCommand {
  constructor(readonly investorId: string) {}
}
