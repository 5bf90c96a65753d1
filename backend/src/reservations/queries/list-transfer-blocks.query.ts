/**
 * A block reference people pay by transfer with: its reservation, the investor's name, what still
 * settles the deposit exactly, and whether it takes money now (`open`: unpaid and not ended).
 */
export type TransferBlock = { reservationId: string; reference: string; name: string; expectedCentavos: number[]; open: boolean };

/**
 * Every reservation with a CDM-… reference (a statement line quoting a paid or ended one is shown to
 * staff, never lost as unknown); `openOnly` for those that still take money; `search` in the
 * reference, the unit or the investor's name.
 */
export class ListTransferBlocksQuery {
  constructor(
    readonly search: string | null = null,
    readonly openOnly = false,
  ) {}
}
