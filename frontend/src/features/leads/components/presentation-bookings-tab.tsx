import {
  BOOKING_INVESTMENT_RANGES,
  BOOKING_PRODUCTS,
  type BookingStatus,
  type PresentationBookingAdminItem,
  type RefundStatus,
} from '@cdm/contracts';
import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import { asApiError } from '@/lib/api-client';
import type { CsvTable } from '@/lib/csv';
import { formatDateTime, formatNumber, formatPesos, mexicoCityIsoDateTime, pesosForCsv } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Badge, type BadgeTone } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ExplainedDisabledButton } from '@/ui/explained-disabled-button';
import { Pagination } from '@/ui/pagination';
import { CountsStrip, SearchField, StaffTabHeader } from '@/ui/staff-tab';
import { EmptyState, ErrorState } from '@/ui/states';
import { SkeletonRows, Table, TableRegion, Td, Th } from '@/ui/table';
import { notify } from '@/ui/toaster';
import { usePresentationBookings, useRefundPresentationBooking } from '../api/admin-presentation-bookings';
import { presentationBookingsAdminTexts as t } from '../texts';

const PAGE_SIZE = 25;
const COLUMN_COUNT = 12;

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

export type PresentationBookingsTabProps = {
  /** Only role 'admin' refunds; an advisor sees the action disabled with the reason. */
  canRefund: boolean;
  onExportChange?: (table: CsvTable | null) => void;
};

