export { StaffList, type RowsPage, type StaffListColumn, type StaffListProps, type StaffListQuery, type StaffListSelection, type StaffListTexts } from './staff-list';
export { actionsColumn, countItems, LabelList, nameColumn, optionLabel, shortIdColumn, textColumn, valueColumn } from './cells';
export { refundOutcome, RefundRowAction, refundTones, useRowRefund, type RefundTexts, type RowRefundOptions } from './refund';
export {
  BulkActionButton,
  BulkActions,
  GatedRowAction,
  notifyFailure,
  ReasonNote,
  RowActionButton,
  RowConfirmDialog,
  usePageSelection,
} from './row-actions';
export { useListView, type ListView, type ListViewState } from './use-list-view';
export { contactCsvColumns, csvOf, type CsvColumn } from './csv';
export { useTableExport, type ExportChange, type RefundingTabProps, type StaffTabProps } from './use-table-export';
