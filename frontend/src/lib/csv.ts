// CSV built in the browser (spec investor-portal §7): RFC 4180 quoting, CRLF line ends and a
// UTF-8 byte order mark, so Excel opens accents and ñ correctly.

export type CsvValue = string | number | boolean | null | undefined;

/** What a screen offers to the "Descargar CSV" button: its visible rows. */
export type CsvTable = {
  /** File name without date or extension, e.g. 'solicitudes-informacion'. */
  name: string;
  columns: string[];
  rows: CsvValue[][];
};

export const CSV_BOM = '\uFEFF';

function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'boolean' ? (value ? 'Sí' : 'No') : String(value);
  // A cell starting with = + - @ is run as a formula by spreadsheets (CSV injection).
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function buildCsv(columns: string[], rows: CsvValue[][]): string {
  const lines = [columns, ...rows].map((row) => row.map(csvCell).join(','));
  return CSV_BOM + lines.join('\r\n') + '\r\n';
}

export function csvFileName(name: string, isoDate: string): string {
  return `${name}-${isoDate}.csv`;
}

export function downloadCsv(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
