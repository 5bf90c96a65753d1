export class SignInInvestorCommand {
  constructor(
    readonly username: string,
    readonly password: string,
    readonly ip: string,
    readonly previousToken: string | undefined,
  ) {}
}

export type InvestorSignInResult =
  | { signedIn: true; token: string; investorAccountId: string }
  | { signedIn: false; setupLinkSent: true };
