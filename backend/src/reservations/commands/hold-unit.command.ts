import type { PaymentPlanChoiceDto } from '@cdm/contracts';
import type { AuditContext } from '../../platform/audit';

/**
 * Sets a unit aside for an investor. `card`: while the deposit is paid (a short window);
 * `block`: unpaid for the block setting (8 h), by bank transfer (with a reference) or from the
 * payment screen's cancel route. A losing request gets 409 with the spec's message.
 */
export class HoldUnitCommand {
  constructor(
    readonly investorId: string,
    readonly unitCode: string,
    readonly choice: PaymentPlanChoiceDto,
    readonly route: 'card' | 'block',
    readonly context: AuditContext,
    readonly referenceNumber?: string,
    // The client's IP (request.ip): unpaid holds are capped per IP too.
    readonly clientIp: string | null = null,
  ) {}
}

export type HoldUnitResult = { reservationId: string; status: 'pending' | 'blocked'; expiresAt: Date; referenceNumber: string | null };
