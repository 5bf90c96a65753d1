export { StaffList, type RowsPage, type StaffListColumn, type StaffListProps, type StaffListQuery, type StaffListSelection } from './staff-list';
export { LabelList, shortIdColumn } from './cells';
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
