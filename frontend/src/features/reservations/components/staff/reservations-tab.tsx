import type { AdminReservation, AdminReservationFilter, ReservationStatus } from '@cdm/contracts';
import { PRODUCT_TYPE_SEED } from '@cdm/domain';
import { useId, useState } from 'react';
import { formatDateTime, formatPesos, mexicoCityIsoDateTime, pesosForCsv } from '@/lib/format';
import { Badge, type BadgeTone } from '@/ui/badge';
import { FormField, Input } from '@/ui/form-field';
import {
  BulkActionButton,
  BulkActions,
  countItems,
  csvOf,
  notifyFailure,
  ReasonNote,
  RefundRowAction,
  RowActionButton,
  RowConfirmDialog,
  StaffList,
  useListView,
  usePageSelection,
} from '@/ui/staff-list';
import type { RefundingTabProps, StaffListColumn } from '@/ui/staff-list';
import { FilterButtons } from '@/ui/staff-tab';
import { notify } from '@/ui/toaster';
import { useAdminReservations, useConvertReservation, useSendReservationReminders } from '../../api/admin-reservations';
import { ConfirmDepositDialog } from './confirm-deposit-dialog';
import { RefundReservationDialog } from './refund-reservation-dialog';
import { ReservationMoneyDialog } from './reservation-money-dialog';
import { reservationsAdminTexts as t } from './texts';

const PAGE_SIZE = 25;

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

/**
 * The deposit of a paid active reservation can be refunded, however it was paid (a card's goes back to
 * the card, a transfer's waits to be sent back); a refund the card's provider refused is tried again.
 */
const canBeRefunded = (item: AdminReservation) =>
  (item.status === 'active' && item.reservationDepositPaid && item.refundStatus === null) || item.refundStatus === 'failed';

/** What came in of the deposit, when it is not simply the deposit: a part, what was waived, what is to return or went back. */
function DepositMoney({ item }: { item: AdminReservation }) {
  const { receivedCentavos, waivedCentavos, toReturnCentavos, returnedCentavos } = item.money;
  const m = t.depositMoney;
  return (
    <>
      {receivedCentavos > 0 && receivedCentavos < item.reservationDepositCentavos ? (
        <p className="text-xs text-zinc-300 tabular-nums">{m.received(formatPesos(receivedCentavos), formatPesos(item.reservationDepositCentavos))}</p>
      ) : null}
      {waivedCentavos > 0 ? <p className="text-xs text-zinc-300 tabular-nums">{m.waived(formatPesos(waivedCentavos))}</p> : null}
      {toReturnCentavos > 0 ? <p className="text-xs text-amber-200 tabular-nums">{m.toReturn(formatPesos(toReturnCentavos))}</p> : null}
      {returnedCentavos > 0 ? <p className="text-xs text-zinc-300 tabular-nums">{m.returned(formatPesos(returnedCentavos))}</p> : null}
    </>
  );
}

const c = t.csvColumns;
const toCsv = csvOf<AdminReservation>(t.csvName, [
  [c.id, (item) => item.id],
  [c.name, (item) => item.user.name],
  [c.email, (item) => item.user.email],
  [c.unit, (item) => item.unitCode],
  [c.product, (item) => productLabel(item.productType)],
  [c.total, (item) => pesosForCsv(item.totalAmountCentavos)],
  [c.depositAmount, (item) => pesosForCsv(item.reservationDepositCentavos)],
  [c.depositPaid, (item) => (item.reservationDepositPaid ? t.yes : t.no)],
  [c.received, (item) => pesosForCsv(item.money.receivedCentavos)],
  [c.toReturn, (item) => pesosForCsv(item.money.toReturnCentavos)],
  [c.depositMethod, (item) => methodLabel(item.depositMethod)],
  [c.status, (item) => statusLabel(item.status)],
  [c.refund, (item) => refundLabel(item.refundStatus)],
  [c.expiresAt, (item) => mexicoCityIsoDateTime(item.expiresAt)],
  [c.reference, (item) => item.referenceNumber ?? ''],
  [c.createdAt, (item) => mexicoCityIsoDateTime(item.createdAt)],
]);

type PendingAction = { kind: 'confirm' | 'convert' | 'refund' | 'money'; reservation: AdminReservation };

