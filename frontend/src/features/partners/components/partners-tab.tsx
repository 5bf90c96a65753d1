import type { PartnerFilter, PartnerItem } from '@cdm/contracts';
import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import { asApiError } from '@/lib/api-client';
import type { CsvTable } from '@/lib/csv';
import { formatDate, formatNumber, formatPesos, mexicoCityIsoDate, mexicoCityIsoDateTime, pesosForCsv } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Pagination } from '@/ui/pagination';
import { SelectAllCheckbox, SelectRowCheckbox, useRowSelection } from '@/ui/row-selection';
import { Spinner } from '@/ui/spinner';
import { CountsStrip, FilterButtons, SearchField, StaffTabHeader } from '@/ui/staff-tab';
import { EmptyState, ErrorState } from '@/ui/states';
import { SkeletonRows, Table, TableRegion, Td, Th } from '@/ui/table';
import { notify } from '@/ui/toaster';
import { usePartners, useSendBulkPartnerReminders, useSendPartnerReminder, type BulkReminderKind } from '../api/admin-partners';
import { isOverdue, paymentMethodLabel, productLabel } from '../partner-labels';
import { partnersAdminTexts as t } from '../texts';
import { PartnerDetailDialog } from './partner-detail-dialog';
import { PartnerStatusBadge } from './partner-status-badge';

const PAGE_SIZE = 25;
const COLUMN_COUNT = 10;
const FILTERS = ['all', 'current', 'overdue'] as const satisfies readonly PartnerFilter[];

/** A calendar date ('2026-12-15') as written; an instant as its Mexico City date. */
const csvDate = (value: string | null) => (!value ? '' : /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : mexicoCityIsoDate(value));

function toCsv(items: PartnerItem[]): CsvTable {
  const c = t.csvColumns;
  const money = pesosForCsv;
  return {
    name: t.csvName,
    columns: [
      c.id,
      c.name,
      c.email,
      c.phone,
      c.product,
      c.unit,
      c.paymentMethod,
      c.total,
      c.downPayment,
      c.downPaymentPaid,
      c.downPaymentDate,
      c.monthlyPayment,
      c.paymentDay,
      c.term,
      c.remainingBalance,
      c.monthsOverdue,
      c.overdueAmount,
      c.lastPayment,
      c.nextPayment,
      c.status,
      c.createdAt,
    ],
    rows: items.map((item) => [
      item.id,
      item.name,
      item.email,
      item.phone,
      productLabel(item.productPurchased),
      item.unitCode,
      paymentMethodLabel(item.paymentMethod),
      money(item.totalAmountCentavos),
      money(item.downPaymentCentavos),
      item.downPaymentPaid ? t.yes : t.no,
      csvDate(item.downPaymentDate),
      money(item.monthlyPaymentCentavos),
      item.paymentDay,
      item.paymentTerm,
      money(item.remainingBalanceCentavos),
      item.monthsOverdue,
      money(item.overdueAmountCentavos),
      csvDate(item.lastPaymentDate),
      csvDate(item.nextPaymentDate),
      isOverdue(item) ? t.status.overdue : t.status.current,
      mexicoCityIsoDateTime(item.createdAt),
    ]),
  };
}

type View = { filter: PartnerFilter; search: string; page: number };

export type PartnersTabProps = { onExportChange?: (table: CsvTable | null) => void };

