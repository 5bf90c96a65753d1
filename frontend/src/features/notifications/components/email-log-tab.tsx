import type { EmailLogItem, EmailStatusValue } from '@cdm/contracts';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { asApiError } from '@/lib/api-client';
import type { CsvTable } from '@/lib/csv';
import { formatDateTime, mexicoCityIsoDateTime } from '@/lib/format';
import { Badge, type BadgeTone } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { NativeSelect } from '@/ui/form-field';
import { Pagination } from '@/ui/pagination';
import { FilterField, StaffTabHeader } from '@/ui/staff-tab';
import { EmptyState, ErrorState } from '@/ui/states';
import { SkeletonRows, Table, TableRegion, Td, Th } from '@/ui/table';
import { notify } from '@/ui/toaster';
import { useEmailLog, useResendEmail } from '../api/emails';
import { emailStatusLabels, emailTemplateLabels, emailLogTexts as t } from '../texts';

const PAGE_SIZE = 25;
const COLUMN_COUNT = 8;
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

export type EmailLogTabProps = { onExportChange?: (table: CsvTable | null) => void };

/** The "Correos" tab of /admin: the email log, with Reenviar for emails that may go again. */
export function EmailLogTab({ onExportChange }: EmailLogTabProps) {
  const [filters, setFilters] = useState<{ status: EmailStatusValue | ''; page: number }>({ status: '', page: 1 });
  const emails = useEmailLog({ ...filters, pageSize: PAGE_SIZE });
  const resend = useResendEmail();
  const [toResend, setToResend] = useState<EmailLogItem | null>(null);
  const list = emails.data;
  const pageCount = list ? Math.max(1, Math.ceil(list.total / (list.pageSize || PAGE_SIZE))) : 1;

  useEffect(() => {
    onExportChange?.(list ? toCsv(list.items) : null);
  }, [list, onExportChange]);
  useEffect(() => () => onExportChange?.(null), [onExportChange]);

  const confirmResend = () => {
    if (!toResend) return;
    resend.mutate(toResend.id, {
      onSuccess: ({ message }) => {
        notify.success(message || t.resendSuccess);
        setToResend(null);
      },
      onError: (error) => {
        notify.error(t.resendError, asApiError(error).message);
        setToResend(null);
      },
    });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <StaffTabHeader title={t.heading} description={t.description} />

      <FilterField label={t.statusFilter} className="max-w-xs">
        {(statusId) => (
          <NativeSelect
            id={statusId}
            value={filters.status}
            onChange={(event) => setFilters({ status: isStatus(event.target.value) ? event.target.value : '', page: 1 })}
          >
            <option value="">{t.allStatuses}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {emailStatusLabels[status]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FilterField>

      <TableRegion label={t.tableLabel} aria-busy={emails.isFetching}>
        <Table className={clsx(emails.isPlaceholderData && 'opacity-70')}>
          <thead>
            <tr>
              <Th>{t.columns.createdAt}</Th>
              <Th>{t.columns.recipient}</Th>
              <Th>{t.columns.subject}</Th>
              <Th>{t.columns.template}</Th>
              <Th>{t.columns.status}</Th>
              <Th className="text-right">{t.columns.attempts}</Th>
              <Th>{t.columns.lastError}</Th>
              <Th>
                <span className="sr-only">{t.columns.actions}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {emails.isPending ? <SkeletonRows columns={COLUMN_COUNT} /> : null}
            {list?.items.map((item) => (
              <tr key={item.id}>
                <Td className="whitespace-nowrap">{formatDateTime(item.createdAt)}</Td>
                <Td className="whitespace-nowrap">{item.recipient}</Td>
                <Td className="min-w-56">{item.subject}</Td>
                <Td className="min-w-40 text-zinc-200">{templateLabel(item.template)}</Td>
                <Td>
                  <Badge tone={statusTones[item.status] ?? 'neutral'}>{emailStatusLabels[item.status] ?? item.status}</Badge>
                </Td>
                <Td className="text-right tabular-nums">{item.attempts}</Td>
                <Td className="max-w-64 min-w-40 text-xs break-words text-zinc-300">{item.lastError ?? '—'}</Td>
                <Td className="text-right">
                  {item.resendable ? (
                    <Button variant="outline" onClick={() => setToResend(item)}>
                      {t.resend}
                      <span className="sr-only">
                        {' '}
                        {item.subject} · {item.recipient}
                      </span>
                    </Button>
                  ) : (
                    <span className="sr-only">{t.notResendable}</span>
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
        {emails.isError ? <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void emails.refetch()} /> : null}
        {list && list.items.length === 0 ? <EmptyState title={filters.status ? t.emptyFiltered : t.empty} /> : null}
      </TableRegion>

      {list && list.total > 0 ? (
        <Pagination page={filters.page} pageCount={pageCount} onPageChange={(page) => setFilters({ ...filters, page })} disabled={emails.isFetching} />
      ) : null}

      <ConfirmDialog
        open={toResend !== null}
        onOpenChange={(open) => (open ? undefined : setToResend(null))}
        title={t.resendTitle}
        description={toResend ? t.resendDescription(toResend.subject, toResend.recipient) : undefined}
        confirmLabel={t.resendConfirm}
        busy={resend.isPending}
        onConfirm={confirmResend}
      />
    </div>
  );
}