const columns = (canRefund: boolean, adminOnlyId: string, ask: (action: PendingAction) => void): StaffListColumn<AdminReservation>[] => [
  {
    key: 'investor',
    header: t.columns.investor,
    className: 'min-w-48',
    cell: (item) => (
      <>
        <p className="font-semibold">{item.user.name}</p>
        <p className="text-xs text-zinc-300">{item.user.email}</p>
      </>
    ),
  },
  { key: 'unit', header: t.columns.unit, className: 'font-display text-base font-bold whitespace-nowrap', cell: (item) => item.unitCode },
  { key: 'product', header: t.columns.product, className: 'min-w-36', cell: (item) => productLabel(item.productType) },
  {
    key: 'total',
    header: t.columns.total,
    headerClassName: 'text-right',
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (item) => formatPesos(item.totalAmountCentavos),
  },
  {
    key: 'deposit',
    header: t.columns.deposit,
    className: 'whitespace-nowrap',
    cell: (item) => (
      <>
        <Badge tone={item.reservationDepositPaid ? 'success' : 'warning'}>{item.reservationDepositPaid ? t.depositPaid : t.depositUnpaid}</Badge>
        <p className="mt-1 text-xs text-zinc-300 tabular-nums">{formatPesos(item.reservationDepositCentavos)}</p>
        <DepositMoney item={item} />
        {item.depositMethod ? <p className="text-xs text-zinc-400">{methodLabel(item.depositMethod)}</p> : null}
      </>
    ),
  },
  {
    key: 'status',
    header: t.columns.status,
    cell: (item) => (
      <div className="grid justify-items-start gap-1">
        <Badge tone={STATUS_TONES[item.status] ?? 'neutral'}>{statusLabel(item.status)}</Badge>
        {item.refundStatus ? <Badge tone={REFUND_TONES[item.refundStatus] ?? 'neutral'}>{refundLabel(item.refundStatus)}</Badge> : null}
      </div>
    ),
  },
  { key: 'expiresAt', header: t.columns.expiresAt, className: 'whitespace-nowrap', cell: (item) => formatDateTime(item.expiresAt) || '—' },
  {
    key: 'reference',
    header: t.columns.reference,
    className: 'whitespace-nowrap',
    cell: (item) => (item.referenceNumber ? <code className="text-xs">{item.referenceNumber}</code> : '—'),
  },
  {
    key: 'actions',
    header: t.columns.actions,
    hiddenHeader: true,
    cell: (item) => (
      <div className="flex flex-wrap gap-2">
        {isAwaitingPayment(item) ? (
          <RowActionButton label={t.confirmDeposit.action} subject={item.unitCode} onClick={() => ask({ kind: 'confirm', reservation: item })} />
        ) : null}
        {item.status === 'active' ? (
          <RowActionButton label={t.convert.action} subject={item.unitCode} onClick={() => ask({ kind: 'convert', reservation: item })} />
        ) : null}
        {canBeRefunded(item) ? (
          <RefundRowAction
            allowed={canRefund}
            failed={item.refundStatus === 'failed'}
            texts={t.refund}
            subject={item.unitCode}
            reasonId={adminOnlyId}
            onClick={() => ask({ kind: 'refund', reservation: item })}
          />
        ) : null}
        <RowActionButton variant="ghost" label={t.money.action} subject={item.unitCode} onClick={() => ask({ kind: 'money', reservation: item })} />
      </div>
    ),
  },
];

export type ReservationsTabProps = RefundingTabProps;

/** The "Reservas" tab of /admin: counts, filters, row selection with bulk reminders, the actions of each status and the money behind each deposit. */
export function ReservationsTab({ canRefund, onExportChange }: ReservationsTabProps) {
  const adminOnlyId = useId();
  const listView = useListView<AdminReservationFilter>('all', PAGE_SIZE);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const reservations = useAdminReservations({ filter: listView.filter, page: listView.page, pageSize: PAGE_SIZE });
  const [overrideReason, setOverrideReason] = useState('');
  const convert = useConvertReservation(() => overrideReason);
  const reminders = useSendReservationReminders();
  const list = reservations.data;

  // The selection belongs to one page of one filter: picking a filter or a page, even the same one, starts with none.
  const selection = usePageSelection(reservations, listView.view);
  const { selected, setSelected } = selection;

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
        onError: notifyFailure(t.reminders.error),
      },
    );
  };

  const convertPending = (reservation: AdminReservation) =>
    convert.mutate(reservation.id, {
      onSuccess: (saved) => {
        notify.success(t.convert.success, t.convert.successDescription(saved.unitCode));
        setOverrideReason('');
        setPending(null);
      },
      onError: notifyFailure(t.convert.error),
    });
  const pendingOf = (kind: PendingAction['kind']) => (pending?.kind === kind ? pending.reservation : null);
  const close = () => setPending(null);

  return (
    <StaffList
      texts={t}
      counts={{ className: 'grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 xl:grid-cols-7', items: countItems(['total', 'active', 'pending', 'blocked', 'expired', 'converted', 'cancelled'], t.counts, list?.counts) }}
      toolbar={
        <>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <FilterButtons label={t.filterLabel} options={FILTERS} optionLabel={(filter) => t.filters[filter]} value={listView.filter} onChange={listView.setFilter} />
            <BulkActions selectedLabel={t.selectedCount(selected.length)} hint={t.reminders.hint}>
              {(hintId) => (
                <BulkActionButton busy={reminders.isPending} hintId={hintId} onClick={sendReminders}>
                  {t.reminders.action}
                </BulkActionButton>
              )}
            </BulkActions>
          </div>
          <ReasonNote id={adminOnlyId} shown={!canRefund}>
            {t.refund.adminOnly}
          </ReasonNote>
        </>
      }
      query={reservations}
      data={list}
      columns={columns(canRefund, adminOnlyId, setPending)}
      selection={{ state: selection, allLabel: t.selectAll, rowLabel: (item) => t.selectRow(item.unitCode, item.user.name) }}
      empty={listView.filter === 'all' ? t.empty : t.emptyFiltered(t.filters[listView.filter])}
      paging={listView.paging}
      csv={{ onExportChange, toCsv }}
    >
      <ConfirmDepositDialog reservation={pendingOf('confirm')} canWaive={canRefund} onClose={close} />
      <RefundReservationDialog reservation={pendingOf('refund')} onClose={close} />
      <ReservationMoneyDialog reservation={pendingOf('money')} onClose={close} />
      <RowConfirmDialog
        row={pendingOf('convert')}
        onClose={close}
        title={(reservation) => t.convert.title(reservation.unitCode)}
        description={(reservation) => t.convert.description(reservation.user.name)}
        confirmLabel={t.convert.confirm}
        busy={convert.isPending}
        onConfirm={convertPending}
      >
        {canRefund ? (
          <FormField label={t.convert.overrideLabel} hint={t.convert.overrideHint}>
            {(control) => <Input {...control} value={overrideReason} onChange={(event) => setOverrideReason(event.target.value)} maxLength={500} />}
          </FormField>
        ) : null}
      </RowConfirmDialog>
    </StaffList>
  );
}
