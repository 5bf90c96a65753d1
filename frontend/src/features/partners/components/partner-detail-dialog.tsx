import type { PartnerDetail, PartnerItem } from '@cdm/contracts';
import { useId, useState, type ReactNode } from 'react';
import { asApiError } from '@/lib/api-client';
import { bankAccountRows, useBankTransferDetails } from '@/lib/bank-transfer';
import { formatDate, formatDateTime, formatNumber, formatPesos } from '@/lib/format';
import { useTargetMoney } from '@/lib/money';
import { Badge } from '@/ui/badge';
import { Button, buttonClassName } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '@/ui/dialog';
import { Checkbox } from '@/ui/form-field';
import { MoneyEntries } from '@/ui/money/money-entries';
import { Spinner } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { Table, TableRegion, Td, Th } from '@/ui/table';
import { notify } from '@/ui/toaster';
import { partnerPaymentProofUrl, partnerStatementUrl, usePartnerDetail, useSendPartnerStatement, useUpdatePartnerDownPayment } from '../api/admin-partners';
import { isOverdue, paymentMethodLabel, productLabel } from '../partner-labels';
import { partnersAdminTexts, partnerDetailTexts as t } from '../texts';
import { PartnerStatusBadge } from './partner-status-badge';
import { PaymentSchedule } from './payment-schedule';
import { RecordPaymentForm } from './record-payment-form';

function InfoSection({ title, children, after }: { title: string; children: ReactNode; after?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-graphite-700 bg-graphite-800/40 p-4">
      <h3 id={headingId} className="mb-3 font-display text-base font-bold text-white uppercase">
        {title}
      </h3>
      <dl className="grid gap-2 text-sm">{children}</dl>
      {after}
    </section>
  );
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
      <dt className="text-zinc-300">{label}</dt>
      <dd className="text-right font-semibold break-all text-white tabular-nums">{children === '' || children === null ? '—' : children}</dd>
    </div>
  );
}

/** The partner's stable reference beside the account they pay into, as their statement and reminders give it. */
function TransferSection({ reference }: { reference: string }) {
  const { bank } = useBankTransferDetails();
  return (
    <InfoSection title={t.transfer.heading}>
      <Info label={t.transfer.reference}>{reference}</Info>
      {bank ? bankAccountRows(bank).map(([label, value]) => <Info key={label} label={label}>{value}</Info>) : null}
    </InfoSection>
  );
}

export type PartnerDetailDialogProps = {
  /** The row that was clicked: shown at once, replaced by the full detail when it arrives. */
  partner: PartnerItem | null;
  onClose: () => void;
  onSendReminder: (partner: Pick<PartnerItem, 'id' | 'email'>) => void;
  sendingReminder: boolean;
};

