import { BANK_LINE_FILTERS, type BankLineFilter, type BankLineView } from '@cdm/contracts';
import { useId, useState } from 'react';
import { asApiError, type ApiError } from '@/lib/api-client';
import { formatDateTime, formatPesos, pesosForCsv } from '@/lib/format';
import { Badge, type BadgeTone } from '@/ui/badge';
import { buttonClassName } from '@/ui/button';
import { FormField, NativeSelect } from '@/ui/form-field';
import { actionsColumn, countItems, csvOf, GatedRowAction, ReasonNote, RowActionButton, StaffList, valueColumn, type StaffListColumn, type StaffTabProps } from '@/ui/staff-list';
import { Spinner } from '@/ui/spinner';
import { FilterButtons, StaffTabHeader } from '@/ui/staff-tab';
import { ErrorState } from '@/ui/states';
import { notify } from '@/ui/toaster';
import { unmatchedCsvUrl, useLineAction, useStatementLines, useStatements, type LineAction } from '../api/reconciliation';
import { reconciliationTexts as t } from '../texts';
import { AcceptDialog, AssignDialog, ReasonDialog } from './line-dialogs';
import { targetLabel } from './target-picker';
import { ToReturnPanel } from './to-return-panel';
import { UploadStatementForm } from './upload-statement-form';

const PAGE_SIZE = 50;
const TONES: Record<string, BadgeTone> = { applied: 'success', suggested: 'warning', unmatched: 'danger', ignored: 'neutral', debit: 'neutral' };
const dayOf = (iso: string) => iso.split('-').reverse().join('/');
const targetText = (line: BankLineView) => (line.target ? targetLabel(line.target) : '—');

const toCsv = csvOf<BankLineView>(t.csvName, [
  [t.columns.date, (line) => line.bookedOn],
  [t.columns.amount, (line) => pesosForCsv(line.amountCentavos)],
  [t.columns.concept, (line) => line.description],
  [t.reference, (line) => line.reference],
  [t.trackingKey, (line) => line.trackingKey],
  [t.columns.payer, (line) => line.payerName],
  [t.columns.status, (line) => t.status[line.status] ?? line.status],
  [t.columns.target, (line) => (line.target ? targetText(line) : '')],
  [t.csvApplied, (line) => (line.status === 'applied' ? pesosForCsv(line.appliedCentavos) : '')],
  [t.csvToReturn, (line) => (line.status === 'applied' ? pesosForCsv(line.toReturnCentavos) : '')],
]);

type RowButtons = { accept: (line: BankLineView) => void; assign: (line: BankLineView) => void; ignore: (line: BankLineView) => void; restore: (line: BankLineView) => void; undo: (line: BankLineView) => void };

const columns = (buttons: RowButtons, canUndo: boolean, undoReasonId: string, busyId: string | null): StaffListColumn<BankLineView>[] => [
  valueColumn('date', t.columns.date, 'whitespace-nowrap', (line) => dayOf(line.bookedOn)),
  {
    ...valueColumn('amount', t.columns.amount, 'text-right whitespace-nowrap tabular-nums', (line) => (
      <>
        {formatPesos(line.amountCentavos)}
        {line.status === 'applied' && line.toReturnCentavos > 0 ? (
          <>
            <span className="block text-xs text-zinc-300">{t.lineApplied(formatPesos(line.appliedCentavos))}</span>
            <span className="block text-xs text-amber-200">{t.lineToReturn(formatPesos(line.toReturnCentavos))}</span>
          </>
        ) : null}
      </>
    )),
    headerClassName: 'text-right',
  },
  valueColumn('concept', t.columns.concept, 'min-w-56', (line) => (
    <>
      <span className="block">{line.description || '—'}</span>
      {line.reference ? <span className="block text-xs text-zinc-300">{`${t.reference} ${line.reference}`}</span> : null}
      {line.trackingKey ? <span className="block text-xs text-zinc-300">{`${t.trackingKey} ${line.trackingKey}`}</span> : null}
    </>
  )),
  valueColumn('payer', t.columns.payer, undefined, (line) => line.payerName || '—'),
  valueColumn('status', t.columns.status, undefined, (line) => (
    <>
      <Badge tone={TONES[line.status] ?? 'neutral'}>{t.status[line.status] ?? line.status}</Badge>
      <span className="mt-1 block text-xs text-zinc-300">{t.reasons[line.matchReason] ?? ''}</span>
      {line.ignoreReason ? <span className="mt-1 block text-xs text-zinc-300">{line.ignoreReason}</span> : null}
    </>
  )),
  valueColumn('target', t.columns.target, 'min-w-48', targetText),
  actionsColumn(t.columns.actions, (line) => {
    const subject = `${dayOf(line.bookedOn)} ${formatPesos(line.amountCentavos)}`;
    const busy = busyId === line.id;
    if (line.status === 'suggested' || line.status === 'unmatched')
      return (
        <div className="flex flex-wrap gap-2">
          {line.status === 'suggested' ? <RowActionButton label={t.actions.accept} subject={subject} busy={busy} onClick={() => buttons.accept(line)} /> : null}
          <RowActionButton variant="outline" label={t.actions.assign} subject={subject} busy={busy} onClick={() => buttons.assign(line)} />
          <RowActionButton variant="ghost" label={t.actions.ignore} subject={subject} busy={busy} onClick={() => buttons.ignore(line)} />
        </div>
      );
    if (line.status === 'ignored') return <RowActionButton variant="outline" label={t.actions.restore} subject={subject} busy={busy} onClick={() => buttons.restore(line)} />;
    if (line.status === 'applied' && line.target)
      return <GatedRowAction allowed={canUndo} label={t.actions.undo} subject={subject} reason={t.actions.undoDenied} reasonId={undoReasonId} onClick={() => buttons.undo(line)} />;
    return null;
  }),
];

