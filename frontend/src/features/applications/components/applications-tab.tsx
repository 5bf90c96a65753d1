import {
  APPLICATION_INVESTMENT_RANGES,
  APPLICATION_PRODUCTS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationAdminItem,
  type ApplicationStatus,
} from '@cdm/contracts';
import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { mexicoCityIsoDateTime, pesosForCsv } from '@/lib/format';
import { Badge, type BadgeTone } from '@/ui/badge';
import { Button } from '@/ui/button';
import { NativeSelect } from '@/ui/form-field';
import {
  actionsColumn,
  contactCsvColumns,
  countItems,
  csvOf,
  nameColumn,
  notifyFailure,
  optionLabel,
  refundTones,
  RowConfirmDialog,
  shortIdColumn,
  StaffList,
  textColumn,
  useListView,
  useRowRefund,
  valueColumn,
} from '@/ui/staff-list';
import type { RefundingTabProps, StaffListColumn } from '@/ui/staff-list';
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

type RefundStatus = NonNullable<ApplicationAdminItem['refundStatus']>;

const rangeLabel = (value: string) => optionLabel(APPLICATION_INVESTMENT_RANGES, value);
const productLabels = (values: string[]) => values.map((value) => optionLabel(APPLICATION_PRODUCTS, value));
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

/** investor-portal.md §4 "Application status (admin)": what the credentials column says for each state. */
export function credentialsState(item: ApplicationAdminItem): 'generated' | 'generating' | 'waitingAuthorization' | 'pendingPayment' | null {
  if (item.status === 'authorized') return item.credentials ? 'generated' : 'generating';
  if (item.status === 'rejected') return null;
  // A valid referral code waives the deposit: nothing to pay, only the review is missing.
  return item.depositPaid || item.depositCentavos === 0 ? 'waitingAuthorization' : 'pendingPayment';
}

const toCsv = csvOf<ApplicationAdminItem>(t.csvName, [
  ...contactCsvColumns(t.columns),
  [t.columns.investmentRange, (item) => rangeLabel(item.investmentRange)],
  [t.csvColumns.products, (item) => productLabels(item.productsOfInterest).join(', ')],
  [t.csvColumns.referralCode, (item) => item.referralCode ?? ''],
  [t.columns.status, (item) => statusLabel(item.status)],
  [t.columns.deposit, (item) => depositCell(item).label],
  [t.csvColumns.depositAmount, (item) => pesosForCsv(item.depositCentavos)],
  [t.csvColumns.createdAt, (item) => mexicoCityIsoDateTime(item.createdAt)],
  [t.csvColumns.depositPaidAt, (item) => mexicoCityIsoDateTime(item.depositPaidAt)],
  [t.csvColumns.username, (item) => item.credentials?.username ?? ''],
  [t.csvColumns.refund, (item) => refundLabel(item.refundStatus)],
  [t.csvColumns.overdueReview, (item) => (item.overdueReview ? t.yes : t.no)],
]);

type PendingChange = { item: ApplicationAdminItem; status: 'authorized' | 'rejected' };

type RowHandlers = {
  /** The value a select shows while its change is being saved. */
  saving: { id: string; status: ApplicationStatus } | null;
  onStatusChange: (item: ApplicationAdminItem, status: ApplicationStatus) => void;
  resending: string | undefined;
  onResend: (item: ApplicationAdminItem) => void;
  refundButton: (item: ApplicationAdminItem) => ReactNode;
};

function CredentialsCell({ item, resending, onResend }: { item: ApplicationAdminItem; resending: boolean; onResend: () => void }) {
  const credentials = credentialsState(item);
  if (credentials === 'generated') {
    return (
      <span className="grid justify-items-start gap-1">
        <Badge tone="success">{t.credentials.generated}</Badge>
        <span className="text-xs break-all text-zinc-200">{item.credentials?.username}</span>
        <Button variant="outline" className="min-h-8 px-3 py-1 text-xs" onClick={onResend} disabled={resending} aria-label={t.credentials.resendLabel(item.name)}>
          {t.credentials.resend}
        </Button>
      </span>
    );
  }
  if (credentials) return <span className={clsx('text-sm', credentials === 'pendingPayment' ? 'text-zinc-300' : 'text-zinc-100')}>{t.credentials[credentials]}</span>;
  return <span className="text-zinc-400">—</span>;
}

