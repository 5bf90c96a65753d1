// Dates are stored in UTC and shown in America/Mexico_City, es-MX format (DECISIONS.md).
export const APP_TIME_ZONE = 'America/Mexico_City';

const dateTimeFormat = new Intl.DateTimeFormat('es-MX', {
  timeZone: APP_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

const numberFormat = new Intl.NumberFormat('es-MX');

const isoPartsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '21 nov 2026, 14:05' */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '';
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

function mexicoCityParts(date: Date): Record<string, string> {
  return Object.fromEntries(isoPartsFormat.formatToParts(date).map((part) => [part.type, part.value]));
}

/** '2026-11-21' in Mexico City: the date of file names. */
export function mexicoCityIsoDate(value: string | Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = mexicoCityParts(date);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** '2026-11-21 14:05' in Mexico City: sortable, for CSV files. */
export function mexicoCityIsoDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  if (!date) return '';
  const parts = mexicoCityParts(date);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const pesosFormats = {
  whole: new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  cents: new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** Money is kept in MXN centavos: 1_000_000 → '$10,000 MXN', 1_000_050 → '$10,000.50 MXN'; '' for anything else. */
export function formatPesos(centavos: number | null | undefined): string {
  if (typeof centavos !== 'number' || !Number.isSafeInteger(centavos)) return '';
  const format = centavos % 100 === 0 ? pesosFormats.whole : pesosFormats.cents;
  return `${format.format(centavos / 100)} MXN`;
}

const millionsFormat = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Staff statistics are shown in millions with 1 decimal (spec investor-portal §9): 1_250_000_000 centavos → '$12.5M MXN'. */
export function formatMillionsOfPesos(centavos: number | null | undefined): string {
  if (typeof centavos !== 'number' || !Number.isFinite(centavos)) return '';
  return `$${millionsFormat.format(centavos / 100 / 1_000_000)}M MXN`;
}

const calendarDateFormat = new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', dateStyle: 'medium' });
const instantDateFormat = new Intl.DateTimeFormat('es-MX', { timeZone: APP_TIME_ZONE, dateStyle: 'medium' });

/**
 * '21 nov 2026'. A calendar date ('2026-11-21', e.g. a due date) is shown as written; an instant
 * is shown as its date in Mexico City.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? '' : calendarDateFormat.format(date);
  }
  const date = toDate(value);
  return date ? instantDateFormat.format(date) : '';
}