/** investor-portal.md §2.6 partner detail dialog: personal and purchase info, down payment, payments, schedule, statement and reminders. */
export function PartnerDetailDialog({ partner, onClose, onSendReminder, sendingReminder }: PartnerDetailDialogProps) {
  return (
    <Dialog open={partner !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {partner ? (
        <DialogContent title={t.title(partner.name)} description={t.description(partner.unitCode)} size="xl" closeLabel={t.close}>
          <PartnerDetailBody partner={partner} onSendReminder={onSendReminder} sendingReminder={sendingReminder} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function PartnerDetailBody({ partner, onSendReminder, sendingReminder }: Omit<PartnerDetailDialogProps, 'onClose' | 'partner'> & { partner: PartnerItem }) {
  const detail = usePartnerDetail(partner.id);
  const updateDownPayment = useUpdatePartnerDownPayment();
  const sendStatement = useSendPartnerStatement();
  const [confirmPaid, setConfirmPaid] = useState<boolean | null>(null);
  const receivedHeadingId = useId();
  const statementHeadingId = useId();
  const moneyHeadingId = useId();
  const money = useTargetMoney('partner', partner.id);
  const shown: PartnerItem | PartnerDetail = detail.data ?? partner;
  const full = detail.data;
  const overdue = isOverdue(shown);

  const saveDownPayment = () => {
    if (confirmPaid === null || updateDownPayment.isPending) return;
    const downPaymentPaid = confirmPaid;
    updateDownPayment.mutate(
      { partnerId: shown.id, downPaymentPaid },
      {
        onSuccess: () => notify.success(t.downPayment.saved, downPaymentPaid ? t.downPayment.savedPaid : t.downPayment.savedPending),
        onError: (error) => notify.error(t.downPayment.error, asApiError(error).message),
        onSettled: () => setConfirmPaid(null),
      },
    );
  };

  const onSendStatement = () => {
    if (sendStatement.isPending) return;
    sendStatement.mutate(shown.id, {
      onSuccess: () => notify.success(t.statement.sent, t.statement.sentTo(shown.email)),
      onError: (error) => notify.error(t.statement.error, asApiError(error).message),
    });
  };

  return (
    <>
      <DialogBody className="grid gap-5" aria-busy={detail.isFetching}>
        <div className="grid gap-4 md:grid-cols-2">
          <InfoSection title={t.personal.heading}>
            <Info label={t.personal.name}>{shown.name}</Info>
            <Info label={t.personal.email}>{shown.email}</Info>
            <Info label={t.personal.phone}>{shown.phone}</Info>
          </InfoSection>

          <InfoSection title={t.purchase.heading}>
            <Info label={t.purchase.product}>{productLabel(shown.productPurchased)}</Info>
            <Info label={t.purchase.unit}>{shown.unitCode}</Info>
            <Info label={t.purchase.paymentMethod}>{paymentMethodLabel(shown.paymentMethod)}</Info>
            <Info label={t.purchase.total}>{formatPesos(shown.totalAmountCentavos)}</Info>
          </InfoSection>

          <InfoSection
            title={t.downPayment.heading}
            after={
              <Checkbox
                className="mt-3"
                label={updateDownPayment.isPending ? t.downPayment.saving : t.downPayment.checkbox}
                checked={shown.downPaymentPaid}
                disabled={updateDownPayment.isPending}
                aria-busy={updateDownPayment.isPending}
                onChange={(event) => setConfirmPaid(event.target.checked)}
              />
            }
          >
            <Info label={t.downPayment.amount}>{formatPesos(shown.downPaymentCentavos)}</Info>
            <Info label={t.downPayment.scheduledDate}>{formatDate(shown.downPaymentScheduledDate)}</Info>
            <Info label={t.downPayment.status}>
              <Badge tone={shown.downPaymentPaid ? 'success' : 'warning'}>{shown.downPaymentPaid ? t.schedule.paid : t.schedule.pending}</Badge>
            </Info>
            <Info label={t.downPayment.paidOn}>{formatDate(shown.downPaymentDate)}</Info>
          </InfoSection>

          <InfoSection title={t.payments.heading}>
            <Info label={t.payments.monthly}>{formatPesos(shown.monthlyPaymentCentavos)}</Info>
            <Info label={t.payments.paymentDay}>{t.payments.paymentDayValue(shown.paymentDay)}</Info>
            <Info label={t.payments.term}>{t.payments.termValue(shown.paymentTerm)}</Info>
            <Info label={t.payments.final}>{formatPesos(shown.finalPaymentCentavos)}</Info>
            <Info label={t.payments.remaining}>{formatPesos(shown.remainingBalanceCentavos)}</Info>
            <Info label={t.payments.last}>{formatDate(shown.lastPaymentDate)}</Info>
            <Info label={t.payments.next}>{formatDate(shown.nextPaymentDate)}</Info>
          </InfoSection>

          <TransferSection reference={shown.reference} />

          <InfoSection title={t.account.heading}>
            <Info label={t.account.status}>
              <PartnerStatusBadge overdue={overdue} />
            </Info>
            <Info label={t.account.monthsOverdue}>{formatNumber(shown.monthsOverdue)}</Info>
            <Info label={t.account.overdueAmount}>{formatPesos(shown.overdueAmountCentavos)}</Info>
          </InfoSection>

          <InfoSection title={t.dates.heading}>
            <Info label={t.dates.createdAt}>{formatDateTime(shown.createdAt)}</Info>
            <Info label={t.dates.updatedAt}>{formatDateTime(shown.updatedAt)}</Info>
          </InfoSection>
        </div>

        {detail.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-zinc-300">
            <Spinner />
            {t.loading}
          </p>
        ) : null}
        {detail.isError ? <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void detail.refetch()} /> : null}

        {full ? (
          <>
            <PaymentSchedule schedule={full.schedule} term={full.paymentTerm} />

            <section aria-labelledby={receivedHeadingId} className="grid gap-3">
              <h3 id={receivedHeadingId} className="font-display text-base font-bold text-white uppercase">
                {t.received.heading}
              </h3>
              {full.payments.length === 0 ? (
                <p className="text-sm text-zinc-300">{t.received.empty}</p>
              ) : (
                <TableRegion label={t.received.tableLabel}>
                  <Table>
                    <thead>
                      <tr>
                        <Th>{t.received.columns.paidOn}</Th>
                        <Th className="text-right">{t.received.columns.amount}</Th>
                        <Th>{t.received.columns.method}</Th>
                        <Th>{t.received.columns.reference}</Th>
                        <Th>{t.received.columns.recordedBy}</Th>
                        <Th>{t.received.columns.proof}</Th>
                      </tr>
                    </thead>
                    <tbody>
                      {full.payments.map((payment) => (
                        <tr key={payment.id}>
                          <Td className="whitespace-nowrap">{formatDate(payment.paidOn)}</Td>
                          <Td className="text-right whitespace-nowrap tabular-nums">{formatPesos(payment.amountCentavos)}</Td>
                          <Td className="whitespace-nowrap">{paymentMethodLabel(payment.method)}</Td>
                          <Td>{payment.reference || '—'}</Td>
                          <Td>{payment.recordedBy || '—'}</Td>
                          <Td className="whitespace-nowrap">
                            {payment.hasProof ? (
                              <a
                                href={partnerPaymentProofUrl(full.id, payment.id)}
                                download
                                aria-label={t.received.viewProofOf(formatDate(payment.paidOn), formatPesos(payment.amountCentavos))}
                                className="rounded-sm font-semibold text-white underline underline-offset-4 hover:text-race-300 focus-visible:outline-2 focus-visible:outline-white"
                              >
                                {t.received.viewProof}
                              </a>
                            ) : (
                              '—'
                            )}
                          </Td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </TableRegion>
              )}
              <RecordPaymentForm partnerId={full.id} />
            </section>

            <section aria-labelledby={moneyHeadingId} className="grid gap-3">
              <h3 id={moneyHeadingId} className="font-display text-base font-bold text-white uppercase">
                {t.money.heading}
              </h3>
              <p className="text-sm text-zinc-300">{t.money.lead}</p>
              <MoneyEntries query={money} />
            </section>
          </>
        ) : null}

        <section aria-labelledby={statementHeadingId} className="grid gap-3">
          <h3 id={statementHeadingId} className="font-display text-base font-bold text-white uppercase">
            {t.statement.heading}
          </h3>
          <div className="flex flex-wrap gap-3">
            <a href={partnerStatementUrl(shown.id)} download className={buttonClassName({ variant: 'outline' })}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {t.statement.download}
              <span className="text-xs text-zinc-300">({t.statement.downloadHint})</span>
            </a>
            <Button variant="outline" onClick={onSendStatement} disabled={sendStatement.isPending} aria-busy={sendStatement.isPending}>
              {sendStatement.isPending ? <Spinner /> : null}
              {sendStatement.isPending ? t.statement.sending : t.statement.send}
            </Button>
          </div>
        </section>
      </DialogBody>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t.close}</Button>
        </DialogClose>
        <Button onClick={() => onSendReminder(shown)} disabled={sendingReminder} aria-busy={sendingReminder}>
          {sendingReminder ? <Spinner /> : null}
          {partnersAdminTexts.reminders.action}
        </Button>
      </DialogFooter>

      <ConfirmDialog
        open={confirmPaid !== null}
        onOpenChange={(open) => (open ? undefined : setConfirmPaid(null))}
        title={confirmPaid ? t.downPayment.markTitle : t.downPayment.unmarkTitle}
        description={
          confirmPaid ? t.downPayment.markDescription(shown.name, formatPesos(shown.downPaymentCentavos)) : t.downPayment.unmarkDescription(shown.name)
        }
        confirmLabel={confirmPaid ? t.downPayment.markConfirm : t.downPayment.unmarkConfirm}
        busy={updateDownPayment.isPending}
        onConfirm={saveDownPayment}
      />
    </>
  );
}
