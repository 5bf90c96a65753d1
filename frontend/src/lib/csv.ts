// CSV built in the browser (investor-portal.md §7): RFC 4180 quoting, CRLF line ends and a
// UTF-8 byte order mark, so Excel opens accents and ñ correctly. Cells are written by csvCell
// (libs/domain): formula guard for text, amounts (pesosForCsv) as plain numbers.
import { csvCell, type CsvValue } from '@cdm/domain';

export type { CsvValue };

/** What a screen offers to the "Descargar CSV" button: its visible rows. */
export type CsvTable = {
  /** File name without date or extension, e.g. 'solicitudes-informacion'. */
  name: string;
  columns: string[];
  rows: CsvValue[][];
};

export const CSV_BOM = '\uFEFF';

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
