// A CSV cell (RFC 4180) that a spreadsheet cannot run as a formula (CSV injection), and whose
// numbers stay numbers: '-2500.00' is an amount, not a formula, so it is written as it is. Every
// export writes its cells here: the server's (the unmatched bank lines) and the staff panel's
// "Descargar CSV" (frontend/src/lib/csv.ts).
//
// A spreadsheet may split a line on ';' (the list separator in es-MX and most of Europe), on tabs, or
// on line breaks, whatever the quotes say. So not only the cell's start is guarded: every piece that
// such a split would make starts with an apostrophe when it would start with = + - or @ (spaces and
// quotes before it skipped), and a cell that starts with a tab or a carriage return is guarded too.
// `-1+1;=cmd|' /C calc'!A0` is written `"'-1+1;'=cmd|' /C calc'!A0"`.

export type CsvValue = string | number | boolean | null | undefined;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_CHARACTER = /[=+\-@]/;
const SPLITS = /([,;\t\r\n])/;

/**
 * A piece of text as a split would give it, with an apostrophe before a formula's first character
 * unless `number` (the text it must be a plain number for) is one.
 */
function guardPiece(piece: string, number: string): string {
  const at = piece.search(/[^\s"]/);
  if (at < 0 || !FORMULA_CHARACTER.test(piece[at]) || PLAIN_NUMBER.test(number.trim())) return piece;
  return `${piece.slice(0, at)}'${piece.slice(at)}`;
}

/** The text with every piece a ',' ';' tab or line-break split would make guarded (the first one unless the whole text is a number). */
export function formulaSafe(text: string): string {
  const guarded = text
    .split(SPLITS)
    .map((piece, index) => (index % 2 === 1 ? piece : guardPiece(piece, index === 0 ? text : piece)))
    .join('');
  return /^[\t\r]/.test(guarded) ? `'${guarded}` : guarded;
}

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'boolean' ? (value ? 'Sí' : 'No') : String(value);
  const safe = typeof value === 'string' ? formulaSafe(text) : text;
  return /[",;\t\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}
