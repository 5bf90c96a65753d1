/** A block awaiting its deposit by transfer: the reference, the deposit that settles it, the investor's name. */
export type OpenTransferBlock = { reservationId: string; reference: string; name: string; expectedCentavos: number[] };

/** Every open bank-transfer block (or those whose reference, unit or investor's name contains `search`). */
export class ListOpenTransferBlocksQuery {
  constructor(readonly search: string | null = null) {}
}
