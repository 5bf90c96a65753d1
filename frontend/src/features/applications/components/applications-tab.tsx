import {
  APPLICATION_INVESTMENT_RANGES,
  APPLICATION_PRODUCTS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationAdminItem,
  type ApplicationStatus,
} from '@cdm/contracts';
import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import { asApiError } from '@/lib/api-client';
import type { CsvTable } from '@/lib/csv';
import { formatNumber, formatPesos, mexicoCityIsoDateTime, pesosForCsv } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Badge, type BadgeTone } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ExplainedDisabledButton } from '@/ui/explained-disabled-button';
import { NativeSelect } from '@/ui/form-field';
import { Pagination } from '@/ui/pagination';
import { CountsStrip, SearchField, StaffTabHeader } from '@/ui/staff-tab';
import { EmptyState, ErrorState } from '@/ui/states';
import { SkeletonRows, Table, TableRegion, Td, Th } from '@/ui/table';
import { notify } from '@/ui/toaster';
import {
  useApplications,
  useRefundApplicationDeposit,
  useResendApplicationCredentials,
  useUpdateApplicationStatus,
} from '../api/admin-applications';
import { applicationsAdminTexts as t } from '../texts';
import { CredentialsDialog, type GeneratedCredentials } from './credentials-dialog';

const PAGE_SIZE = 25;
const COLUMN_COUNT = 9;

type RefundStatus = NonNullable<ApplicationAdminItem['refundStatus']>;

const REFUND_TONES: Record<RefundStatus, BadgeTone> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
};

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const rangeLabel = (value: string) => labelOf(APPLICATION_INVESTMENT_RANGES, value);
const productLabels = (values: string[]) => values.map((value) => labelOf(APPLICATION_PRODUCTS, value));
const statusLabel = (status: ApplicationStatus) => APPLICATION_STATUS_LABELS[status] ?? status;
const refundLabel = (status: RefundStatus | null) => (status ? (t.refundStatus[status] ?? status) : '');

/** Authorising opens an account and emails it; rejecting closes the review: both are asked first. */
const needsConfirmation = (status: ApplicationStatus): status is 'authorized' | 'rejected' => status === 'authorized' || status === 'rejected';

/** The paid deposit of a rejected application; tried again when the provider refused the refund. */
const canBeRefunded = (item: ApplicationAdminItem) =>
  item.status === 'rejected' && item.depositPaid && (item.refundStatus === null || item.refundStatus === 'failed');

function depositCell(item: ApplicationAdminItem): { label: string; tone: BadgeTone } {
  if (item.depositPaid) return { label: t.deposit.paid, tone: 'success' };
  if (item.depositCentavos === 0) return { label: t.deposit.waived, tone: 'neutral' };
  return { label: t.deposit.pending, tone: 'warning' };
}

/** Spec §4 "Application status (admin)": what the credentials column says for each state. */
export function credentialsState(item: ApplicationAdminItem): 'generated' | 'generating' | 'waitingAuthorization' | 'pendingPayment' | null {
  if (item.status === 'authorized') return item.credentials ? 'generated' : 'generating';
  if (item.status === 'rejected') return null;
  // A valid referral code waives the deposit: nothing to pay, only the review is missing.
  return item.depositPaid || item.depositCentavos === 0 ? 'waitingAuthorization' : 'pendingPayment';
}

function toCsv(items: ApplicationAdminItem[]): CsvTable {
  const c = t.columns;
  const x = t.csvColumns;
  return {
    name: t.csvName,
    columns: [
      c.id,
      c.name,
      c.email,
      c.phone,
      c.investmentRange,
      x.products,
      x.referralCode,
      c.status,
      c.deposit,
      x.depositAmount,
      x.createdAt,
      x.depositPaidAt,
      x.username,
      x.refund,
      x.overdueReview,
    ],
    rows: items.map((item) => [
      item.id,
      item.name,
      item.email,
      item.phone,
      rangeLabel(item.investmentRange),
      productLabels(item.productsOfInterest).join(', '),
      item.referralCode ?? '',
      statusLabel(item.status),
      depositCell(item).label,
      pesosForCsv(item.depositCentavos),
      mexicoCityIsoDateTime(item.createdAt),
      mexicoCityIsoDateTime(item.depositPaidAt),
      item.credentials?.username ?? '',
      refundLabel(item.refundStatus),
      item.overdueReview ? t.yes : t.no,
    ]),
  };
}

type PendingChange = { item: ApplicationAdminItem; status: 'authorized' | 'rejected' };

export type ApplicationsTabProps = {
  /** Only role 'admin' refunds; an advisor sees the action disabled with the reason. */
  canRefund: boolean;
  onExportChange?: (table: CsvTable | null) => void;
};

