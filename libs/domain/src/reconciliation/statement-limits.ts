// How much of a bank statement is read (issue 28): one bound on a line and one on each field, the
// same for CSV and camt.053. A real statement's line is a few hundred characters; a longer one, or a
// field longer than its bound, is a file we refuse whole (never cut and applied: a 3 MB "concept"
// cut to 500 characters once confirmed a deposit).
export const STATEMENT_LIMITS = {
  /** Characters of one line of a CSV statement (the record, delimiters and quotes included). */
  lineChars: 2_000,
  /** Characters of each field once read. */
  fieldChars: { description: 500, reference: 140, trackingKey: 60, payerName: 140 },
} as const;

export type StatementField = keyof typeof STATEMENT_LIMITS.fieldChars;

/** The first field of a line longer than its bound, or null. */
export function overlongStatementField(line: Record<StatementField, string>): StatementField | null {
  for (const field of Object.keys(STATEMENT_LIMITS.fieldChars) as StatementField[]) {
    if (line[field].length > STATEMENT_LIMITS.fieldChars[field]) return field;
  }
  return null;
}
