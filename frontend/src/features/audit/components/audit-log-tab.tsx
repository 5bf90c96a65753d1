import type { AuditEntry } from '@cdm/contracts';
import type { CsvTable } from '@/lib/csv';
import { formatDateTime, mexicoCityIsoDateTime } from '@/lib/format';
import { NativeSelect } from '@/ui/form-field';
import { StaffList, useListView } from '@/ui/staff-list';
import type { StaffListColumn, StaffTabProps } from '@/ui/staff-list';
import { FilterField } from '@/ui/staff-tab';
import { useAuditEntries } from '../api/get-audit-entries';
import { detailLineText, summarizeChange } from '../audit-detail';
import { auditActionLabels, auditEntityLabels, auditTexts as t } from '../texts';

const PAGE_SIZE = 25;
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

const columns: StaffListColumn<AuditEntry>[] = [
  { key: 'createdAt', header: t.columns.createdAt, className: 'whitespace-nowrap', cell: (entry) => formatDateTime(entry.createdAt) },
  {
    key: 'actor',
    header: t.columns.actor,
    className: 'min-w-36',
    cell: (entry) => (
      <>
        <span className="font-semibold">{actorLabel(entry)}</span>
        {actorLabel(entry) === t.actorTypes[entry.actorType] ? null : <span className="block text-xs text-zinc-300">{t.actorTypes[entry.actorType]}</span>}
      </>
    ),
  },
  { key: 'action', header: t.columns.action, className: 'min-w-44', cell: (entry) => actionLabel(entry.action) },
  {
    key: 'entity',
    header: t.columns.entity,
    className: 'min-w-36',
    cell: (entry) => (
      <>
        {entityLabel(entry.entityType)}
        {entry.entityId ? (
          <code title={entry.entityId} className="block text-xs text-zinc-300">
            {entry.entityId.slice(0, 8)}
          </code>
        ) : null}
      </>
    ),
  },
  { key: 'detail', header: t.columns.detail, className: 'min-w-56', cell: (entry) => <Detail entry={entry} /> },
];

type AuditFilter = { action: string; entityType: string };

/** The choices of a filter: the server's, and the chosen one even when the server's list no longer has it. */
const choices = (offered: string[] | undefined, chosen: string) => [...new Set([...(offered ?? []), ...(chosen ? [chosen] : [])])].sort();

function FilterSelect({ label, value, options, optionLabel, onChange }: {
  label: string;
  value: string;
  options: string[];
  optionLabel: (option: string) => string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t.filters.all}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </NativeSelect>
      )}
    </FilterField>
  );
}

export type AuditLogTabProps = StaffTabProps;

/** The "Actividad" tab of /admin: the audit log, filtered by action and entity. */
export function AuditLogTab({ onExportChange }: AuditLogTabProps) {
  const listView = useListView<AuditFilter>({ action: '', entityType: '' }, PAGE_SIZE);
  const { filter, setFilter } = listView;
  const entries = useAuditEntries({ ...filter, page: listView.page, pageSize: PAGE_SIZE });
  const list = entries.data;
  const filtered = filter.action !== '' || filter.entityType !== '';

  return (
    <StaffList
      texts={t}
      toolbar={
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
          <FilterSelect
            label={t.filters.action}
            value={filter.action}
            options={choices(list?.filters.actions, filter.action)}
            optionLabel={actionLabel}
            onChange={(action) => setFilter({ ...filter, action })}
          />
          <FilterSelect
            label={t.filters.entityType}
            value={filter.entityType}
            options={choices(list?.filters.entityTypes, filter.entityType)}
            optionLabel={entityLabel}
            onChange={(entityType) => setFilter({ ...filter, entityType })}
          />
        </div>
      }
      query={entries}
      data={list}
      columns={columns}
      empty={filtered ? t.emptyFiltered : t.empty}
      paging={listView.paging}
      csv={{ onExportChange, toCsv }}
    />
  );
}