/** The "Socios" tab of /admin (spec §2.6): counts, filter, search, selection with bulk reminders, and the detail of each partner. */
export function PartnersTab({ onExportChange }: PartnersTabProps) {
  const hintId = useId();
  const [filter, setFilter] = useState<PartnerFilter>('all');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  // The page belongs to one filter and one search; the selection to one page of them.
  const [paging, setPaging] = useState<View>({ filter: 'all', search: '', page: 1 });
  const page = paging.filter === filter && paging.search === debouncedSearch ? paging.page : 1;
  const view: View = { filter, search: debouncedSearch, page };
  const viewKey = `${filter}|${debouncedSearch}|${page}`;
  const [openPartner, setOpenPartner] = useState<PartnerItem | null>(null);
  const partners = usePartners({ ...view, pageSize: PAGE_SIZE });
  const bulk = useSendBulkPartnerReminders();
  const reminder = useSendPartnerReminder();
  const list = partners.data;
  const items = partners.isPlaceholderData ? [] : (list?.items ?? []);

  useEffect(() => {
    onExportChange?.(list ? toCsv(list.items) : null);
  }, [list, onExportChange]);
  useEffect(() => () => onExportChange?.(null), [onExportChange]);

  const selection = useRowSelection(items, viewKey);
  const { selected, allSelected, someSelected, setSelected, toggleRow, toggleAll } = selection;

  const setPage = (next: number) => setPaging({ filter, search: debouncedSearch, page: next });

  const pageCount = list ? Math.max(1, Math.ceil(list.total / (list.pageSize || PAGE_SIZE))) : 1;
  const count = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));

  // Spec §5: checked here first with the same messages the server answers (400 or 409).
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
        onError: (error) => notify.error(t.reminders.bulkError, asApiError(error).message),
      },
    );
  };

  const sendOne = (partner: Pick<PartnerItem, 'id' | 'email'>) => {
    if (reminder.isPending) return;
    reminder.mutate(partner.id, {
      onSuccess: () => notify.success(t.reminders.sent, t.reminders.sentTo(partner.email)),
      onError: (error) => notify.error(t.reminders.error, asApiError(error).message),
    });
  };

  const emptyTitle = debouncedSearch ? t.noResults(debouncedSearch) : filter === 'all' ? t.empty : t.emptyFiltered(t.filters[filter]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <StaffTabHeader title={t.heading} description={t.description} />

      <CountsStrip
        label={t.countsLabel}
        loading={partners.isPending}
        className="grid-cols-3 gap-3 sm:gap-4"
        items={[
          { label: t.counts.total, value: count(list?.counts.total) },
          { label: t.counts.current, value: count(list?.counts.current) },
          { label: t.counts.overdue, value: count(list?.counts.overdue) },
        ]}
      />

      <div className="flex flex-wrap items-end justify-between gap-4">
        <FilterButtons label={t.filterLabel} options={FILTERS} optionLabel={(entry) => t.filters[entry]} value={filter} onChange={setFilter} />
        <SearchField label={t.search} value={search} onValueChange={setSearch} placeholder={t.searchPlaceholder} className="w-full max-w-sm" />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-zinc-300" aria-live="polite">
          {t.selectedCount(selected.length)}
        </p>
        <Button variant="outline" onClick={() => sendBulk('payment')} aria-busy={bulk.isPending && bulk.variables?.kind === 'payment'} aria-describedby={hintId}>
          {bulk.isPending && bulk.variables?.kind === 'payment' ? <Spinner /> : null}
          {t.reminders.bulkPayment}
        </Button>
        <Button variant="outline" onClick={() => sendBulk('overdue')} aria-busy={bulk.isPending && bulk.variables?.kind === 'overdue'} aria-describedby={hintId}>
          {bulk.isPending && bulk.variables?.kind === 'overdue' ? <Spinner /> : null}
          {t.reminders.bulkOverdue}
        </Button>
        <p id={hintId} className="sr-only">
          {t.reminders.bulkHint}
        </p>
      </div>

      <TableRegion label={t.tableLabel} aria-busy={partners.isFetching}>
        <Table className={clsx(partners.isPlaceholderData && 'opacity-70')}>
          <thead>
            <tr>
              <Th className="w-10">
                <SelectAllCheckbox label={t.selectAll} checked={allSelected} indeterminate={someSelected} onChange={toggleAll} disabled={items.length === 0} />
              </Th>
              <Th>{t.columns.name}</Th>
              <Th>{t.columns.product}</Th>
              <Th>{t.columns.downPayment}</Th>
              <Th className="text-right">{t.columns.monthlyPayment}</Th>
              {/* Long headers wrap, so that the whole row fits a laptop screen. */}
              <Th className="text-right whitespace-normal!">{t.columns.monthsOverdue}</Th>
              <Th className="text-right whitespace-normal!">{t.columns.overdueAmount}</Th>
              <Th className="whitespace-normal!">{t.columns.nextPayment}</Th>
              <Th>{t.columns.status}</Th>
              <Th>
                <span className="sr-only">{t.columns.actions}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {partners.isPending ? <SkeletonRows columns={COLUMN_COUNT} /> : null}
            {list?.items.map((item) => {
              const isSelected = selection.isSelected(item.id);
              const overdue = isOverdue(item);
              return (
                <tr key={item.id} className={clsx(isSelected && 'bg-race-500/10')}>
                  <Td>
                    <SelectRowCheckbox label={t.selectRow(item.name)} checked={isSelected} onChange={() => toggleRow(item.id)} disabled={partners.isPlaceholderData} />
                  </Td>
                  <Td className="max-w-60 min-w-40">
                    <button
                      type="button"
                      onClick={() => setOpenPartner(item)}
                      aria-haspopup="dialog"
                      title={t.openDetail(item.name)}
                      className="rounded-sm text-left font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                    >
                      {item.name}
                    </button>
                    <p className="text-xs break-all text-zinc-300">{item.email}</p>
                  </Td>
                  <Td className="min-w-36">
                    <p>{productLabel(item.productPurchased)}</p>
                    {/* The product name usually carries the unit code already ('Box Premium Monza · B2M'). */}
                    {item.productPurchased.includes(item.unitCode) ? null : <p className="text-xs text-zinc-300">{t.unitOf(item.unitCode)}</p>}
                  </Td>
                  <Td className="whitespace-nowrap">
                    <Badge tone={item.downPaymentPaid ? 'success' : 'warning'}>{item.downPaymentPaid ? t.downPaymentPaid : t.downPaymentPending}</Badge>
                    <p className="mt-1 text-xs text-zinc-300 tabular-nums">{formatPesos(item.downPaymentCentavos)}</p>
                  </Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">{formatPesos(item.monthlyPaymentCentavos)}</Td>
                  <Td className={clsx('text-right tabular-nums', overdue && item.monthsOverdue > 0 && 'font-semibold text-race-300')}>{formatNumber(item.monthsOverdue)}</Td>
                  <Td className={clsx('text-right whitespace-nowrap tabular-nums', item.overdueAmountCentavos > 0 && 'font-semibold text-race-300')}>
                    {formatPesos(item.overdueAmountCentavos)}
                  </Td>
                  <Td className="whitespace-nowrap">{formatDate(item.nextPaymentDate) || t.noDate}</Td>
                  <Td>
                    <PartnerStatusBadge overdue={overdue} />
                  </Td>
                  <Td>
                    <Button
                      variant="outline"
                      className="min-h-9 px-3 py-1 text-xs whitespace-nowrap"
                      onClick={() => sendOne(item)}
                      disabled={reminder.isPending && reminder.variables === item.id}
                      aria-busy={reminder.isPending && reminder.variables === item.id}
                    >
                      {reminder.isPending && reminder.variables === item.id ? <Spinner /> : null}
                      {t.reminders.action}
                      <span className="sr-only"> {item.name}</span>
                    </Button>
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
        {partners.isError ? <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void partners.refetch()} /> : null}
        {list && list.items.length === 0 ? <EmptyState title={emptyTitle} /> : null}
      </TableRegion>

      {list && list.total > 0 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} disabled={partners.isFetching} /> : null}

      <PartnerDetailDialog
        partner={openPartner}
        onClose={() => setOpenPartner(null)}
        onSendReminder={sendOne}
        sendingReminder={reminder.isPending && openPartner !== null && reminder.variables === openPartner.id}
      />
    </div>
  );
}
