import { useEffect } from 'react';
import type { CsvTable } from '@/lib/csv';

export type ExportChange = (table: CsvTable | null) => void;

/** What the panel gives every staff tab: where to hand the CSV of what it shows. */
export type StaffTabProps = { onExportChange?: ExportChange };

export type RefundingTabProps = StaffTabProps & {
  /** Only role 'admin' refunds (an advisor gets 403): an advisor sees the action disabled with the reason. */
  canRefund: boolean;
};

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
