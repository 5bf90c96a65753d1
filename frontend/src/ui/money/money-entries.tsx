import type { MoneyEntryView, TargetMoneyView } from '@cdm/contracts';
import { outstandingCentavos } from '@cdm/domain';
import { clsx } from 'clsx';
import { formatDate, formatDateTime, formatPesos } from '@/lib/format';
import { Badge } from '../badge';
import { Spinner } from '../spinner';
import { EmptyState, ErrorState } from '../states';
import { Table, TableRegion, Td, Th } from '../table';
import { moneyEntriesTexts as t } from './texts';

/** What MoneyEntries reads of the money's query (a @tanstack/react-query result fits). */
export type MoneyEntriesQuery = {
  data?: TargetMoneyView | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
};

function Figure({ label, value, tone }: { label: string; value: number; tone?: 'warning' | 'muted' }) {
  return (
    <div className="rounded-lg border border-graphite-700 bg-graphite-800/40 px-3 py-2">
      <dt className="text-xs text-zinc-300">{label}</dt>
      <dd className={clsx('font-semibold tabular-nums', tone === 'warning' && value > 0 ? 'text-amber-200' : tone === 'muted' && value === 0 ? 'text-zinc-300' : 'text-white')}>
        {formatPesos(value)}
      </dd>
    </div>
  );
}

function EntryRow({ entry }: { entry: MoneyEntryView }) {
  const reversal = entry.amountCentavos < 0 || entry.reversesId !== null;
  const notes = [entry.note, entry.reason].filter((text): text is string => Boolean(text?.trim()));
  return (
    <tr className={reversal ? 'bg-race-500/5' : undefined}>
      <Td className="whitespace-nowrap">
        {formatDate(entry.receivedOn)}
        <span className="block text-xs text-zinc-300">{t.recordedAt(formatDateTime(entry.recordedAt))}</span>
      </Td>
      <Td>{t.sources[entry.source] ?? entry.source}</Td>
      <Td className="whitespace-nowrap">{t.allocations[entry.allocation] ?? entry.allocation}</Td>
      <Td className="text-right whitespace-nowrap tabular-nums">
        <span className={reversal ? 'text-race-300' : undefined}>{formatPesos(entry.amountCentavos)}</span>
        {reversal ? (
          <span className="mt-1 block">
            <Badge tone="danger">{t.reversal}</Badge>
          </span>
        ) : null}
        {entry.reversedAt ? <span className="mt-1 block text-xs text-zinc-300">{t.reversedAt(formatDateTime(entry.reversedAt))}</span> : null}
      </Td>
      <Td>{entry.recordedBy || '—'}</Td>
      <Td className="min-w-48">
        {notes.length === 0
          ? '—'
          : notes.map((text, index) => (
              <span key={index} className="block">
                {text}
              </span>
            ))}
      </Td>
    </tr>
  );
}

/**
 * The money received for one target (a reservation's deposit, a partner's plan): what it expects, what
 * was applied, waived, is to return and went back, and every entry behind those figures, reversals
 * shown as such; with its loading, error (Reintentar) and empty states.
 */
export function MoneyEntries({ query }: { query: MoneyEntriesQuery }) {
  if (query.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-300">
        <Spinner />
        {t.loading}
      </p>
    );
  if (query.isError || !query.data) return <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void query.refetch()} />;
  const money = query.data;
  return (
    <div className="grid gap-4" aria-busy={query.isFetching}>
      <dl aria-label={t.figuresLabel(money.label)} className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        <Figure label={t.figures.owed} value={money.owedCentavos} />
        <Figure label={t.figures.applied} value={money.appliedCentavos} />
        <Figure label={t.figures.outstanding} value={outstandingCentavos(money)} tone="warning" />
        <Figure label={t.figures.waived} value={money.waivedCentavos} tone="muted" />
        <Figure label={t.figures.toReturn} value={money.toReturnCentavos} tone="warning" />
        <Figure label={t.figures.returned} value={money.returnedCentavos} tone="muted" />
      </dl>
      {money.open ? null : <p className="text-sm text-zinc-300">{t.closed}</p>}
      <TableRegion label={t.tableLabel(money.label)}>
        <Table>
          <thead>
            <tr>
              <Th>{t.columns.receivedOn}</Th>
              <Th>{t.columns.source}</Th>
              <Th>{t.columns.allocation}</Th>
              <Th className="text-right">{t.columns.amount}</Th>
              <Th>{t.columns.recordedBy}</Th>
              <Th>{t.columns.note}</Th>
            </tr>
          </thead>
          <tbody>
            {money.entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </Table>
        {money.entries.length === 0 ? <EmptyState title={t.empty} /> : null}
      </TableRegion>
    </div>
  );
}
