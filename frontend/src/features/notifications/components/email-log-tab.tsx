import type { EmailLogItem, EmailStatusValue } from '@cdm/contracts';
import { useState } from 'react';
import type { CsvTable } from '@/lib/csv';
import { formatDateTime, mexicoCityIsoDateTime } from '@/lib/format';
import { Badge, type BadgeTone } from '@/ui/badge';
import { NativeSelect } from '@/ui/form-field';
import { notifyFailure, RowActionButton, RowConfirmDialog, StaffList, useListView } from '@/ui/staff-list';
import type { StaffListColumn, StaffTabProps } from '@/ui/staff-list';
import { FilterField } from '@/ui/staff-tab';
import { notify } from '@/ui/toaster';
import { useEmailLog, useResendEmail } from '../api/emails';
import { emailStatusLabels, emailTemplateLabels, emailLogTexts as t } from '../texts';

const PAGE_SIZE = 25;
const STATUSES: EmailStatusValue[] = ['sent', 'queued', 'failed'];
const statusTones: Record<EmailStatusValue, BadgeTone> = { sent: 'success', queued: 'warning', failed: 'danger' };

const templateLabel = (template: string) => emailTemplateLabels[template] ?? template;

function isStatus(value: string): value is EmailStatusValue {
  return (STATUSES as string[]).includes(value);
}

function toCsv(items: EmailLogItem[]): CsvTable {
  const c = t.columns;
  return {
    name: t.csvName,
    columns: [c.createdAt, c.recipient, c.subject, c.template, c.status, c.attempts, c.lastError, t.csvSentAt],
    rows: items.map((item) => [
      mexicoCityIsoDateTime(item.createdAt),
      item.recipient,
      item.subject,
      templateLabel(item.template),
      emailStatusLabels[item.status] ?? item.status,
      item.attempts,
      item.lastError,
      mexicoCityIsoDateTime(item.sentAt),
    ]),
  };
}

const columns = (onResend: (item: EmailLogItem) => void): StaffListColumn<EmailLogItem>[] => [
  { key: 'createdAt', header: t.columns.createdAt, className: 'whitespace-nowrap', cell: (item) => formatDateTime(item.createdAt) },
  { key: 'recipient', header: t.columns.recipient, className: 'whitespace-nowrap', cell: (item) => item.recipient },
  { key: 'subject', header: t.columns.subject, className: 'min-w-56', cell: (item) => item.subject },
  { key: 'template', header: t.columns.template, className: 'min-w-40 text-zinc-200', cell: (item) => templateLabel(item.template) },
  {
    key: 'status',
    header: t.columns.status,
    cell: (item) => <Badge tone={statusTones[item.status] ?? 'neutral'}>{emailStatusLabels[item.status] ?? item.status}</Badge>,
  },
  { key: 'attempts', header: t.columns.attempts, headerClassName: 'text-right', className: 'text-right tabular-nums', cell: (item) => item.attempts },
  { key: 'lastError', header: t.columns.lastError, className: 'max-w-64 min-w-40 text-xs break-words text-zinc-300', cell: (item) => item.lastError ?? '—' },
  {
    key: 'actions',
    header: t.columns.actions,
    hiddenHeader: true,
    className: 'text-right',
    cell: (item) =>
      item.resendable ? (
        <RowActionButton variant="outline" className="" label={t.resend} subject={`${item.subject} · ${item.recipient}`} onClick={() => onResend(item)} />
      ) : (
        <span className="sr-only">{t.notResendable}</span>
      ),
  },
];

export type EmailLogTabProps = StaffTabProps;

/** The "Correos" tab of /admin: the email log, with Reenviar for emails that may go again. */
export function EmailLogTab({ onExportChange }: EmailLogTabProps) {
  const listView = useListView<EmailStatusValue | ''>('', PAGE_SIZE);
  const emails = useEmailLog({ status: listView.filter, page: listView.page, pageSize: PAGE_SIZE });
  const resend = useResendEmail();
  const [toResend, setToResend] = useState<EmailLogItem | null>(null);

  const confirmResend = (item: EmailLogItem) => {
    resend.mutate(item.id, {
      onSuccess: ({ message }) => notify.success(message || t.resendSuccess),
      onError: notifyFailure(t.resendError),
      onSettled: () => setToResend(null),
    });
  };

  return (
    <StaffList
      texts={t}
      toolbar={
        <FilterField label={t.statusFilter} className="max-w-xs">
          {(statusId) => (
            <NativeSelect id={statusId} value={listView.filter} onChange={(event) => listView.setFilter(isStatus(event.target.value) ? event.target.value : '')}>
              <option value="">{t.allStatuses}</option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {emailStatusLabels[status]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FilterField>
      }
      query={emails}
      data={emails.data}
      columns={columns(setToResend)}
      empty={listView.filter ? t.emptyFiltered : t.empty}
      paging={listView.paging}
      csv={{ onExportChange, toCsv }}
    >
      <RowConfirmDialog
        row={toResend}
        onClose={() => setToResend(null)}
        title={t.resendTitle}
        description={(item) => t.resendDescription(item.subject, item.recipient)}
        confirmLabel={t.resendConfirm}
        busy={resend.isPending}
        onConfirm={confirmResend}
      />
    </StaffList>
  );
}
