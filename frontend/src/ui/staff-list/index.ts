export { StaffList, type RowsPage, type StaffListColumn, type StaffListProps, type StaffListQuery, type StaffListSelection, type StaffListTexts } from './staff-list';
export { countItems, LabelList, nameColumn, shortIdColumn, textColumn, valueColumn } from './cells';
export { refundOutcome, RefundRowAction, useRefundDialog, type RefundTexts } from './refund';
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
export { useTableExport, type ExportChange } from './use-table-export';
