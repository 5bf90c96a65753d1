import type { PartnerFilter, PartnerItem } from '@cdm/contracts';
import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import { asApiError } from '@/lib/api-client';
import type { CsvTable } from '@/lib/csv';
import { formatDate, formatNumber, formatPesos, mexicoCityIsoDate, mexicoCityIsoDateTime } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { StatCard } from '@/ui/card';
import { Input } from '@/ui/form-field';
import { Pagination } from '@/ui/pagination';
import { Spinner } from '@/ui/spinner';
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
  const money = (centavos: number) => (centavos / 100).toFixed(2);
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
  const searchId = useId();
  const hintId = useId();
  const [filter, setFilter] = useState<PartnerFilter>('all');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  // The page belongs to one filter and one search; the selection to one page of them.
  const [paging, setPaging] = useState<View>({ filter: 'all', search: '', page: 1 });
  const page = paging.filter === filter && paging.search === debouncedSearch ? paging.page : 1;
  const view: View = { filter, search: debouncedSearch, page };
  const viewKey = `${filter}|${debouncedSearch}|${page}`;
  const [selection, setSelection] = useState<{ viewKey: string; ids: string[] }>({ viewKey, ids: [] });
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

  const selectedIds = selection.viewKey === viewKey ? selection.ids.filter((id) => items.some((item) => item.id === id)) : [];
  const selected = items.filter((item) => selectedIds.includes(item.id));
  const allSelected = items.length > 0 && selected.length === items.length;
  const someSelected = selected.length > 0 && !allSelected;

  const setPage = (next: number) => setPaging({ filter, search: debouncedSearch, page: next });
  const setSelected = (ids: string[]) => setSelection({ viewKey, ids });
  const toggleRow = (id: string) => setSelected(selectedIds.includes(id) ? selectedIds.filter((entry) => entry !== id) : [...selectedIds, id]);
  const toggleAll = () => setSelected(allSelected ? [] : items.map((item) => item.id));

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
      <div>
        <h2 className="font-display text-xl font-bold text-white uppercase">{t.heading}</h2>
        <p className="mt-1 text-sm text-zinc-300">{t.description}</p>
      </div>

      <dl aria-label={t.countsLabel} className="grid grid-cols-3 gap-3 sm:gap-4">
        <StatCard label={t.counts.total} value={count(list?.counts.total)} loading={partners.isPending} />
        <StatCard label={t.counts.current} value={count(list?.counts.current)} loading={partners.isPending} />
        <StatCard label={t.counts.overdue} value={count(list?.counts.overdue)} loading={partners.isPending} />
      </dl>

      <div className="flex flex-wrap items-end justify-between gap-4">
        <div role="group" aria-label={t.filterLabel} className="flex flex-wrap gap-2">
          {FILTERS.map((entry) => (
            <Button key={entry} variant={filter === entry ? 'primary' : 'outline'} aria-pressed={filter === entry} onClick={() => setFilter(entry)}>
              {t.filters[entry]}
            </Button>
          ))}
        </div>
        <div className="w-full max-w-sm">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-semibold text-zinc-100">
            {t.search}
          </label>
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
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
                <input
                  type="checkbox"
                  checked={allSelected}
                  ref={(box) => {
                    if (box) box.indeterminate = someSelected;
                  }}
                  onChange={toggleAll}
                  disabled={items.length === 0}
                  aria-label={t.selectAll}
                  className="size-5 cursor-pointer accent-race-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed"
                />
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
              const isSelected = selectedIds.includes(item.id);
              const overdue = isOverdue(item);
              return (
                <tr key={item.id} className={clsx(isSelected && 'bg-race-500/10')}>
                  <Td>
                    <input
                      type="checkbox"
                      checked={isSelected}
                      onChange={() => toggleRow(item.id)}
                      disabled={partners.isPlaceholderData}
                      aria-label={t.selectRow(item.name)}
                      className="size-5 cursor-pointer accent-race-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                    />
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
