/** The statement's credits still to reconcile, as a CSV for a spreadsheet (UTF-8 with BOM). */
export class ExportUnmatchedLinesQuery {
  constructor(readonly statementId: string) {}
}
