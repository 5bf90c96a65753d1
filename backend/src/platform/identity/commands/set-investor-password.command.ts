import type { SignedInInvestor } from '../guards';

/** Sets the first password (set-up) or changes it (the current one is then required). */
export class SetInvestorPasswordCommand {
  constructor(
    readonly investor: SignedInInvestor,
    readonly newPassword: string,
    readonly currentPassword: string | undefined,
    readonly requestId: string,
  ) {}
}
