import type { PaymentStatus } from '@cdm/contracts';

/** The simulated provider's test card form: 4242… succeeds, 4000…0002 is declined. */
export class ConfirmSimulatedCardCommand {
  constructor(
    readonly clientSecret: string,
    readonly cardNumber: string,
  ) {}
}

export type ConfirmSimulatedCardResult = { status: PaymentStatus };
