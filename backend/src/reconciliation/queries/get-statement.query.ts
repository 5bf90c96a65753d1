/** A statement's summary (lines, matched, suggested, unmatched, totals). */
export class GetStatementQuery {
  constructor(readonly statementId: string) {}
}
