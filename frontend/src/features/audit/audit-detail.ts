import { auditTexts as t } from './texts';

export type DetailLine = { key: string; before?: string; after?: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The fields that changed (before and after both objects), or the fields of the one that exists. */
export function summarizeChange(before: unknown, after: unknown): DetailLine[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => ({ key, before: formatAuditValue(before[key]), after: formatAuditValue(after[key]) }));
  }
  if (isRecord(after)) return Object.entries(after).map(([key, value]) => ({ key, after: formatAuditValue(value) }));
  if (isRecord(before)) return Object.entries(before).map(([key, value]) => ({ key, before: formatAuditValue(value) }));
  if (before === null && after === null) return [];
  if (before === undefined && after === undefined) return [];
  return [{ key: '', before: before == null ? undefined : formatAuditValue(before), after: after == null ? undefined : formatAuditValue(after) }];
}

export function detailLineText({ key, before, after }: DetailLine): string {
  const label = key ? `${key}: ` : '';
  if (before !== undefined && after !== undefined) return `${label}${before} → ${after}`;
  return `${label}${after ?? before ?? ''}`;
}
