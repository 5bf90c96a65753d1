import type { AdminReservation, AdminReservationFilter, ReservationStatus } from '@cdm/contracts';
import { PRODUCT_TYPE_SEED, SETTING_DEFAULTS } from '@cdm/domain';
import { useId, useState } from 'react';
import { formatDateTime, formatPesos, mexicoCityIsoDateTime, pesosForCsv } from '@/lib/format';
import { Badge, type BadgeTone } from '@/ui/badge';
import {
  BulkActionButton,
  BulkActions,
  countItems,
  csvOf,
  notifyFailure,
  ReasonNote,
  refundOutcome,
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
  [c.depositMethod, (item) => methodLabel(item.depositMethod)],
  [c.status, (item) => statusLabel(item.status)],
  [c.refund, (item) => refundLabel(item.refundStatus)],
  [c.expiresAt, (item) => mexicoCityIsoDateTime(item.expiresAt)],
  [c.reference, (item) => item.referenceNumber ?? ''],
  [c.createdAt, (item) => mexicoCityIsoDateTime(item.createdAt)],
]);

type PendingAction = { kind: 'confirm' | 'convert' | 'refund'; reservation: AdminReservation };

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
      </div>
    ),
  },
];

export type ReservationsTabProps = RefundingTabProps;

/** The "Reservas" tab of /admin: counts, filters, row selection with bulk reminders, and the actions of each status. */
export function ReservationsTab({ canRefund, onExportChange }: ReservationsTabProps) {
  const adminOnlyId = useId();
  const listView = useListView<AdminReservationFilter>('all', PAGE_SIZE);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const reservations = useAdminReservations({ filter: listView.filter, page: listView.page, pageSize: PAGE_SIZE });
  const confirmDeposit = useConfirmReservationDeposit();
  const convert = useConvertReservation();
  const refund = useRefundReservationDeposit();
  const reminders = useSendReservationReminders();
  const list = reservations.data;

  // The selection belongs to one page of one filter: picking a filter or a page, even the same one, starts with none.
  const selection = usePageSelection(reservations, listView.view);
  const { selected, setSelected } = selection;

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
        onError: notifyFailure(t.reminders.error),
      },
    );
  };

  const runPending = ({ kind, reservation }: PendingAction) => {
    const done = () => setPending(null);
    if (kind === 'confirm') {
      confirmDeposit.mutate(reservation.id, {
        onSuccess: (saved) => {
          notify.success(t.confirmDeposit.success, heldDescription(saved));
          done();
        },
        onError: notifyFailure(t.confirmDeposit.error),
      });
    } else if (kind === 'convert') {
      convert.mutate(reservation.id, {
        onSuccess: (saved) => {
          notify.success(t.convert.success, t.convert.successDescription(saved.unitCode));
          done();
        },
        onError: notifyFailure(t.convert.error),
      });
    } else {
      refund.mutate(reservation.id, refundOutcome<AdminReservation>(t.refund, (saved) => saved.user.name, done));
    }
  };

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
      <RowConfirmDialog
        row={pending}
        onClose={() => setPending(null)}
        title={(action) => dialogTexts(action).title}
        description={(action) => dialogTexts(action).description}
        confirmLabel={pending ? dialogTexts(pending).confirm : ''}
        busy={busy}
        onConfirm={runPending}
      />
    </StaffList>
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
