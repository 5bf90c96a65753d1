import { DATA_ROOM_VISIBILITY_LABELS } from '@cdm/contracts';
import { formatPesos } from '@/lib/format';
import { auditFieldLabels, auditTexts as t, auditValueLabels } from './texts';

export type DetailLine = { key: string; before?: string; after?: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Fields whose values are codes with a Spanish name.
const CODED_FIELDS = new Set(['status', 'refundStatus', 'role']);
const valueLabels: Record<string, string> = { ...auditValueLabels, ...DATA_ROOM_VISIBILITY_LABELS };

const isMoneyField = (key: string) => key.endsWith('Centavos');

/** An amount in centavos as recorded (a number, or a string for a bigint column) as money; null if it is not one. */
function asCentavos(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
  return null;
}

/** The label of a recorded field ("depositCentavos" → "Depósito"); an unknown one as recorded. */
export const auditFieldLabel = (key: string): string => auditFieldLabels[key] ?? key;

/** A recorded value as staff read it: Sí/No, money for amounts, Spanish names of codes, objects field by field. */
export function formatAuditValue(value: unknown, key = ''): string {
  if (value === null || value === undefined) return '—';
  if (isMoneyField(key)) {
    const centavos = asCentavos(value);
    if (centavos !== null) return formatPesos(centavos);
  }
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'string') return (CODED_FIELDS.has(key) || key === 'visibility' ? valueLabels[value] : undefined) ?? value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => formatAuditValue(item, key)).join('; ');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([field, inner]) => `${auditFieldLabel(field)}: ${formatAuditValue(inner, field)}`)
      .join(', ');
  }
  return JSON.stringify(value);
}

/** The fields that changed (before and after both objects), or the fields of the one that exists. */
export function summarizeChange(before: unknown, after: unknown): DetailLine[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => ({ key, before: formatAuditValue(before[key], key), after: formatAuditValue(after[key], key) }));
  }
  if (isRecord(after)) return Object.entries(after).map(([key, value]) => ({ key, after: formatAuditValue(value, key) }));
  if (isRecord(before)) return Object.entries(before).map(([key, value]) => ({ key, before: formatAuditValue(value, key) }));
  if (before === null && after === null) return [];
  if (before === undefined && after === undefined) return [];
  return [{ key: '', before: before == null ? undefined : formatAuditValue(before), after: after == null ? undefined : formatAuditValue(after) }];
}

export function detailLineText({ key, before, after }: DetailLine): string {
  const label = key ? `${auditFieldLabel(key)}: ` : '';
  if (before !== undefined && after !== undefined) return `${label}${before} → ${after}`;
  return `${label}${after ?? before ?? ''}`;
}
