import {
  BOOKING_INVESTMENT_RANGES,
  BOOKING_PRODUCTS,
  type BookingStatus,
  type PresentationBookingAdminItem,
  type RefundStatus,
} from '@cdm/contracts';
import { useId, useState } from 'react';
import type { CsvTable } from '@/lib/csv';
import { formatDateTime, formatNumber, formatPesos, mexicoCityIsoDateTime, pesosForCsv } from '@/lib/format';
import { Badge, type BadgeTone } from '@/ui/badge';
import { GatedRowAction, LabelList, notifyFailure, ReasonNote, RowConfirmDialog, shortIdColumn, StaffList, useListView, type StaffListColumn } from '@/ui/staff-list';
import { SearchField } from '@/ui/staff-tab';
import { notify } from '@/ui/toaster';
import { usePresentationBookings, useRefundPresentationBooking } from '../api/admin-presentation-bookings';
import { presentationBookingsAdminTexts as t } from '../texts';

const PAGE_SIZE = 25;

const STATUS_TONES: Record<BookingStatus, BadgeTone> = {
  pending_payment: 'warning',
  paid: 'success',
  refunded: 'neutral',
  cancelled: 'danger',
};

const REFUND_TONES: Record<RefundStatus, BadgeTone> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
};

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const rangeLabel = (value: string) => labelOf(BOOKING_INVESTMENT_RANGES, value);
const productLabels = (values: string[]) => values.map((value) => labelOf(BOOKING_PRODUCTS, value));
const statusLabel = (status: BookingStatus) => t.status[status] ?? status;
const refundLabel = (status: RefundStatus | null) => (status ? (t.refundStatus[status] ?? status) : '');

/** A paid deposit can be refunded, and tried again when the provider refused the refund. */
const canBeRefunded = (item: PresentationBookingAdminItem) =>
  item.status === 'paid' && (item.refundStatus === null || item.refundStatus === 'failed');

function toCsv(items: PresentationBookingAdminItem[]): CsvTable {
  const c = t.columns;
  return {
    name: t.csvName,
    columns: [c.id, c.name, c.email, c.phone, c.investmentRange, c.products, c.status, c.amount, c.createdAt, c.paidAt, c.refund],
    rows: items.map((item) => [
      item.id,
      item.name,
      item.email,
      item.phone,
      rangeLabel(item.investmentRange),
      productLabels(item.productsOfInterest).join(', '),
      statusLabel(item.status),
      pesosForCsv(item.amountCentavos),
      mexicoCityIsoDateTime(item.createdAt),
      mexicoCityIsoDateTime(item.paidAt),
      refundLabel(item.refundStatus),
    ]),
  };
}

const columns = (canRefund: boolean, adminOnlyId: string, onRefund: (item: PresentationBookingAdminItem) => void): StaffListColumn<PresentationBookingAdminItem>[] => [
  shortIdColumn(t.columns.id),
  {
    key: 'name',
    header: t.columns.name,
    className: 'min-w-40 font-semibold',
    cell: (item) => (
      <>
        {item.name}
        {item.additionalInfo ? (
          <details className="mt-1 font-normal">
            <summary className="cursor-pointer text-xs text-zinc-300">{t.additionalInfo}</summary>
            <p className="mt-1 max-w-64 text-xs whitespace-pre-wrap text-zinc-200">{item.additionalInfo}</p>
          </details>
        ) : null}
      </>
    ),
  },
  { key: 'email', header: t.columns.email, className: 'whitespace-nowrap', cell: (item) => item.email },
  { key: 'phone', header: t.columns.phone, className: 'whitespace-nowrap', cell: (item) => item.phone },
  { key: 'investmentRange', header: t.columns.investmentRange, className: 'whitespace-nowrap', cell: (item) => rangeLabel(item.investmentRange) },
  { key: 'products', header: t.columns.products, className: 'min-w-48', cell: (item) => <LabelList labels={productLabels(item.productsOfInterest)} /> },
  { key: 'status', header: t.columns.status, cell: (item) => <Badge tone={STATUS_TONES[item.status] ?? 'neutral'}>{statusLabel(item.status)}</Badge> },
  {
    key: 'amount',
    header: t.columns.amount,
    headerClassName: 'text-right',
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (item) => formatPesos(item.amountCentavos),
  },
  { key: 'createdAt', header: t.columns.createdAt, className: 'whitespace-nowrap', cell: (item) => formatDateTime(item.createdAt) },
  { key: 'paidAt', header: t.columns.paidAt, className: 'whitespace-nowrap', cell: (item) => formatDateTime(item.paidAt) || '—' },
  {
    key: 'refund',
    header: t.columns.refund,
    cell: (item) => (item.refundStatus ? <Badge tone={REFUND_TONES[item.refundStatus] ?? 'neutral'}>{refundLabel(item.refundStatus)}</Badge> : '—'),
  },
  {
    key: 'actions',
    header: t.columns.actions,
    hiddenHeader: true,
    cell: (item) =>
      canBeRefunded(item) ? (
        <GatedRowAction
          allowed={canRefund}
          label={item.refundStatus === 'failed' ? t.refund.retry : t.refund.action}
          deniedLabel={t.refund.action}
          subject={item.name}
          reason={t.refund.adminOnly}
          reasonId={adminOnlyId}
          onClick={() => onRefund(item)}
        />
      ) : null,
  },
];

