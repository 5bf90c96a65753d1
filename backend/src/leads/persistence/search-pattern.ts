/** An ILIKE pattern for a staff search, LIKE wildcards escaped so a search for "50%" means that text; null without a term. */
export function searchPattern(search: string | undefined): string | null {
  const term = search?.trim();
  return term ? `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
}
