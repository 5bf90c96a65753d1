import { useEffect } from 'react';
import type { CsvTable } from '@/lib/csv';

export type ExportChange = (table: CsvTable | null) => void;

/**
 * Hands the panel's "Exportar CSV" the table of what a tab shows: again whenever `source` changes (keep
 * it stable: the query's data, not a copy), none while it loads, none once the tab is gone.
 */
export function useTableExport<S>(onExportChange: ExportChange | undefined, source: S | undefined, toCsv: (source: S) => CsvTable): void {
  useEffect(() => {
    onExportChange?.(source === undefined ? null : toCsv(source));
  }, [source, onExportChange, toCsv]);
  useEffect(() => () => onExportChange?.(null), [onExportChange]);
}
