/** What a partner is asked to pay by transfer: the reference, the amounts that settle an instalment exactly, the name. */
export type PartnerPaymentTarget = { partnerId: string; reference: string; name: string; expectedCentavos: number[] };

/** Partners who still owe something (all, or those whose reference, name or unit contains `search`). */
export class ListPartnerPaymentTargetsQuery {
  constructor(
    readonly search: string | null = null,
    readonly limit: number | null = null,
  ) {}
}
