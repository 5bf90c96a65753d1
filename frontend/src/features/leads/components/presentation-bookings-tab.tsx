import {
  BOOKING_INVESTMENT_RANGES,
  BOOKING_PRODUCTS,
  type BookingStatus,
  type PresentationBookingAdminItem,
  type RefundStatus,
} from '@cdm/contracts';
import type { ReactNode } from 'react';
import { formatDateTime, formatPesos, mexicoCityIsoDateTime, pesosForCsv } from '@/lib/format';
import { Badge, type BadgeTone } from '@/ui/badge';
import {
  actionsColumn,
  contactCsvColumns,
  countItems,
  csvOf,
  LabelList,
  nameColumn,
  optionLabel,
  refundTones,
  shortIdColumn,
  StaffList,
  textColumn,
  useListView,
  useRowRefund,
  valueColumn,
} from '@/ui/staff-list';
import type { RefundingTabProps, StaffListColumn } from '@/ui/staff-list';
import { usePresentationBookings, useRefundPresentationBooking } from '../api/admin-presentation-bookings';
import { presentationBookingsAdminTexts as t } from '../texts';

const PAGE_SIZE = 25;

const STATUS_TONES: Record<BookingStatus, BadgeTone> = {
  pending_payment: 'warning',
  paid: 'success',
  refunded: 'neutral',
  cancelled: 'danger',
};

const rangeLabel = (value: string) => optionLabel(BOOKING_INVESTMENT_RANGES, value);
const productLabels = (values: string[]) => values.map((value) => optionLabel(BOOKING_PRODUCTS, value));
const statusLabel = (status: BookingStatus) => t.status[status] ?? status;
const refundLabel = (status: RefundStatus | null) => (status ? (t.refundStatus[status] ?? status) : '');

/** A paid deposit can be refunded, and tried again when the provider refused the refund. */
const canBeRefunded = (item: PresentationBookingAdminItem) =>
  item.status === 'paid' && (item.refundStatus === null || item.refundStatus === 'failed');

const c = t.columns;
const toCsv = csvOf<PresentationBookingAdminItem>(t.csvName, [
  ...contactCsvColumns(t.columns),
  [c.investmentRange, (item) => rangeLabel(item.investmentRange)],
  [c.products, (item) => productLabels(item.productsOfInterest).join(', ')],
  [c.status, (item) => statusLabel(item.status)],
  [c.amount, (item) => pesosForCsv(item.amountCentavos)],
  [c.createdAt, (item) => mexicoCityIsoDateTime(item.createdAt)],
  [c.paidAt, (item) => mexicoCityIsoDateTime(item.paidAt)],
  [c.refund, (item) => refundLabel(item.refundStatus)],
]);

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
    cell: (item) => (item.refundStatus ? <Badge tone={refundTones[item.refundStatus]}>{refundLabel(item.refundStatus)}</Badge> : '—'),
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
      view={listView}
      toolbar={refund.note}
      query={bookings}
      data={bookings.data}
      columns={columns(refund.button)}
      csv={{ onExportChange, toCsv }}
    >
      {refund.dialog}
    </StaffList>
  );
}