/** The "Presentaciones" tab of /admin: bookings with their deposit, search, counts, pages of 25, refunds. */
export function PresentationBookingsTab({ canRefund, onExportChange }: PresentationBookingsTabProps) {
  const adminOnlyId = useId();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  // The page belongs to one search: a new search starts again at page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === debouncedSearch ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search: debouncedSearch, page: next });
  const bookings = usePresentationBookings({ page, pageSize: PAGE_SIZE, search: debouncedSearch });
  const refund = useRefundPresentationBooking();
  const [toRefund, setToRefund] = useState<PresentationBookingAdminItem | null>(null);
  const list = bookings.data;

  useEffect(() => {
    onExportChange?.(list ? toCsv(list.items) : null);
  }, [list, onExportChange]);
  useEffect(() => () => onExportChange?.(null), [onExportChange]);

  const pageCount = list ? Math.max(1, Math.ceil(list.total / (list.pageSize || PAGE_SIZE))) : 1;
  const count = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));

  const confirmRefund = () => {
    if (!toRefund || refund.isPending) return;
    refund.mutate(toRefund.id, {
      onSuccess: (saved) => {
        if (saved.refundStatus === 'pending') notify.success(t.refund.pendingToast, t.refund.pendingDescription);
        else notify.success(t.refund.successToast, saved.name);
        setToRefund(null);
      },
      onError: (error) => notify.error(t.refund.error, asApiError(error).message),
    });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <StaffTabHeader title={t.heading} description={t.description} />

      <CountsStrip
        label={t.countsLabel}
        loading={bookings.isPending}
        className="grid-cols-2 gap-3 sm:grid-cols-5 sm:gap-4"
        items={[
          { label: t.counts.total, value: count(list?.counts.total) },
          { label: t.counts.pendingPayment, value: count(list?.counts.pendingPayment) },
          { label: t.counts.paid, value: count(list?.counts.paid) },
          { label: t.counts.refunded, value: count(list?.counts.refunded) },
          { label: t.counts.cancelled, value: count(list?.counts.cancelled) },
        ]}
      />

      <SearchField label={t.search} value={search} onValueChange={setSearch} placeholder={t.searchPlaceholder} />

      {canRefund ? null : (
        <p id={adminOnlyId} className="sr-only">
          {t.refund.adminOnly}
        </p>
      )}

      <TableRegion label={t.tableLabel} aria-busy={bookings.isFetching}>
        <Table className={clsx(bookings.isPlaceholderData && 'opacity-70')}>
          <thead>
            <tr>
              <Th>{t.columns.id}</Th>
              <Th>{t.columns.name}</Th>
              <Th>{t.columns.email}</Th>
              <Th>{t.columns.phone}</Th>
              <Th>{t.columns.investmentRange}</Th>
              <Th>{t.columns.products}</Th>
              <Th>{t.columns.status}</Th>
              <Th className="text-right">{t.columns.amount}</Th>
              <Th>{t.columns.createdAt}</Th>
              <Th>{t.columns.paidAt}</Th>
              <Th>{t.columns.refund}</Th>
              <Th>
                <span className="sr-only">{t.columns.actions}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {bookings.isPending ? <SkeletonRows columns={COLUMN_COUNT} /> : null}
            {list?.items.map((item) => (
              <tr key={item.id}>
                <Td>
                  <code title={item.id} className="text-xs text-zinc-300">
                    {item.id.slice(0, 8)}
                  </code>
                </Td>
                <Td className="min-w-40 font-semibold">
                  {item.name}
                  {item.additionalInfo ? (
                    <details className="mt-1 font-normal">
                      <summary className="cursor-pointer text-xs text-zinc-300">{t.additionalInfo}</summary>
                      <p className="mt-1 max-w-64 text-xs whitespace-pre-wrap text-zinc-200">{item.additionalInfo}</p>
                    </details>
                  ) : null}
                </Td>
                <Td className="whitespace-nowrap">{item.email}</Td>
                <Td className="whitespace-nowrap">{item.phone}</Td>
                <Td className="whitespace-nowrap">{rangeLabel(item.investmentRange)}</Td>
                <Td className="min-w-48">
                  <ul className="grid gap-0.5">
                    {productLabels(item.productsOfInterest).map((label) => (
                      <li key={label}>{label}</li>
                    ))}
                  </ul>
                </Td>
                <Td>
                  <Badge tone={STATUS_TONES[item.status] ?? 'neutral'}>{statusLabel(item.status)}</Badge>
                </Td>
                <Td className="text-right whitespace-nowrap tabular-nums">{formatPesos(item.amountCentavos)}</Td>
                <Td className="whitespace-nowrap">{formatDateTime(item.createdAt)}</Td>
                <Td className="whitespace-nowrap">{formatDateTime(item.paidAt) || '—'}</Td>
                <Td>{item.refundStatus ? <Badge tone={REFUND_TONES[item.refundStatus] ?? 'neutral'}>{refundLabel(item.refundStatus)}</Badge> : '—'}</Td>
                <Td>
                  {canBeRefunded(item) ? (
                    canRefund ? (
                      <Button variant="outline" onClick={() => setToRefund(item)} className="whitespace-nowrap">
                        {item.refundStatus === 'failed' ? t.refund.retry : t.refund.action}
                        <span className="sr-only"> {item.name}</span>
                      </Button>
                    ) : (
                      <ExplainedDisabledButton reason={t.refund.adminOnly} reasonId={adminOnlyId} className="whitespace-nowrap">
                        {t.refund.action}
                        <span className="sr-only"> {item.name}</span>
                      </ExplainedDisabledButton>
                    )
                  ) : null}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
        {bookings.isError ? <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void bookings.refetch()} /> : null}
        {list && list.items.length === 0 ? <EmptyState title={debouncedSearch ? t.noResults(debouncedSearch) : t.empty} /> : null}
      </TableRegion>

      {list && list.total > 0 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} disabled={bookings.isFetching} /> : null}

      <ConfirmDialog
        open={toRefund !== null}
        onOpenChange={(open) => (open ? undefined : setToRefund(null))}
        title={toRefund ? t.refund.title(toRefund.name) : ''}
        description={toRefund ? t.refund.description(formatPesos(toRefund.amountCentavos)) : undefined}
        confirmLabel={t.refund.confirm}
        busy={refund.isPending}
        onConfirm={confirmRefund}
      />
    </div>
  );
}
