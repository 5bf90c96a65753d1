import type { CsvTable, CsvValue } from '@/lib/csv';

/** One column of a list's CSV: its header and the cell of a row. */
export type CsvColumn<T> = readonly [header: string, value: (row: T) => CsvValue];

/** The CSV of a list, column by column: the headers in order, then a line per row. */
export function csvOf<T>(name: string, columns: ReadonlyArray<CsvColumn<T>>): (rows: T[]) => CsvTable {
  return (rows) => ({
    name,
    columns: columns.map(([header]) => header),
    rows: rows.map((row) => columns.map(([, value]) => value(row))),
  });
}

type Contact = { id: string; name: string; email: string; phone: string };

/** The first columns of a list of people (applications, bookings, partners): id, name, email, phone. */
export function contactCsvColumns<T extends Contact>(headers: Record<keyof Contact, string>): CsvColumn<T>[] {
  return (['id', 'name', 'email', 'phone'] as const).map((field) => [headers[field], (row: T) => row[field]] as const);
}
