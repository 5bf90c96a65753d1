import type { Gate } from '../gates';

/** Checks a gate's shared password; a wrong one counts against the attempt limit. */
export class UnlockGateCommand {
  constructor(
    readonly gate: Gate,
    readonly password: string,
    readonly ip: string,
  ) {}
}