/**
 * The "Conciliación" tab of /admin: upload a statement, review its lines, apply (saying what it will
 * do), assign, ignore; admins undo. Under it, the money to return ("Por devolver"), which admins mark
 * returned or re-assign.
 */
export function ReconciliationTab({ canUndo, onExportChange }: StaffTabProps & { canUndo: boolean }) {
  const statements = useStatements();
  const [chosen, setChosen] = useState<string | null>(null);
  const statementId = chosen ?? statements.data?.items[0]?.id ?? null;
  const summary = statements.data?.items.find((item) => item.id === statementId);
  const [filter, setFilter] = useState<BankLineFilter>('all');
  const [page, setPage] = useState(1);
  const lines = useStatementLines(statementId, { filter, page, pageSize: PAGE_SIZE });
  const action = useLineAction(statementId);
  const [accepting, setAccepting] = useState<BankLineView | null>(null);
  const [assigning, setAssigning] = useState<BankLineView | null>(null);
  const [asking, setAsking] = useState<{ line: BankLineView; mode: 'ignore' | 'undo' } | null>(null);
  // The server's refusal of the open dialog's request: the dialog stays open and shows it.
  const [failure, setFailure] = useState<ApiError | null>(null);
  const undoReasonId = useId();

  const run = (next: LineAction, done: string, close: () => void) => {
    setFailure(null);
    action.mutate(next, {
      onSuccess: () => {
        notify.success(done);
        close();
      },
      onError: (cause) => {
        const refused = asApiError(cause);
        setFailure(refused);
        if (next.kind === 'restore') notify.error(t.actions.failed, refused.message);
      },
    });
  };
  const open = <T,>(set: (value: T) => void) => (value: T) => {
    setFailure(null);
    set(value);
  };

  const buttons: RowButtons = {
    accept: open(setAccepting),
    assign: open(setAssigning),
    ignore: (line) => open(setAsking)({ line, mode: 'ignore' }),
    restore: (line) => run({ kind: 'restore', id: line.id }, t.actions.restored, () => undefined),
    undo: (line) => open(setAsking)({ line, mode: 'undo' }),
  };
  const busyId = action.isPending ? (action.variables?.id ?? null) : null;

  return (
    // grid-cols-1 (minmax(0, 1fr)): a wide child shrinks to a phone's width instead of widening the page.
    <div className="grid grid-cols-1 gap-6">
      {/* The tab draws the heading and the upload form itself, in one place whether or not the list has
          loaded or holds a statement: a form that moved while someone typed would lose their focus and
          the keys typed meanwhile (decisions.md #67). */}
      <div className="flex flex-wrap items-end justify-between gap-4">
        {/* min-w-0: the wide upload form shrinks to a phone's width instead of widening the page. */}
        <StaffTabHeader
          title={t.heading}
          description={summary ? t.totals(formatPesos(summary.totalCreditedCentavos), formatPesos(summary.totalAppliedCentavos), formatPesos(summary.totalToReturnCentavos)) : t.description}
          className="min-w-0"
        >
          <div className="mt-4 grid grid-cols-1 gap-4">
            <UploadStatementForm
              onUploaded={(id) => {
                setChosen(id);
                setFilter('all');
                setPage(1);
              }}
            />
            {statementId ? null : (
              <>
                {statements.isPending ? (
                  <p role="status" className="flex items-center gap-2 text-sm text-zinc-300">
                    <Spinner />
                    {t.loadingStatements}
                  </p>
                ) : null}
                {statements.data ? <p className="text-zinc-300">{t.noStatements}</p> : null}
                {statements.isError ? <ErrorState message={t.statementsError} retryLabel={t.retry} onRetry={() => void statements.refetch()} /> : null}
              </>
            )}
          </div>
        </StaffTabHeader>
        {statementId ? (
          <a className={buttonClassName({ variant: 'outline' })} href={unmatchedCsvUrl(statementId)} download>
            {t.exportUnmatched}
          </a>
        ) : null}
      </div>
      {statementId ? (
        <StaffList
          texts={t}
          withHeading={false}
          counts={{ className: 'grid-cols-2 gap-3 sm:grid-cols-6 sm:gap-4', items: countItems(['total', 'applied', 'suggested', 'unmatched', 'ignored', 'debit'], t.counts, lines.data?.counts) }}
          toolbar={
            <div className="grid gap-4">
              <FormField label={t.statement} className="max-w-xl">
                {(control) => (
                  <NativeSelect
                    {...control}
                    value={statementId}
                    onChange={(event) => {
                      setChosen(event.target.value);
                      setPage(1);
                    }}
                  >
                    {statements.data?.items.map((item) => (
                      <option key={item.id} value={item.id}>
                        {t.statementOption(item.fileName, formatDateTime(item.uploadedAt))}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <FilterButtons
                label={t.filterLabel}
                options={BANK_LINE_FILTERS}
                optionLabel={(entry) => t.filters[entry]}
                value={filter}
                onChange={(next) => {
                  setFilter(next);
                  setPage(1);
                }}
              />
              <ReasonNote id={undoReasonId} shown={!canUndo}>
                {t.actions.undoDenied}
              </ReasonNote>
            </div>
          }
          query={lines}
          data={lines.data}
          columns={columns(buttons, canUndo, undoReasonId, busyId)}
          paging={{ page, pageSize: PAGE_SIZE, onPageChange: setPage }}
          csv={{ onExportChange, toCsv }}
        >
          <AcceptDialog
            line={accepting}
            busy={action.isPending}
            failure={failure}
            onClose={() => setAccepting(null)}
            onApply={(line) => run({ kind: 'apply', id: line.id }, t.actions.applied, () => setAccepting(null))}
            onKeepToReturn={(line) => run({ kind: 'apply', id: line.id, toReturn: true }, t.actions.keptToReturn, () => setAccepting(null))}
            onAssignOther={(line) => {
              setAccepting(null);
              open(setAssigning)(line);
            }}
          />
          <AssignDialog
            key={assigning ? `assign-${assigning.id}` : 'assign-none'}
            line={assigning}
            busy={action.isPending}
            failure={failure}
            onClose={() => setAssigning(null)}
            onConfirm={(line, target) => run({ kind: 'apply', id: line.id, target: { kind: target.kind, id: target.id } }, t.actions.applied, () => setAssigning(null))}
          />
          <ReasonDialog
            key={asking ? `${asking.mode}-${asking.line.id}` : 'reason-none'}
            line={asking?.line ?? null}
            mode={asking?.mode ?? 'ignore'}
            busy={action.isPending}
            failure={failure}
            onClose={() => setAsking(null)}
            onConfirm={(line, reason, rescindContract) =>
              run(
                asking?.mode === 'undo' ? { kind: 'undo', id: line.id, reason, ...(rescindContract ? { rescindContract: true } : {}) } : { kind: 'ignore', id: line.id, reason },
                asking?.mode === 'undo' ? t.actions.undone : t.actions.ignored,
                () => setAsking(null),
              )
            }
          />
        </StaffList>
      ) : null}
      <ToReturnPanel canSettle={canUndo} />
    </div>
  );
}
