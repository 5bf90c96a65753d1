import type { AdminReservation, AdminReservationFilter, ReservationStatus } from '@cdm/contracts';
import { PRODUCT_TYPE_SEED, SETTING_DEFAULTS } from '@cdm/domain';
import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import { asApiError } from '@/lib/api-client';
import type { CsvTable } from '@/lib/csv';
import { formatDateTime, formatNumber, formatPesos, mexicoCityIsoDateTime, pesosForCsv } from '@/lib/format';
import { Badge, type BadgeTone } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ExplainedDisabledButton } from '@/ui/explained-disabled-button';
import { Pagination } from '@/ui/pagination';
import { SelectAllCheckbox, SelectRowCheckbox, useRowSelection } from '@/ui/row-selection';
import { Spinner } from '@/ui/spinner';
import { CountsStrip, FilterButtons, StaffTabHeader } from '@/ui/staff-tab';
import { EmptyState, ErrorState } from '@/ui/states';
import { SkeletonRows, Table, TableRegion, Td, Th } from '@/ui/table';
import { notify } from '@/ui/toaster';
import {
  useAdminReservations,
  useConfirmReservationDeposit,
  useConvertReservation,
  useRefundReservationDeposit,
  useSendReservationReminders,
  type ConfirmDepositResponse,
} from '../../api/admin-reservations';
import { reservationsAdminTexts as t } from './texts';

const PAGE_SIZE = 25;
const COLUMN_COUNT = 10;
const DAY_MS = 86_400_000;

// ADMIN_RESERVATION_FILTERS, in its order. Only types come from the reservations contracts: a value
// import would bundle their class-transformer @Type() DTOs, which need reflect-metadata in the browser.
const FILTERS = ['all', 'active', 'pending', 'expired', 'blocked', 'reserved'] as const satisfies readonly AdminReservationFilter[];

const STATUS_TONES: Record<ReservationStatus, BadgeTone> = {
  pending: 'warning',
  blocked: 'warning',
  active: 'success',
  converted: 'neutral',
  expired: 'danger',
  cancelled: 'danger',
};

const REFUND_TONES = { pending: 'warning', succeeded: 'neutral', failed: 'danger' } as const satisfies Record<string, BadgeTone>;

const statusLabel = (status: ReservationStatus) => t.status[status] ?? status;
// The reservation carries the type's code; the names are the catalogue's (libs/domain).
const productLabel = (code: string) => PRODUCT_TYPE_SEED.find((type) => type.code === code)?.name ?? code;
const methodLabel = (method: AdminReservation['depositMethod']) => (method ? (t.depositMethod[method] ?? method) : '');
const refundLabel = (status: AdminReservation['refundStatus']) => (status ? (t.refundStatus[status] ?? status) : '');

/** Payment reminders go to reservations whose deposit is still due. */
const isAwaitingPayment = (item: AdminReservation) => item.status === 'pending' || item.status === 'blocked';

/** A card deposit of an active reservation can be refunded, and tried again when the provider refused. */
const canBeRefunded = (item: AdminReservation) =>
  item.status === 'active' &&
  item.reservationDepositPaid &&
  item.depositMethod === 'card' &&
  (item.refundStatus === null || item.refundStatus === 'failed');

/** The hold after a confirmed deposit: the server's own sentence, else the days until the new expiry, else the setting's default. */
function heldDescription(saved: ConfirmDepositResponse): string {
  if (typeof saved.message === 'string' && saved.message.trim() !== '') return saved.message;
  const expiresAt = saved.expiresAt ? Date.parse(saved.expiresAt) : Number.NaN;
  const days = Math.round((expiresAt - Date.now()) / DAY_MS);
  return t.confirmDeposit.held(Number.isFinite(days) && days >= 1 ? days : SETTING_DEFAULTS.paidHoldDays);
}

