import type { PartnerFilter, PartnerItem } from '@cdm/contracts';
import { clsx } from 'clsx';
import { useState } from 'react';
import { formatDate, formatNumber, formatPesos, mexicoCityIsoDate, mexicoCityIsoDateTime, pesosForCsv } from '@/lib/format';
import { Badge } from '@/ui/badge';
import {
  BulkActionButton,
  BulkActions,
  contactCsvColumns,
  countItems,
  csvOf,
  notifyFailure,
  RowActionButton,
  StaffList,
  useListView,
  usePageSelection,
} from '@/ui/staff-list';
import type { StaffListColumn, StaffTabProps } from '@/ui/staff-list';
import { FilterButtons, SearchField } from '@/ui/staff-tab';
import { notify } from '@/ui/toaster';
import { usePartners, useSendBulkPartnerReminders, useSendPartnerReminder, type BulkReminderKind } from '../api/admin-partners';
import { isOverdue, paymentMethodLabel, productLabel } from '../partner-labels';
import { partnersAdminTexts as t } from '../texts';
import { PartnerDetailDialog } from './partner-detail-dialog';
import { PartnerStatusBadge } from './partner-status-badge';

const PAGE_SIZE = 25;
const FILTERS = ['all', 'current', 'overdue'] as const satisfies readonly PartnerFilter[];

/** A calendar date ('2026-12-15') as written; an instant as its Mexico City date. */
const csvDate = (value: string | null) => (!value ? '' : /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : mexicoCityIsoDate(value));

const c = t.csvColumns;
const toCsv = csvOf<PartnerItem>(t.csvName, [
  ...contactCsvColumns(t.csvColumns),
  [c.product, (item) => productLabel(item.productPurchased)],
  [c.unit, (item) => item.unitCode],
  [c.paymentMethod, (item) => paymentMethodLabel(item.paymentMethod)],
  [c.total, (item) => pesosForCsv(item.totalAmountCentavos)],
  [c.downPayment, (item) => pesosForCsv(item.downPaymentCentavos)],
  [c.downPaymentPaid, (item) => (item.downPaymentPaid ? t.yes : t.no)],
  [c.downPaymentDate, (item) => csvDate(item.downPaymentDate)],
  [c.monthlyPayment, (item) => pesosForCsv(item.monthlyPaymentCentavos)],
  [c.paymentDay, (item) => item.paymentDay],
  [c.term, (item) => item.paymentTerm],
  [c.remainingBalance, (item) => pesosForCsv(item.remainingBalanceCentavos)],
  [c.monthsOverdue, (item) => item.monthsOverdue],
  [c.overdueAmount, (item) => pesosForCsv(item.overdueAmountCentavos)],
  [c.lastPayment, (item) => csvDate(item.lastPaymentDate)],
  [c.nextPayment, (item) => csvDate(item.nextPaymentDate)],
  [c.status, (item) => (isOverdue(item) ? t.status.overdue : t.status.current)],
  [c.createdAt, (item) => mexicoCityIsoDateTime(item.createdAt)],
]);

type RowHandlers = {
  onOpen: (partner: PartnerItem) => void;
  sendingTo: string | undefined;
  onSendReminder: (partner: PartnerItem) => void;
};

const columns = ({ onOpen, sendingTo, onSendReminder }: RowHandlers): StaffListColumn<PartnerItem>[] => [
  {
    key: 'name',
    header: t.columns.name,
    className: 'max-w-60 min-w-40',
    cell: (item) => (
      <>
        <button
          type="button"
          onClick={() => onOpen(item)}
          aria-haspopup="dialog"
          title={t.openDetail(item.name)}
          className="rounded-sm text-left font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {item.name}
        </button>
        <p className="text-xs break-all text-zinc-300">{item.email}</p>
      </>
    ),
  },
  {
    key: 'product',
    header: t.columns.product,
    className: 'min-w-36',
    cell: (item) => (
      <>
        <p>{productLabel(item.productPurchased)}</p>
        {/* The product name usually carries the unit code already ('Box Premium Monza · B2M'). */}
        {item.productPurchased.includes(item.unitCode) ? null : <p className="text-xs text-zinc-300">{t.unitOf(item.unitCode)}</p>}
      </>
    ),
  },
  {
    key: 'downPayment',
    header: t.columns.downPayment,
    className: 'whitespace-nowrap',
    cell: (item) => (
      <>
        <Badge tone={item.downPaymentPaid ? 'success' : 'warning'}>{item.downPaymentPaid ? t.downPaymentPaid : t.downPaymentPending}</Badge>
        <p className="mt-1 text-xs text-zinc-300 tabular-nums">{formatPesos(item.downPaymentCentavos)}</p>
      </>
    ),
  },
  {
    key: 'monthlyPayment',
    header: t.columns.monthlyPayment,
    headerClassName: 'text-right',
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (item) => formatPesos(item.monthlyPaymentCentavos),
  },
  // Long headers wrap, so that the whole row fits a laptop screen.
  {
    key: 'monthsOverdue',
    header: t.columns.monthsOverdue,
    headerClassName: 'text-right whitespace-normal!',
    className: (item) => clsx('text-right tabular-nums', isOverdue(item) && item.monthsOverdue > 0 && 'font-semibold text-race-300'),
    cell: (item) => formatNumber(item.monthsOverdue),
  },
  {
    key: 'overdueAmount',
    header: t.columns.overdueAmount,
    headerClassName: 'text-right whitespace-normal!',
    className: (item) => clsx('text-right whitespace-nowrap tabular-nums', item.overdueAmountCentavos > 0 && 'font-semibold text-race-300'),
    cell: (item) => formatPesos(item.overdueAmountCentavos),
  },
  {
    key: 'nextPayment',
    header: t.columns.nextPayment,
    headerClassName: 'whitespace-normal!',
    className: 'whitespace-nowrap',
    cell: (item) => formatDate(item.nextPaymentDate) || t.noDate,
  },
  { key: 'status', header: t.columns.status, cell: (item) => <PartnerStatusBadge overdue={isOverdue(item)} /> },
  {
    key: 'actions',
    header: t.columns.actions,
    hiddenHeader: true,
    cell: (item) => (
      <RowActionButton
        variant="outline"
        className="min-h-9 px-3 py-1 text-xs whitespace-nowrap"
        label={t.reminders.action}
        subject={item.name}
        onClick={() => onSendReminder(item)}
        disabled={sendingTo === item.id}
        aria-busy={sendingTo === item.id}
        busy={sendingTo === item.id}
      />
    ),
  },
];

