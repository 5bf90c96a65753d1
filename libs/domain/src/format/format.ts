// One set of formatters for screens, emails, PDFs and CSV files (decisions.md #31). Money is kept in MXN
// centavos; dates are stored in UTC and shown in America/Mexico_City, es-MX (product-decisions.md "Conflicting figures: make them settings").
//
// Canonical forms:
// - amounts of a plan, a statement, a payment or a balance: formatPesos(c) → '$53,271.83 MXN';
// - round figures read in a sentence (deposits from the settings, prices of the site): formatPesos(c,
//   { decimals: 0 }) → '$10,000 MXN'; screens that mix both use { decimals: 'auto' };
// - a table column whose heading already says MXN: { currencyCode: false } → '$53,271.83';
// - CSV files: pesosForCsv(c) → '-2500.00', a plain number a spreadsheet adds up.

export const APP_LOCALE = 'es-MX';
export const APP_TIME_ZONE = 'America/Mexico_City';

// Intl formats are costly to build (tens of milliseconds on a phone): made on first use, then kept.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(APP_LOCALE, options)));
  return format;
}
function dateFormat(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(key.startsWith('iso') ? 'en-CA' : APP_LOCALE, options)));
  return format;
}

export type PesosOptions = {
  /** 2 (default), 0 (rounded to whole pesos) or 'auto' (0 when the amount has no centavos). */
  decimals?: 0 | 2 | 'auto';
  /** Whether ' MXN' follows the amount (default true). */
  currencyCode?: boolean;
};

const isAmount = (centavos: unknown): centavos is number => typeof centavos === 'number' && Number.isSafeInteger(centavos);

/** 5_327_183 → '$53,271.83 MXN'; -250_000 → '-$2,500.00 MXN'; '' for anything that is not a whole number of centavos. */
export function formatPesos(centavos: number | null | undefined, options: PesosOptions = {}): string {
  if (!isAmount(centavos)) return '';
  const decimals = options.decimals === 'auto' ? (centavos % 100 === 0 ? 0 : 2) : (options.decimals ?? 2);
  const format = numberFormat(`pesos${decimals}`, {
    style: 'currency',
    currency: 'MXN',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const text = format.format(centavos / 100);
  return options.currencyCode === false ? text : `${text} MXN`;
}

/** Statistics in millions of pesos with 1 decimal (investor-portal.md §9): 1_250_000_000 → '$12.5M MXN'. */
export function formatMillionsOfPesos(centavos: number | null | undefined): string {
  if (typeof centavos !== 'number' || !Number.isFinite(centavos)) return '';
  const millions = numberFormat('millions', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `$${millions.format(centavos / 100 / 1_000_000)}M MXN`;
}

/** 1234567 → '1,234,567'; up to `maximumFractionDigits` decimals (0 by default keeps Intl's 3). */
export function formatNumber(value: number, maximumFractionDigits?: number): string {
  if (!Number.isFinite(value)) return '';
  return maximumFractionDigits === undefined
    ? numberFormat('number', {}).format(value)
    : numberFormat(`number${maximumFractionDigits}`, { maximumFractionDigits }).format(value);
}

/** A share: 12.5 → '12.5%'; with `fixedDigits` always that many decimals (50 → '50.0%'). */
export function formatPercent(value: number, maximumFractionDigits = 2, fixedDigits?: number): string {
  if (!Number.isFinite(value)) return '';
  if (fixedDigits === undefined) return `${formatNumber(value, maximumFractionDigits)}%`;
  const format = numberFormat(`fixed${fixedDigits}`, { minimumFractionDigits: fixedDigits, maximumFractionDigits: fixedDigits });
  return `${format.format(value)}%`;
}

/** An amount for a CSV cell: a plain number with two decimals, '-2500.00', never text. */
export function pesosForCsv(centavos: number | null | undefined): string {
  if (!isAmount(centavos)) return '';
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A file size: '850 KB', '2.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

type DateInput = string | Date | null | undefined;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toInstant(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A calendar date ('2026-12-01', a due date) is shown as written, whatever the time zone; an
 * instant is shown as its date in Mexico City.
 */
function formatDay(value: DateInput, style: 'medium' | 'long'): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? '' : dateFormat(`day-utc-${style}`, { timeZone: 'UTC', dateStyle: style }).format(date);
  }
  const date = toInstant(value);
  return date ? dateFormat(`day-${style}`, { timeZone: APP_TIME_ZONE, dateStyle: style }).format(date) : '';
}

/** '1 dic 2026' (screens and tables). */
export function formatDate(value: DateInput): string {
  return formatDay(value, 'medium');
}

/** '1 de diciembre de 2026' (emails and documents). */
export function formatLongDate(value: DateInput): string {
  return formatDay(value, 'long');
}

/** '4:38 p.m.' in Mexico City. */
export function formatTime(value: DateInput): string {
  const date = toInstant(value);
  return date ? dateFormat('time', { timeZone: APP_TIME_ZONE, timeStyle: 'short' }).format(date) : '';
}

/** '21 nov 2026, 4:38 p.m.' in Mexico City (screens and tables). */
export function formatDateTime(value: DateInput): string {
  const date = toInstant(value);
  return date ? dateFormat('datetime', { timeZone: APP_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(date) : '';
}

/** '21 de noviembre de 2026, 4:38 p.m.' in Mexico City (emails and documents). */
export function formatLongDateTime(value: DateInput): string {
  const date = toInstant(value);
  return date ? `${formatLongDate(date)}, ${formatTime(date)}` : '';
}

/** A calendar month ('2026-11' or '2026-11-01'): 'noviembre de 2026', or short 'nov'; as given when it is not one. */
export function formatMonth(month: string, style: 'long' | 'short' = 'long'): string {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  if (style === 'short') return dateFormat('month-short', { timeZone: 'UTC', month: 'short' }).format(date).replace('.', '');
  return dateFormat('month-long', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(date);
}

function mexicoCityParts(date: Date): Record<string, string> {
  const format = dateFormat('iso', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/** '2026-11-21' in Mexico City: today's date of a rule, a file name. */
export function mexicoCityIsoDate(value: string | Date = new Date()): string {
  const date = toInstant(value);
  if (!date) return '';
  const parts = mexicoCityParts(date);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** '2026-11-21 14:05' in Mexico City: sortable, for CSV files. */
export function mexicoCityIsoDateTime(value: DateInput): string {
  const date = toInstant(value);
  if (!date) return '';
  const parts = mexicoCityParts(date);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Ends a sentence with one period: a sentence ending in a time ('… 4:38 p.m.') gets none added. */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
