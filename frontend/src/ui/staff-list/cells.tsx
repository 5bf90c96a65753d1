import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import type { CountItem } from '../staff-tab';
import type { StaffListColumn } from './staff-list';

/** The first eight characters of a row's id, the whole id on hover: enough to tell rows apart and find one. */
export function shortIdColumn<T extends { id: string }>(header: string): StaffListColumn<T> {
  return {
    key: 'id',
    header,
    cell: (row) => (
      <code title={row.id} className="text-xs text-zinc-300">
        {row.id.slice(0, 8)}
      </code>
    ),
  };
}

type TextField<T> = { [K in keyof T]: T[K] extends string | number ? K : never }[keyof T] & string;

/** A field shown as it is (an email, a phone), on one line unless another class is given. */
export function textColumn<T>(field: TextField<T>, header: string, className = 'whitespace-nowrap'): StaffListColumn<T> {
  return { key: field, header, className, cell: (row) => row[field] as ReactNode };
}

/** A column worked out from the row: a label, a date, an amount. */
export function valueColumn<T>(key: string, header: string, className: string | undefined, value: (row: T) => ReactNode): StaffListColumn<T> {
  return { key, header, className, cell: value };
}

/** The person's name in bold, and what else the row says under it (a badge, details). */
export function nameColumn<T extends { name: string }>(header: string, extra?: (row: T) => ReactNode): StaffListColumn<T> {
  return {
    key: 'name',
    header,
    className: 'min-w-40 font-semibold',
    cell: (row) => (
      <>
        {row.name}
        {extra?.(row)}
      </>
    ),
  };
}

/** The last column: a row's buttons, its header read by assistive technology only. */
export function actionsColumn<T>(header: string, cell: (row: T) => ReactNode): StaffListColumn<T> {
  return { key: 'actions', header, hiddenHeader: true, cell };
}

/** Several labels in one cell, one a line (the products a lead is interested in). */
export function LabelList({ labels }: { labels: ReadonlyArray<string> }) {
  return (
    <ul className="grid gap-0.5">
      {labels.map((label) => (
        <li key={label}>{label}</li>
      ))}
    </ul>
  );
}

/** The figures above a list, in the order of `keys`: each with its label, a dash until the counts arrive. */
export function countItems<K extends string>(keys: ReadonlyArray<K>, labels: Record<K, string>, counts: Partial<Record<K, number>> | undefined): CountItem[] {
  return keys.map((key) => {
    const value = counts?.[key];
    return { label: labels[key], value: value === undefined ? '—' : formatNumber(value) };
  });
}

/** The label of a value among a form's options (a range, a product), the value itself when it is not one. */
export const optionLabel = (options: ReadonlyArray<{ value: string; label: string }>, value: string): string =>
  options.find((option) => option.value === value)?.label ?? value;
