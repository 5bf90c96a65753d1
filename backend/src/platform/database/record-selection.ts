/**
 * Which records a query for another context's copy returns: these ids (a listener refreshing what an
 * event named), or the next page after an id in id order (a rebuild reading everything, keyset pages:
 * pass the last id of a page as `after`; a short page is the last).
 */
export type RecordSelection = { readonly ids: readonly string[] } | { readonly after: string | null; readonly limit: number };

const BEFORE_ANY_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * The condition and the tail (ORDER BY … LIMIT) that read `selection` by the uuid column `column`;
 * the values are appended to `parameters`.
 */
export function recordSelectionSql(selection: RecordSelection, column: string, parameters: unknown[]): { where: string; tail: string } {
  if ('ids' in selection) {
    parameters.push([...selection.ids]);
    return { where: `${column} = ANY($${parameters.length}::uuid[])`, tail: '' };
  }
  parameters.push(selection.after ?? BEFORE_ANY_UUID, selection.limit);
  return { where: `${column} > $${parameters.length - 1}::uuid`, tail: `ORDER BY ${column} LIMIT $${parameters.length}` };
}
