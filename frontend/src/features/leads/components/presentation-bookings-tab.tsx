import {
  BOOKING_INVESTMENT_RANGES,
  BOOKING_PRODUCTS,
  type BookingStatus,
  type PresentationBookingAdminItem,
  type RefundStatus,
} from '@cdm/contracts';
import type { ReactNode } from 'react';
import type { CsvTable } from '@/lib/csv';
import { formatDateTime, formatPesos, mexicoCityIsoDateTime, pesosForCsv } from '@/lib/format';
import { Badge, type BadgeTone } from '@/ui/badge';
import {
  actionsColumn,
  countItems,
  LabelList,
  nameColumn,
  shortIdColumn,
  StaffList,
  textColumn,
  useListView,
  useRowRefund,
  valueColumn,
  type RefundingTabProps,
  type StaffListColumn,
} from '@/ui/staff-list';
import { SearchField } from '@/ui/staff-tab';
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

const columns = (refundButton: (item: PresentationBookingAdminItem) => ReactNode): StaffListColumn<PresentationBookingAdminItem>[] => [
  shortIdColumn(t.columns.id),
  nameColumn(t.columns.name, (item) =>
    item.additionalInfo ? (
      <details className="mt-1 font-normal">
        <summary className="cursor-pointer text-xs text-zinc-300">{t.additionalInfo}</summary>
        <p className="mt-1 max-w-64 text-xs whitespace-pre-wrap text-zinc-200">{item.additionalInfo}</p>
      </details>
    ) : null,
  ),
  textColumn('email', t.columns.email),
  textColumn('phone', t.columns.phone),
  valueColumn('investmentRange', t.columns.investmentRange, 'whitespace-nowrap', (item) => rangeLabel(item.investmentRange)),
  valueColumn('products', t.columns.products, 'min-w-48', (item) => <LabelList labels={productLabels(item.productsOfInterest)} />),
  valueColumn('status', t.columns.status, undefined, (item) => <Badge tone={STATUS_TONES[item.status] ?? 'neutral'}>{statusLabel(item.status)}</Badge>),
  { ...valueColumn('amount', t.columns.amount, 'text-right whitespace-nowrap tabular-nums', (item) => formatPesos(item.amountCentavos)), headerClassName: 'text-right' },
  valueColumn('createdAt', t.columns.createdAt, 'whitespace-nowrap', (item) => formatDateTime(item.createdAt)),
  valueColumn('paidAt', t.columns.paidAt, 'whitespace-nowrap', (item) => formatDateTime(item.paidAt) || '—'),
  {
    key: 'refund',
    header: t.columns.refund,
    cell: (item) => (item.refundStatus ? <Badge tone={REFUND_TONES[item.refundStatus] ?? 'neutral'}>{refundLabel(item.refundStatus)}</Badge> : '—'),
  },
  actionsColumn(t.columns.actions, (item) => (canBeRefunded(item) ? refundButton(item) : null)),
];

export type PresentationBookingsTabProps = RefundingTabProps;

/** The "Presentaciones" tab of /admin: bookings with their deposit, search, counts, pages of 25, refunds. */
export function PresentationBookingsTab({ canRefund, onExportChange }: PresentationBookingsTabProps) {
  const listView = useListView(null, PAGE_SIZE);
  const bookings = usePresentationBookings(listView.params);
  const refund = useRowRefund(useRefundPresentationBooking(), t.refund, { allowed: canRefund, amountOf: (item) => item.amountCentavos });

  return (
    <StaffList
      texts={t}
      counts={{ className: 'grid-cols-2 gap-3 sm:grid-cols-5 sm:gap-4', items: countItems(['total', 'pendingPayment', 'paid', 'refunded', 'cancelled'], t.counts, bookings.data?.counts) }}
      toolbar={
        <>
          <SearchField label={t.search} placeholder={t.searchPlaceholder} {...listView.searchField} />
          {refund.note}
        </>
      }
      query={bookings}
      data={bookings.data}
      columns={columns(refund.button)}
      empty={listView.debouncedSearch ? t.noResults(listView.debouncedSearch) : t.empty}
      paging={listView.paging}
      csv={{ onExportChange, toCsv }}
    >
      {refund.dialog}
    </StaffList>
  );
}
