// A CSV cell (RFC 4180) that a spreadsheet cannot run as a formula (CSV injection), and whose
// numbers stay numbers: '-2500.00' is an amount, not a formula, so it is written as it is.

export type CsvValue = string | number | boolean | null | undefined;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'boolean' ? (value ? 'Sí' : 'No') : String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}