export type PartnersTabProps = StaffTabProps;

/** The "Socios" tab of /admin (investor-portal.md §2.6): counts, filter, search, selection with bulk reminders, and the detail of each partner. */
export function PartnersTab({ onExportChange }: PartnersTabProps) {
  const listView = useListView<PartnerFilter>('all', PAGE_SIZE);
  const [openPartner, setOpenPartner] = useState<PartnerItem | null>(null);
  const partners = usePartners({ filter: listView.filter, search: listView.debouncedSearch, page: listView.page, pageSize: PAGE_SIZE });
  const bulk = useSendBulkPartnerReminders();
  const reminder = useSendPartnerReminder();
  const list = partners.data;

  // The selection belongs to one page of one filter and one search.
  const selection = usePageSelection(partners, listView.key);
  const { selected, setSelected } = selection;

  // investor-portal.md §5: checked here first with the same messages the server answers (400 or 409).
  const sendBulk = (kind: BulkReminderKind) => {
    if (bulk.isPending) return;
    if (selected.length === 0) {
      notify.error(t.reminders.noneSelected);
      return;
    }
    const recipients = kind === 'overdue' ? selected.filter(isOverdue) : selected;
    if (recipients.length === 0) {
      notify.error(t.reminders.noneOverdue);
      return;
    }
    bulk.mutate(
      { kind, partnerIds: recipients.map((item) => item.id) },
      {
        onSuccess: ({ sent }) => {
          notify.success(t.reminders.bulkSent, t.reminders.bulkSentDescription(sent));
          setSelected([]);
        },
        onError: notifyFailure(t.reminders.bulkError),
      },
    );
  };

  const sendOne = (partner: Pick<PartnerItem, 'id' | 'email'>) => {
    if (reminder.isPending) return;
    reminder.mutate(partner.id, {
      onSuccess: () => notify.success(t.reminders.sent, t.reminders.sentTo(partner.email)),
      onError: notifyFailure(t.reminders.error),
    });
  };

  const sendingTo = reminder.isPending ? reminder.variables : undefined;
  const bulkBusy = (kind: BulkReminderKind) => bulk.isPending && bulk.variables?.kind === kind;
  const { filter, debouncedSearch } = listView;
  const emptyTitle = debouncedSearch ? t.noResults(debouncedSearch) : filter === 'all' ? t.empty : t.emptyFiltered(t.filters[filter]);

  return (
    <StaffList
      texts={t}
      counts={{ className: 'grid-cols-3 gap-3 sm:gap-4', items: countItems(['total', 'current', 'overdue'], t.counts, list?.counts) }}
      toolbar={
        <>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <FilterButtons label={t.filterLabel} options={FILTERS} optionLabel={(entry) => t.filters[entry]} value={filter} onChange={listView.setFilter} />
            <SearchField label={t.search} placeholder={t.searchPlaceholder} {...listView.searchField} className="w-full max-w-sm" />
          </div>
          <BulkActions selectedLabel={t.selectedCount(selected.length)} hint={t.reminders.bulkHint}>
            {(hintId) => (
              <>
                <BulkActionButton busy={bulkBusy('payment')} hintId={hintId} onClick={() => sendBulk('payment')}>
                  {t.reminders.bulkPayment}
                </BulkActionButton>
                <BulkActionButton busy={bulkBusy('overdue')} hintId={hintId} onClick={() => sendBulk('overdue')}>
                  {t.reminders.bulkOverdue}
                </BulkActionButton>
              </>
            )}
          </BulkActions>
        </>
      }
      query={partners}
      data={list}
      columns={columns({ onOpen: setOpenPartner, sendingTo, onSendReminder: sendOne })}
      selection={{ state: selection, allLabel: t.selectAll, rowLabel: (item) => t.selectRow(item.name) }}
      empty={emptyTitle}
      paging={listView.paging}
      csv={{ onExportChange, toCsv }}
    >
      <PartnerDetailDialog
        partner={openPartner}
        onClose={() => setOpenPartner(null)}
        onSendReminder={sendOne}
        sendingReminder={openPartner !== null && sendingTo === openPartner.id}
      />
    </StaffList>
  );
}
