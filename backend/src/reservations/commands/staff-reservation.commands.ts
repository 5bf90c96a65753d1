import type { AuditContext } from '../../platform/audit';

/** 'Confirmar Pago': staff received the deposit (bank transfer); the unit is held for the hold setting. */
export class ConfirmReservationDepositCommand {
  constructor(
    readonly reservationId: string,
    readonly context: AuditContext,
  ) {}
}

/** 'Convertir': a paid reservation becomes a sale; the unit is sold and the partners context hears of it. */
export class ConvertReservationToSaleCommand {
  constructor(
    readonly reservationId: string,
    readonly context: AuditContext,
  ) {}
}

/** Refunds a card deposit in full and releases the unit. */
export class RefundReservationDepositCommand {
  constructor(
    readonly reservationId: string,
    readonly context: AuditContext,
  ) {}
}

/** Reminds investors of unpaid holds (one email per reservation per day). */
export class SendReservationRemindersCommand {
  constructor(
    readonly reservationIds: string[],
    readonly context: AuditContext,
  ) {}
}