function toCsv(items: AdminReservation[]): CsvTable {
  const c = t.csvColumns;
  const money = pesosForCsv;
  return {
    name: t.csvName,
    columns: [
      c.id,
      c.name,
      c.email,
      c.unit,
      c.product,
      c.total,
      c.depositAmount,
      c.depositPaid,
      c.depositMethod,
      c.status,
      c.refund,
      c.expiresAt,
      c.reference,
      c.createdAt,
    ],
    rows: items.map((item) => [
      item.id,
      item.user.name,
      item.user.email,
      item.unitCode,
      productLabel(item.productType),
      money(item.totalAmountCentavos),
      money(item.reservationDepositCentavos),
      item.reservationDepositPaid ? t.yes : t.no,
      methodLabel(item.depositMethod),
      statusLabel(item.status),
      refundLabel(item.refundStatus),
      mexicoCityIsoDateTime(item.expiresAt),
      item.referenceNumber ?? '',
      mexicoCityIsoDateTime(item.createdAt),
    ]),
  };
}

type PendingAction = { kind: 'confirm' | 'convert' | 'refund'; reservation: AdminReservation };

export type ReservationsTabProps = {
  /** Only role 'admin' refunds (an advisor gets 403): an advisor sees the action disabled with the reason. */
  canRefund: boolean;
  onExportChange?: (table: CsvTable | null) => void;
};

