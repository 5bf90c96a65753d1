import type { MoneyToReturnItem } from '@cdm/contracts';
import { useId, useState } from 'react';
import { formatDate, formatNumber, formatPesos } from '@/lib/format';
import { actionsColumn, GatedRowAction, ReasonNote, StaffList, valueColumn, type StaffListColumn } from '@/ui/staff-list';
import { useMoneyToReturn } from '../api/reconciliation';
import { reconciliationTexts } from '../texts';
import { SettleToReturnDialog } from './to-return-dialogs';

const t = reconciliationTexts.toReturn;
const PAGE_SIZE = 25;

type Settling = { item: MoneyToReturnItem; mode: 'returned' | 'reassign' };

const columns = (canSettle: boolean, reasonId: string, settle: (next: Settling) => void): StaffListColumn<MoneyToReturnItem>[] => [
  valueColumn('receivedOn', t.columns.receivedOn, 'whitespace-nowrap', (item) => formatDate(item.receivedOn)),
  valueColumn('target', t.columns.target, 'min-w-48', (item) => (
    <>
      <span className="block text-xs text-zinc-300">{t.targetKind[item.target.kind] ?? item.target.kind}</span>
      {item.target.label}
    </>
  )),
  valueColumn('source', t.columns.source, 'whitespace-nowrap', (item) => t.sources[item.source] ?? item.source),
  { ...valueColumn('amount', t.columns.amount, 'text-right whitespace-nowrap tabular-nums', (item) => formatPesos(item.amountCentavos)), headerClassName: 'text-right' },
  valueColumn('note', t.columns.note, 'min-w-48', (item) => [item.reason, item.note].filter(Boolean).join(' · ') || '—'),
  actionsColumn(t.columns.actions, (item) => {
    const subject = `${formatPesos(item.amountCentavos)} ${item.target.label}`;
    return (
      <div className="flex flex-wrap gap-2">
        <GatedRowAction allowed={canSettle} label={t.returned.action} subject={subject} reason={t.adminOnly} reasonId={reasonId} onClick={() => settle({ item, mode: 'returned' })} />
        <GatedRowAction allowed={canSettle} label={t.reassign.action} subject={subject} reason={t.adminOnly} reasonId={reasonId} onClick={() => settle({ item, mode: 'reassign' })} />
      </div>
    );
  }),
];

/**
 * "Por devolver" of the Conciliación tab: money that came beyond what was owed, for a deposit paid
 * already or of a refunded reservation, a page at a time with its total; admins mark it returned or
 * re-assign it.
 */
export function ToReturnPanel({ canSettle }: { canSettle: boolean }) {
  const [page, setPage] = useState(1);
  const list = useMoneyToReturn({ page, pageSize: PAGE_SIZE });
  const [settling, setSettling] = useState<Settling | null>(null);
  const reasonId = useId();
  const data = list.data;
  return (
    <StaffList
      texts={t}
      counts={{
        className: 'grid-cols-2 gap-3 sm:gap-4',
        items: [
          { label: t.counts.items, value: data ? formatNumber(data.total) : '—' },
          { label: t.counts.total, value: data ? formatPesos(data.totalCentavos) : '—' },
        ],
      }}
      toolbar={
        <ReasonNote id={reasonId} shown={!canSettle}>
          {t.adminOnly}
        </ReasonNote>
      }
      query={list}
      data={data}
      rowKey={(item) => item.entryId}
      columns={columns(canSettle, reasonId, setSettling)}
      paging={{ page, pageSize: PAGE_SIZE, onPageChange: setPage }}
      skeletonRows={3}
    >
      <SettleToReturnDialog item={settling?.item ?? null} mode={settling?.mode ?? 'returned'} onClose={() => setSettling(null)} />
    </StaffList>
  );
}
