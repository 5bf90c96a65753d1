// Values as bank statements write them: amounts with a decimal comma or point and thousands
// separators, dates as dd/mm/yyyy or ISO. Money in integer centavos.

/**
 * '1.234,56' → 123456; '1,234.56' → 123456; '-500' → -50000; '$ 2 500,5' → 250050; null when unreadable.
 * The decimal separator is the last ',' or '.' followed by one or two digits only.
 */
export function parseAmountCentavos(raw: string): number | null {
  let text = raw.trim().replace(/[$\s\u00a0]|MXN/gi, '');
  let sign = 1;
  if (/^\(.*\)$/.test(text)) {
    sign = -1;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    sign = -sign;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  if (text.endsWith('-')) {
    sign = -sign;
    text = text.slice(0, -1);
  }
  if (!/^[0-9.,]+$/.test(text) || !/[0-9]/.test(text)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = (decimal ? text.slice(0, decimal.index) : text).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) return null;
  const cents = decimal ? Number(decimal[1].padEnd(2, '0')) : 0;
  const value = Number(whole) * 100 + cents;
  if (!Number.isSafeInteger(value)) return null;
  return sign * value;
}

/** 'dd/mm/yyyy', 'dd-mm-yyyy', 'dd.mm.yyyy', 'yyyy-mm-dd' (an ISO date-time keeps its day) → 'yyyy-mm-dd'; null when not a real day. */
export function parseStatementDate(raw: string): string | null {
  const text = raw.trim();
  let day: number;
  let month: number;
  let year: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (local) [day, month, year] = [Number(local[1]), Number(local[2]), Number(local[3])];
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
