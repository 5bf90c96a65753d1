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
