import type { AuditContext } from '../../platform/audit';

/** 'Convertir': a paid reservation becomes a sale; the unit is sold and the partners context hears of it. */
export class ConvertReservationToSaleCommand {
  constructor(
    readonly reservationId: string,
    readonly context: AuditContext,
  ) {}
}
