/** Blocks and partners whose reference, name or unit contains the term, for assigning a line by hand. */
export class SearchPaymentTargetsQuery {
  constructor(readonly search: string) {}
}
