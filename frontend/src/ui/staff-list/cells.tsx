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
