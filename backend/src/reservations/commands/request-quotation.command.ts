import type { PaymentPlanChoiceDto } from '@cdm/contracts';

/** The investor asks for their plan by email; it goes to their own account's address only. */
export class RequestQuotationCommand {
  constructor(
    readonly investorId: string,
    readonly choice: PaymentPlanChoiceDto,
  ) {}
}