const columns = (on: RowHandlers): StaffListColumn<ApplicationAdminItem>[] => [
  { ...shortIdColumn<ApplicationAdminItem>(t.columns.id), className: (item) => item.overdueReview && 'border-l-4 border-l-amber-400' },
  nameColumn(t.columns.name, (item) =>
    item.overdueReview ? (
      <span className="mt-1 block">
        <Badge tone="warning">{t.overdueReview}</Badge>
      </span>
    ) : null,
  ),
  textColumn('email', t.columns.email),
  textColumn('phone', t.columns.phone),
  valueColumn('investmentRange', t.columns.investmentRange, 'whitespace-nowrap', (item) => rangeLabel(item.investmentRange)),
  {
    key: 'deposit',
    header: t.columns.deposit,
    cell: (item) => (
      <span className="grid justify-items-start gap-1">
        <Badge tone={depositCell(item).tone}>{depositCell(item).label}</Badge>
        {item.refundStatus ? <Badge tone={refundTones[item.refundStatus]}>{refundLabel(item.refundStatus)}</Badge> : null}
      </span>
    ),
  },
  {
    key: 'status',
    header: t.columns.status,
    cell: (item) => (
      <NativeSelect
        aria-label={t.statusLabel(item.name)}
        value={on.saving?.id === item.id ? on.saving.status : item.status}
        disabled={on.saving?.id === item.id}
        onChange={(event) => on.onStatusChange(item, event.target.value as ApplicationStatus)}
        className="w-44 py-1.5 text-sm"
      >
        {APPLICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </NativeSelect>
    ),
  },
  {
    key: 'credentials',
    header: t.columns.credentials,
    className: 'min-w-44',
    cell: (item) => <CredentialsCell item={item} resending={on.resending === item.id} onResend={() => on.onResend(item)} />,
  },
  actionsColumn(t.columns.actions, (item) => (canBeRefunded(item) ? on.refundButton(item) : null)),
];

export type ApplicationsTabProps = RefundingTabProps;

/** The "Aplicaciones de Inversionistas" tab of /admin: counts, search, status review, credentials, refunds. */
export function ApplicationsTab({ canRefund, onExportChange }: ApplicationsTabProps) {
  const listView = useListView(null, PAGE_SIZE);
  const applications = useApplications(listView.params);
  const updateStatus = useUpdateApplicationStatus();
  const resend = useResendApplicationCredentials();
  const refund = useRowRefund(useRefundApplicationDeposit(), t.refund, { allowed: canRefund, amountOf: (item) => item.depositCentavos });
  // The value a select shows while its change is being saved; it goes back to the saved status otherwise.
  const [saving, setSaving] = useState<{ id: string; status: ApplicationStatus } | null>(null);
  const [toConfirm, setToConfirm] = useState<PendingChange | null>(null);
  const [generated, setGenerated] = useState<GeneratedCredentials | null>(null);
  const list = applications.data;

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
        onError: notifyFailure(t.updateError),
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

  const onResend = (item: ApplicationAdminItem) => {
    if (resend.isPending) return;
    resend.mutate(item.id, {
      onSuccess: (answer) => notify.success(answer.message || t.credentials.resent, t.credentials.resentDescription(answer.credentials?.sentTo ?? item.email)),
      onError: notifyFailure(t.credentials.resendError),
    });
  };

  const resending = resend.isPending ? resend.variables : undefined;

  return (
    <StaffList
      texts={t}
      counts={{ className: 'grid-cols-3 gap-3 sm:gap-4', items: countItems(['total', 'depositsPaid', 'pendingPayment'], t.counts, list?.counts) }}
      view={listView}
      toolbar={refund.note}
      query={applications}
      data={list}
      columns={columns({ saving, onStatusChange, resending, onResend, refundButton: refund.button })}
      rowClassName={(item) => item.overdueReview && 'bg-amber-500/10'}
      csv={{ onExportChange, toCsv }}
    >
      <RowConfirmDialog
        row={toConfirm}
        onClose={() => setToConfirm(null)}
        title={({ item, status }) => (status === 'authorized' ? t.confirm.authorizedTitle(item.name) : t.confirm.rejectedTitle(item.name))}
        description={({ status }) => (status === 'authorized' ? t.confirm.authorizedDescription : t.confirm.rejectedDescription)}
        confirmLabel={toConfirm?.status === 'rejected' ? t.confirm.rejectedConfirm : t.confirm.authorizedConfirm}
        busy={updateStatus.isPending}
        onConfirm={({ item, status }) => saveStatus(item, status)}
      />

      {refund.dialog}

      <CredentialsDialog credentials={generated} onClose={() => setGenerated(null)} />
    </StaffList>
  );
}
