import type { PaymentPlanChoiceDto } from '@cdm/contracts';
import type { AuditContext } from '../../platform/audit';

/**
 * Sets a unit aside for an investor. `card`: while the deposit is paid (a short window);
 * `block`: unpaid for the block setting (8 h), by bank transfer (with a reference) or from the
 * payment screen's cancel route. Someone else's request for a unit already held gets 409 'no está
 * disponible'; the holder asking again keeps the hold and reads 'ya está bloqueada'.
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

export type HoldUnitResult = {
  reservationId: string;
  status: 'pending' | 'blocked';
  expiresAt: Date;
  referenceNumber: string | null;
  /** The investor asked to block a unit they had already blocked: the same hold, unchanged in kind. */
  alreadyBlockedByThem: boolean;
};
