import type { PaymentView } from '../../payments';

/** Marks the application deposit from what the payments module reports; safe to repeat. */
export class RecordApplicationDepositCommand {
  constructor(
    readonly applicationId: string,
    readonly payment: PaymentView,
  ) {}
}
