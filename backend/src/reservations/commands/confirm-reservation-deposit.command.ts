import type { AuditContext } from '../../platform/audit';

/**
 * 'Confirmar Pago': staff saw the deposit arrive (a transfer not yet in a statement). `amountCentavos`
 * is what arrived (null: all that is still owed); less than that needs an admin and a `reason`, and the
 * rest is waived (audited).
 */
export class ConfirmReservationDepositCommand {
  constructor(
    readonly reservationId: string,
    readonly context: AuditContext,
    readonly confirmation: { amountCentavos: number | null; reason: string | null; byAdmin: boolean } = { amountCentavos: null, reason: null, byAdmin: false },
  ) {}
}