export type PresentationBookingsTabProps = {
  /** Only role 'admin' refunds; an advisor sees the action disabled with the reason. */
  canRefund: boolean;
  onExportChange?: (table: CsvTable | null) => void;
};

/** The "Presentaciones" tab of /admin: bookings with their deposit, search, counts, pages of 25, refunds. */
export function PresentationBookingsTab({ canRefund, onExportChange }: PresentationBookingsTabProps) {
  const adminOnlyId = useId();
  const listView = useListView(null);
  const bookings = usePresentationBookings({ page: listView.page, pageSize: PAGE_SIZE, search: listView.debouncedSearch });
  const refund = useRefundPresentationBooking();
  const [toRefund, setToRefund] = useState<PresentationBookingAdminItem | null>(null);
  const list = bookings.data;

  const count = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));

  const confirmRefund = (item: PresentationBookingAdminItem) => {
    refund.mutate(item.id, {
      onSuccess: (saved) => {
        if (saved.refundStatus === 'pending') notify.success(t.refund.pendingToast, t.refund.pendingDescription);
        else notify.success(t.refund.successToast, saved.name);
        setToRefund(null);
      },
      onError: notifyFailure(t.refund.error),
    });
  };

  return (
    <StaffList
      title={t.heading}
      description={t.description}
      counts={{
        label: t.countsLabel,
        className: 'grid-cols-2 gap-3 sm:grid-cols-5 sm:gap-4',
        items: (['total', 'pendingPayment', 'paid', 'refunded', 'cancelled'] as const).map((key) => ({ label: t.counts[key], value: count(list?.counts[key]) })),
      }}
      toolbar={
        <>
          <SearchField label={t.search} value={listView.search} onValueChange={listView.setSearch} placeholder={t.searchPlaceholder} />
          <ReasonNote id={adminOnlyId} shown={!canRefund}>
            {t.refund.adminOnly}
          </ReasonNote>
        </>
      }
      tableLabel={t.tableLabel}
      query={bookings}
      data={list}
      columns={columns(canRefund, adminOnlyId, setToRefund)}
      empty={listView.debouncedSearch ? t.noResults(listView.debouncedSearch) : t.empty}
      loadError={t.loadError}
      retryLabel={t.retry}
      paging={{ page: listView.page, pageSize: PAGE_SIZE, onPageChange: listView.setPage }}
      csv={{ onExportChange, toCsv }}
    >
      <RowConfirmDialog
        row={toRefund}
        onClose={() => setToRefund(null)}
        title={(item) => t.refund.title(item.name)}
        description={(item) => t.refund.description(formatPesos(item.amountCentavos))}
        confirmLabel={t.refund.confirm}
        busy={refund.isPending}
        onConfirm={confirmRefund}
      />
    </StaffList>
  );
}
