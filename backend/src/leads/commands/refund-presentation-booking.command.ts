import type { AuditContext } from '../../platform/audit';

/** Staff refund a booking's deposit in full (admin only; idempotent through the payments module). */
export class RefundPresentationBookingCommand {
  constructor(
    readonly bookingId: string,
    readonly context: AuditContext,
  ) {}
}
