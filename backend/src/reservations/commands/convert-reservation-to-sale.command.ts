import type { AuditContext } from '../../platform/audit';

/** An admin's reason to convert without a signed contract (while the setting asks for one). */
export type ContractOverride = { reason: string | null; byAdmin: boolean };

/** 'Convertir': a paid reservation becomes a sale; the unit is sold and the partners context hears of it. */
export class ConvertReservationToSaleCommand {
  constructor(
    readonly reservationId: string,
    readonly context: AuditContext,
    readonly override: ContractOverride = { reason: null, byAdmin: false },
  ) {}
}
