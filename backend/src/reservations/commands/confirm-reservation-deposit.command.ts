import type { AuditContext } from '../../platform/audit';

/** 'Confirmar Pago': staff received the deposit (bank transfer); the unit is held for the hold setting. */
export class ConfirmReservationDepositCommand {
  constructor(
    readonly reservationId: string,
    readonly context: AuditContext,
  ) {}
}