/** The "Aplicaciones de Inversionistas" tab of /admin: counts, search, status review, credentials, refunds. */
export function ApplicationsTab({ canRefund, onExportChange }: ApplicationsTabProps) {
  const adminOnlyId = useId();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  // The page belongs to one search: a new search starts again at page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === debouncedSearch ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search: debouncedSearch, page: next });
  const applications = useApplications({ page, pageSize: PAGE_SIZE, search: debouncedSearch });
  const updateStatus = useUpdateApplicationStatus();
  const resend = useResendApplicationCredentials();
  const refund = useRefundApplicationDeposit();
  // The value a select shows while its change is being saved; it goes back to the saved status otherwise.
  const [saving, setSaving] = useState<{ id: string; status: ApplicationStatus } | null>(null);
  const [toConfirm, setToConfirm] = useState<PendingChange | null>(null);
  const [toRefund, setToRefund] = useState<ApplicationAdminItem | null>(null);
  const [generated, setGenerated] = useState<GeneratedCredentials | null>(null);
  const list = applications.data;

  useEffect(() => {
    onExportChange?.(list ? toCsv(list.items) : null);
  }, [list, onExportChange]);
  useEffect(() => () => onExportChange?.(null), [onExportChange]);

  const pageCount = list ? Math.max(1, Math.ceil(list.total / (list.pageSize || PAGE_SIZE))) : 1;
  const count = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));

  const saveStatus = (item: ApplicationAdminItem, status: ApplicationStatus) => {
    setSaving({ id: item.id, status });
    updateStatus.mutate(
      { applicationId: item.id, status },
      {
        onSuccess: (answer) => {
          notify.success(answer.message || t.updated);
          if (answer.credentials) setGenerated({ name: answer.application.name, ...answer.credentials });
        },
        // 409 invalid_transition carries the reason in Spanish; the select shows the saved status again.
        onError: (error) => notify.error(t.updateError, asApiError(error).message),
        onSettled: () => {
          setSaving(null);
          setToConfirm(null);
        },
      },
    );
  };

  const onStatusChange = (item: ApplicationAdminItem, status: ApplicationStatus) => {
    if (status === item.status || updateStatus.isPending) return;
    if (needsConfirmation(status)) setToConfirm({ item, status });
    else saveStatus(item, status);
  };

  const resendCredentials = (item: ApplicationAdminItem) => {
    if (resend.isPending) return;
    resend.mutate(item.id, {
      onSuccess: (answer) => notify.success(answer.message || t.credentials.resent, t.credentials.resentDescription(answer.credentials?.sentTo ?? item.email)),
      onError: (error) => notify.error(t.credentials.resendError, asApiError(error).message),
    });
  };

  const confirmRefund = () => {
    if (!toRefund || refund.isPending) return;
    refund.mutate(toRefund.id, {
      onSuccess: (saved) => {
        if (saved.refundStatus === 'pending') notify.success(t.refund.pendingToast, t.refund.pendingDescription);
        else notify.success(t.refund.successToast, saved.name);
        setToRefund(null);
      },
      onError: (error) => notify.error(t.refund.error, asApiError(error).message),
    });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <StaffTabHeader title={t.heading} description={t.description} />

      <CountsStrip
        label={t.countsLabel}
        loading={applications.isPending}
        className="grid-cols-3 gap-3 sm:gap-4"
        items={[
          { label: t.counts.total, value: count(list?.counts.total) },
          { label: t.counts.depositsPaid, value: count(list?.counts.depositsPaid) },
          { label: t.counts.pendingPayment, value: count(list?.counts.pendingPayment) },
        ]}
      />

      <SearchField label={t.search} value={search} onValueChange={setSearch} placeholder={t.searchPlaceholder} />

      {canRefund ? null : (
        <p id={adminOnlyId} className="sr-only">
          {t.refund.adminOnly}
        </p>
      )}

      <TableRegion label={t.tableLabel} aria-busy={applications.isFetching}>
        <Table className={clsx(applications.isPlaceholderData && 'opacity-70')}>
          <thead>
            <tr>
              <Th>{t.columns.id}</Th>
              <Th>{t.columns.name}</Th>
              <Th>{t.columns.email}</Th>
              <Th>{t.columns.phone}</Th>
              <Th>{t.columns.investmentRange}</Th>
              <Th>{t.columns.deposit}</Th>
              <Th>{t.columns.status}</Th>
              <Th>{t.columns.credentials}</Th>
              <Th>
                <span className="sr-only">{t.columns.actions}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {applications.isPending ? <SkeletonRows columns={COLUMN_COUNT} /> : null}
            {list?.items.map((item) => {
              const deposit = depositCell(item);
              const credentials = credentialsState(item);
              const shownStatus = saving?.id === item.id ? saving.status : item.status;
              return (
                <tr key={item.id} className={clsx(item.overdueReview && 'bg-amber-500/10')}>
                  <Td className={clsx(item.overdueReview && 'border-l-4 border-l-amber-400')}>
                    <code title={item.id} className="text-xs text-zinc-300">
                      {item.id.slice(0, 8)}
                    </code>
                  </Td>
                  <Td className="min-w-40 font-semibold">
                    {item.name}
                    {item.overdueReview ? (
                      <span className="mt-1 block">
                        <Badge tone="warning">{t.overdueReview}</Badge>
                      </span>
                    ) : null}
                  </Td>
                  <Td className="whitespace-nowrap">{item.email}</Td>
                  <Td className="whitespace-nowrap">{item.phone}</Td>
                  <Td className="whitespace-nowrap">{rangeLabel(item.investmentRange)}</Td>
                  <Td>
                    <span className="grid justify-items-start gap-1">
                      <Badge tone={deposit.tone}>{deposit.label}</Badge>
                      {item.refundStatus ? <Badge tone={REFUND_TONES[item.refundStatus] ?? 'neutral'}>{refundLabel(item.refundStatus)}</Badge> : null}
                    </span>
                  </Td>
                  <Td>
                    <NativeSelect
                      aria-label={t.statusLabel(item.name)}
                      value={shownStatus}
                      disabled={saving?.id === item.id}
                      onChange={(event) => onStatusChange(item, event.target.value as ApplicationStatus)}
                      className="w-44 py-1.5 text-sm"
                    >
                      {APPLICATION_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {statusLabel(status)}
                        </option>
                      ))}
                    </NativeSelect>
                  </Td>
                  <Td className="min-w-44">
                    {credentials === 'generated' ? (
                      <span className="grid justify-items-start gap-1">
                        <Badge tone="success">{t.credentials.generated}</Badge>
                        <span className="text-xs break-all text-zinc-200">{item.credentials?.username}</span>
                        <Button
                          variant="outline"
                          className="min-h-8 px-3 py-1 text-xs"
                          onClick={() => resendCredentials(item)}
                          disabled={resend.isPending && resend.variables === item.id}
                          aria-label={t.credentials.resendLabel(item.name)}
                        >
                          {t.credentials.resend}
                        </Button>
                      </span>
                    ) : credentials ? (
                      <span className={clsx('text-sm', credentials === 'pendingPayment' ? 'text-zinc-300' : 'text-zinc-100')}>{t.credentials[credentials]}</span>
                    ) : (
                      <span className="text-zinc-400">—</span>
                    )}
                  </Td>
                  <Td>
                    {canBeRefunded(item) ? (
                      canRefund ? (
                        <Button variant="outline" onClick={() => setToRefund(item)} className="whitespace-nowrap">
                          {item.refundStatus === 'failed' ? t.refund.retry : t.refund.action}
                          <span className="sr-only"> {item.name}</span>
                        </Button>
                      ) : (
                        <ExplainedDisabledButton reason={t.refund.adminOnly} reasonId={adminOnlyId} className="whitespace-nowrap">
                          {t.refund.action}
                          <span className="sr-only"> {item.name}</span>
                        </ExplainedDisabledButton>
                      )
                    ) : null}
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
        {applications.isError ? <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void applications.refetch()} /> : null}
        {list && list.items.length === 0 ? <EmptyState title={debouncedSearch ? t.noResults(debouncedSearch) : t.empty} /> : null}
      </TableRegion>

      {list && list.total > 0 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} disabled={applications.isFetching} /> : null}

      <ConfirmDialog
        open={toConfirm !== null}
        onOpenChange={(open) => (open ? undefined : setToConfirm(null))}
        title={toConfirm ? (toConfirm.status === 'authorized' ? t.confirm.authorizedTitle(toConfirm.item.name) : t.confirm.rejectedTitle(toConfirm.item.name)) : ''}
        description={toConfirm ? (toConfirm.status === 'authorized' ? t.confirm.authorizedDescription : t.confirm.rejectedDescription) : undefined}
        confirmLabel={toConfirm?.status === 'rejected' ? t.confirm.rejectedConfirm : t.confirm.authorizedConfirm}
        busy={updateStatus.isPending}
        onConfirm={() => toConfirm && !updateStatus.isPending && saveStatus(toConfirm.item, toConfirm.status)}
      />

      <ConfirmDialog
        open={toRefund !== null}
        onOpenChange={(open) => (open ? undefined : setToRefund(null))}
        title={toRefund ? t.refund.title(toRefund.name) : ''}
        description={toRefund ? t.refund.description(formatPesos(toRefund.depositCentavos)) : undefined}
        confirmLabel={t.refund.confirm}
        busy={refund.isPending}
        onConfirm={confirmRefund}
      />

      <CredentialsDialog credentials={generated} onClose={() => setGenerated(null)} />
    </div>
  );
}
