import type { AuditEntry } from '@cdm/contracts';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import type { CsvTable } from '@/lib/csv';
import { formatDateTime, mexicoCityIsoDateTime } from '@/lib/format';
import { NativeSelect } from '@/ui/form-field';
import { Pagination } from '@/ui/pagination';
import { FilterField, StaffTabHeader } from '@/ui/staff-tab';
import { EmptyState, ErrorState } from '@/ui/states';
import { SkeletonRows, Table, TableRegion, Td, Th } from '@/ui/table';
import { useAuditEntries } from '../api/get-audit-entries';
import { detailLineText, summarizeChange } from '../audit-detail';
import { auditActionLabels, auditEntityLabels, auditTexts as t } from '../texts';

const PAGE_SIZE = 25;
const COLUMN_COUNT = 5;
const SUMMARY_LINES = 3;

const actionLabel = (action: string) => auditActionLabels[action] ?? action;
const entityLabel = (entityType: string) => auditEntityLabels[entityType] ?? entityType;
const actorLabel = (entry: AuditEntry) => entry.actorName ?? t.actorTypes[entry.actorType];
const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function Detail({ entry }: { entry: AuditEntry }) {
  const lines = summarizeChange(entry.before, entry.after);
  if (lines.length === 0 && entry.before == null && entry.after == null) return <span className="text-zinc-400">{t.noDetail}</span>;
  return (
    <div className="grid gap-1">
      <ul className="grid gap-0.5 text-xs text-zinc-200">
        {lines.slice(0, SUMMARY_LINES).map((line) => (
          <li key={line.key} className="break-words">
            {detailLineText(line)}
          </li>
        ))}
        {lines.length > SUMMARY_LINES ? <li className="text-zinc-400">…</li> : null}
      </ul>
      <details className="text-xs">
        <summary className="cursor-pointer rounded-sm font-semibold text-race-300 focus-visible:outline-2 focus-visible:outline-white">{t.showDetail}</summary>
        <div className="mt-2 grid gap-2">
          {entry.before != null ? (
            <div>
              <p className="font-semibold text-zinc-300">{t.before}</p>
              <pre className="mt-1 max-w-md overflow-x-auto rounded bg-graphite-800 p-2 text-zinc-200">{pretty(entry.before)}</pre>
            </div>
          ) : null}
          {entry.after != null ? (
            <div>
              <p className="font-semibold text-zinc-300">{t.after}</p>
              <pre className="mt-1 max-w-md overflow-x-auto rounded bg-graphite-800 p-2 text-zinc-200">{pretty(entry.after)}</pre>
            </div>
          ) : null}
        </div>
      </details>
    </div>
  );
}

function toCsv(entries: AuditEntry[]): CsvTable {
  const c = t.columns;
  return {
    name: t.csvName,
    columns: [c.createdAt, c.actor, c.action, c.entity, t.entityId, t.before, t.after],
    rows: entries.map((entry) => [
      mexicoCityIsoDateTime(entry.createdAt),
      actorLabel(entry),
      actionLabel(entry.action),
      entityLabel(entry.entityType),
      entry.entityId,
      entry.before == null ? '' : JSON.stringify(entry.before),
      entry.after == null ? '' : JSON.stringify(entry.after),
    ]),
  };
}

export type AuditLogTabProps = { onExportChange?: (table: CsvTable | null) => void };

/** The "Actividad" tab of /admin: the audit log, filtered by action and entity. */
export function AuditLogTab({ onExportChange }: AuditLogTabProps) {
  const [filters, setFilters] = useState({ action: '', entityType: '', page: 1 });
  const entries = useAuditEntries({ ...filters, pageSize: PAGE_SIZE });
  const list = entries.data;
  const pageCount = list ? Math.max(1, Math.ceil(list.total / (list.pageSize || PAGE_SIZE))) : 1;
  const filtered = filters.action !== '' || filters.entityType !== '';

  useEffect(() => {
    onExportChange?.(list ? toCsv(list.items) : null);
  }, [list, onExportChange]);
  useEffect(() => () => onExportChange?.(null), [onExportChange]);

  // Keep a chosen filter selectable even when the server's list no longer has it.
  const actions = [...new Set([...(list?.filters.actions ?? []), ...(filters.action ? [filters.action] : [])])].sort();
  const entityTypes = [...new Set([...(list?.filters.entityTypes ?? []), ...(filters.entityType ? [filters.entityType] : [])])].sort();

  return (
    <div className="grid grid-cols-1 gap-6">
      <StaffTabHeader title={t.heading} description={t.description} />

      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <FilterField label={t.filters.action}>
          {(actionId) => (
            <NativeSelect id={actionId} value={filters.action} onChange={(event) => setFilters({ ...filters, action: event.target.value, page: 1 })}>
              <option value="">{t.filters.all}</option>
              {actions.map((action) => (
                <option key={action} value={action}>
                  {actionLabel(action)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FilterField>
        <FilterField label={t.filters.entityType}>
          {(entityId) => (
            <NativeSelect
              id={entityId}
              value={filters.entityType}
              onChange={(event) => setFilters({ ...filters, entityType: event.target.value, page: 1 })}
            >
              <option value="">{t.filters.all}</option>
              {entityTypes.map((entityType) => (
                <option key={entityType} value={entityType}>
                  {entityLabel(entityType)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FilterField>
      </div>

      <TableRegion label={t.tableLabel} aria-busy={entries.isFetching}>
        <Table className={clsx(entries.isPlaceholderData && 'opacity-70')}>
          <thead>
            <tr>
              <Th>{t.columns.createdAt}</Th>
              <Th>{t.columns.actor}</Th>
              <Th>{t.columns.action}</Th>
              <Th>{t.columns.entity}</Th>
              <Th>{t.columns.detail}</Th>
            </tr>
          </thead>
          <tbody>
            {entries.isPending ? <SkeletonRows columns={COLUMN_COUNT} /> : null}
            {list?.items.map((entry) => (
              <tr key={entry.id}>
                <Td className="whitespace-nowrap">{formatDateTime(entry.createdAt)}</Td>
                <Td className="min-w-36">
                  <span className="font-semibold">{actorLabel(entry)}</span>
                  {actorLabel(entry) === t.actorTypes[entry.actorType] ? null : (
                    <span className="block text-xs text-zinc-300">{t.actorTypes[entry.actorType]}</span>
                  )}
                </Td>
                <Td className="min-w-44">{actionLabel(entry.action)}</Td>
                <Td className="min-w-36">
                  {entityLabel(entry.entityType)}
                  {entry.entityId ? (
                    <code title={entry.entityId} className="block text-xs text-zinc-300">
                      {entry.entityId.slice(0, 8)}
                    </code>
                  ) : null}
                </Td>
                <Td className="min-w-56">
                  <Detail entry={entry} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
        {entries.isError ? <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void entries.refetch()} /> : null}
        {list && list.items.length === 0 ? <EmptyState title={filtered ? t.emptyFiltered : t.empty} /> : null}
      </TableRegion>

      {list && list.total > 0 ? (
        <Pagination page={filters.page} pageCount={pageCount} onPageChange={(page) => setFilters({ ...filters, page })} disabled={entries.isFetching} />
      ) : null}
    </div>
  );
}