/** The "Reservas" tab of /admin: counts, filters, row selection with bulk reminders, and the actions of each status. */
export function ReservationsTab({ canRefund, onExportChange }: ReservationsTabProps) {
  const adminOnlyId = useId();
  const remindersHintId = useId();
  // The page belongs to one filter; the selection to one page of one filter.
  const [view, setView] = useState<{ filter: AdminReservationFilter; page: number }>({ filter: 'all', page: 1 });
  const [pending, setPending] = useState<PendingAction | null>(null);
  const reservations = useAdminReservations({ ...view, pageSize: PAGE_SIZE });
  const confirmDeposit = useConfirmReservationDeposit();
  const convert = useConvertReservation();
  const refund = useRefundReservationDeposit();
  const reminders = useSendReservationReminders();
  const list = reservations.data;
  const items = reservations.isPlaceholderData ? [] : (list?.items ?? []);

  useEffect(() => {
    onExportChange?.(list ? toCsv(list.items) : null);
  }, [list, onExportChange]);
  useEffect(() => () => onExportChange?.(null), [onExportChange]);

  // A new view state, even with the same filter and page, starts with no selection.
  const selection = useRowSelection(items, view);
  const { selected, allSelected, someSelected, setSelected, toggleRow, toggleAll } = selection;

  const setFilter = (filter: AdminReservationFilter) => setView({ filter, page: 1 });
  const setPage = (page: number) => setView((current) => ({ ...current, page }));

  const pageCount = list ? Math.max(1, Math.ceil(list.total / (list.pageSize || PAGE_SIZE))) : 1;
  const count = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));
  const busy = confirmDeposit.isPending || convert.isPending || refund.isPending;

  const sendReminders = () => {
    if (reminders.isPending) return;
    if (selected.length === 0) {
      notify.error(t.reminders.noneSelected);
      return;
    }
    const due = selected.filter(isAwaitingPayment);
    if (due.length === 0) {
      notify.error(t.reminders.noneDue, t.reminders.noneDueDescription);
      return;
    }
    reminders.mutate(
      due.map((item) => item.id),
      {
        onSuccess: ({ sent }) => {
          notify.success(t.reminders.sent, t.reminders.sentDescription(sent));
          setSelected([]);
        },
        onError: (error) => notify.error(t.reminders.error, asApiError(error).message),
      },
    );
  };

  const runPending = () => {
    if (!pending || busy) return;
    const { kind, reservation } = pending;
    const onError = (title: string) => (error: unknown) => notify.error(title, asApiError(error).message);
    if (kind === 'confirm') {
      confirmDeposit.mutate(reservation.id, {
        onSuccess: (saved) => {
          notify.success(t.confirmDeposit.success, heldDescription(saved));
          setPending(null);
        },
        onError: onError(t.confirmDeposit.error),
      });
    } else if (kind === 'convert') {
      convert.mutate(reservation.id, {
        onSuccess: (saved) => {
          notify.success(t.convert.success, t.convert.successDescription(saved.unitCode));
          setPending(null);
        },
        onError: onError(t.convert.error),
      });
    } else {
      refund.mutate(reservation.id, {
        onSuccess: (saved) => {
          if (saved.refundStatus === 'pending') notify.success(t.refund.pending, t.refund.pendingDescription);
          else notify.success(t.refund.success, saved.user.name);
          setPending(null);
        },
        onError: onError(t.refund.error),
      });
    }
  };

  const dialog = pending ? dialogTexts(pending) : null;

  return (
    <div className="grid grid-cols-1 gap-6">
      <StaffTabHeader title={t.heading} description={t.description} />

      <CountsStrip
        label={t.countsLabel}
        loading={reservations.isPending}
        className="grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 xl:grid-cols-7"
        items={(['total', 'active', 'pending', 'blocked', 'expired', 'converted', 'cancelled'] as const).map((key) => ({
          label: t.counts[key],
          value: count(list?.counts[key]),
        }))}
      />

      <div className="flex flex-wrap items-end justify-between gap-4">
        <FilterButtons label={t.filterLabel} options={FILTERS} optionLabel={(filter) => t.filters[filter]} value={view.filter} onChange={setFilter} />
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-zinc-300" aria-live="polite">
            {t.selectedCount(selected.length)}
          </p>
          <Button variant="outline" onClick={sendReminders} aria-busy={reminders.isPending} aria-describedby={remindersHintId}>
            {reminders.isPending ? <Spinner /> : null}
            {t.reminders.action}
          </Button>
          <p id={remindersHintId} className="sr-only">
            {t.reminders.hint}
          </p>
        </div>
      </div>

      {canRefund ? null : (
        <p id={adminOnlyId} className="sr-only">
          {t.refund.adminOnly}
        </p>
      )}

      <TableRegion label={t.tableLabel} aria-busy={reservations.isFetching}>
        <Table className={clsx(reservations.isPlaceholderData && 'opacity-70')}>
          <thead>
            <tr>
              <Th className="w-10">
                <SelectAllCheckbox label={t.selectAll} checked={allSelected} indeterminate={someSelected} onChange={toggleAll} disabled={items.length === 0} />
              </Th>
              <Th>{t.columns.investor}</Th>
              <Th>{t.columns.unit}</Th>
              <Th>{t.columns.product}</Th>
              <Th className="text-right">{t.columns.total}</Th>
              <Th>{t.columns.deposit}</Th>
              <Th>{t.columns.status}</Th>
              <Th>{t.columns.expiresAt}</Th>
              <Th>{t.columns.reference}</Th>
              <Th>
                <span className="sr-only">{t.columns.actions}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {reservations.isPending ? <SkeletonRows columns={COLUMN_COUNT} /> : null}
            {list?.items.map((item) => {
              const isSelected = selection.isSelected(item.id);
              return (
                <tr key={item.id} className={clsx(isSelected && 'bg-race-500/10')}>
                  <Td>
                    <SelectRowCheckbox
                      label={t.selectRow(item.unitCode, item.user.name)}
                      checked={isSelected}
                      onChange={() => toggleRow(item.id)}
                      disabled={reservations.isPlaceholderData}
                    />
                  </Td>
                  <Td className="min-w-48">
                    <p className="font-semibold">{item.user.name}</p>
                    <p className="text-xs text-zinc-300">{item.user.email}</p>
                  </Td>
                  <Td className="font-display text-base font-bold whitespace-nowrap">{item.unitCode}</Td>
                  <Td className="min-w-36">{productLabel(item.productType)}</Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">{formatPesos(item.totalAmountCentavos)}</Td>
                  <Td className="whitespace-nowrap">
                    <Badge tone={item.reservationDepositPaid ? 'success' : 'warning'}>{item.reservationDepositPaid ? t.depositPaid : t.depositUnpaid}</Badge>
                    <p className="mt-1 text-xs text-zinc-300 tabular-nums">{formatPesos(item.reservationDepositCentavos)}</p>
                    {item.depositMethod ? <p className="text-xs text-zinc-400">{methodLabel(item.depositMethod)}</p> : null}
                  </Td>
                  <Td>
                    <div className="grid justify-items-start gap-1">
                      <Badge tone={STATUS_TONES[item.status] ?? 'neutral'}>{statusLabel(item.status)}</Badge>
                      {item.refundStatus ? <Badge tone={REFUND_TONES[item.refundStatus] ?? 'neutral'}>{refundLabel(item.refundStatus)}</Badge> : null}
                    </div>
                  </Td>
                  <Td className="whitespace-nowrap">{formatDateTime(item.expiresAt) || '—'}</Td>
                  <Td className="whitespace-nowrap">{item.referenceNumber ? <code className="text-xs">{item.referenceNumber}</code> : '—'}</Td>
                  <Td>
                    <div className="flex flex-wrap gap-2">
                      {isAwaitingPayment(item) ? (
                        <Button onClick={() => setPending({ kind: 'confirm', reservation: item })} className="whitespace-nowrap">
                          {t.confirmDeposit.action}
                          <span className="sr-only"> {item.unitCode}</span>
                        </Button>
                      ) : null}
                      {item.status === 'active' ? (
                        <Button onClick={() => setPending({ kind: 'convert', reservation: item })} className="whitespace-nowrap">
                          {t.convert.action}
                          <span className="sr-only"> {item.unitCode}</span>
                        </Button>
                      ) : null}
                      {canBeRefunded(item) ? (
                        canRefund ? (
                          <Button variant="outline" onClick={() => setPending({ kind: 'refund', reservation: item })} className="whitespace-nowrap">
                            {item.refundStatus === 'failed' ? t.refund.retry : t.refund.action}
                            <span className="sr-only"> {item.unitCode}</span>
                          </Button>
                        ) : (
                          <ExplainedDisabledButton reason={t.refund.adminOnly} reasonId={adminOnlyId} className="whitespace-nowrap">
                            {t.refund.action}
                            <span className="sr-only"> {item.unitCode}</span>
                          </ExplainedDisabledButton>
                        )
                      ) : null}
                    </div>
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
        {reservations.isError ? <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void reservations.refetch()} /> : null}
        {list && list.items.length === 0 ? <EmptyState title={view.filter === 'all' ? t.empty : t.emptyFiltered(t.filters[view.filter])} /> : null}
      </TableRegion>

      {list && list.total > 0 ? <Pagination page={view.page} pageCount={pageCount} onPageChange={setPage} disabled={reservations.isFetching} /> : null}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={dialog?.title ?? ''}
        description={dialog?.description}
        confirmLabel={dialog?.confirm ?? ''}
        busy={busy}
        onConfirm={runPending}
      />
    </div>
  );
}

function dialogTexts({ kind, reservation }: PendingAction): { title: string; description: string; confirm: string } {
  if (kind === 'confirm') {
    return {
      title: t.confirmDeposit.title(reservation.unitCode),
      description: t.confirmDeposit.description(reservation.user.name, formatPesos(reservation.reservationDepositCentavos), reservation.referenceNumber),
      confirm: t.confirmDeposit.confirm,
    };
  }
  if (kind === 'convert') {
    return { title: t.convert.title(reservation.unitCode), description: t.convert.description(reservation.user.name), confirm: t.convert.confirm };
  }
  return {
    title: t.refund.title(reservation.unitCode),
    description: t.refund.description(reservation.user.name, formatPesos(reservation.reservationDepositCentavos)),
    confirm: t.refund.confirm,
  };
}
