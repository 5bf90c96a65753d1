import type { ReferralAccount, ReferralLedgerEntry } from '@cdm/contracts';
import { clsx } from 'clsx';
import { useId, useRef, useState, type ReactNode } from 'react';
import { asApiError } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { Badge, type BadgeTone } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Dialog, DialogBody, DialogContent } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { EmptyState, ErrorState } from '@/ui/states';
import { SkeletonRows, Table, TableRegion, Td, Th } from '@/ui/table';
import { notify } from '@/ui/toaster';
import { useReferralLedger, useReverseSaleCredits } from '../../api/admin-referrals';
import { referralsAdminTexts } from '../../texts';
import { CreditAdjustmentForm } from './credit-adjustment-form';
import { REASON_MAX, REASON_MIN, textareaClassName } from './reason-field';
import { ReferralStatusBadge } from './referral-status-badge';
import { formatBalance, formatSignedPesos } from './signed-pesos';

const t = referralsAdminTexts.ledger;
const r = referralsAdminTexts.reverse;
const COLUMN_COUNT = 7;

const KIND_TONES: Record<ReferralLedgerEntry['kind'], BadgeTone> = {
  earned: 'success',
  applied: 'neutral',
  reversed: 'danger',
  adjustment: 'warning',
};

const kindLabel = (kind: ReferralLedgerEntry['kind']) => t.kinds[kind] ?? kind;
const roleLabel = (role: ReferralLedgerEntry['role']) => (role ? (t.roles[role] ?? role) : t.noRole);

/** An earned credit of a sale can be reversed once: later a 'reversed' entry of the same sale stands beside it. */
const isReversible = (entry: ReferralLedgerEntry) => entry.kind === 'earned' && entry.saleReservationId !== null;

/** The balance after each entry, counted from the oldest; the table shows the newest first. */
function withRunningBalance(entries: ReferralLedgerEntry[]): Array<{ entry: ReferralLedgerEntry; balance: number }> {
  const rows: Array<{ entry: ReferralLedgerEntry; balance: number }> = [];
  let balance = 0;
  for (const entry of entries) {
    balance += entry.amountCentavos;
    rows.push({ entry, balance });
  }
  return rows.reverse();
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-graphite-700 bg-graphite-800/40 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{label}</dt>
      <dd className="mt-1 font-semibold break-all text-white tabular-nums">{children}</dd>
    </div>
  );
}

export type ReferralLedgerDialogProps = {
  /** The row that was opened: shown at once, the ledger is read when the dialog opens. */
  account: ReferralAccount | null;
  /** Only role 'admin' adjusts and reverses (an advisor gets 403): an advisor sees why not. */
  canAdjust: boolean;
  onClose: () => void;
};

/** The credits of one referral account: balance, entries, and the admin's adjustment and sale reversal. */
export function ReferralLedgerDialog({ account, canAdjust, onClose }: ReferralLedgerDialogProps) {
  return (
    <Dialog open={account !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {account ? (
        <DialogContent title={t.title(account.name)} description={t.description(account.referralCode)} size="xl" closeLabel={t.close}>
          <DialogBody className="grid gap-6">
            <LedgerBody account={account} canAdjust={canAdjust} />
          </DialogBody>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type PendingReversal = { entry: ReferralLedgerEntry & { saleReservationId: string }; reason: string; error?: string };

function LedgerBody({ account, canAdjust }: { account: ReferralAccount; canAdjust: boolean }) {
  const ledger = useReferralLedger(account.investorId);
  const reverse = useReverseSaleCredits();
  const [reversal, setReversal] = useState<PendingReversal | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const adminOnlyId = useId();
  const entriesHeadingId = useId();
  const data = ledger.data;
  const balanceCentavos = data?.balanceCentavos ?? account.balanceCentavos;
  const isActive = data?.isActive ?? account.isActive;

  const rows = withRunningBalance(data?.entries ?? []);
  const reversedSales = new Set((data?.entries ?? []).filter((entry) => entry.kind === 'reversed').map((entry) => entry.saleReservationId));

  const setReason = (reason: string) => setReversal((current) => (current ? { ...current, reason, error: undefined } : current));
  const refuseReason = (error: string) => {
    setReversal((current) => (current ? { ...current, error } : current));
    reasonRef.current?.focus();
  };

  const confirmReversal = () => {
    if (!reversal || reverse.isPending) return;
    const reason = reversal.reason.trim();
    if (reason.length < REASON_MIN) return refuseReason(r.reasonRequired);
    if (reason.length > REASON_MAX) return refuseReason(r.reasonTooLong);
    reverse.mutate(
      { reservationId: reversal.entry.saleReservationId, reason },
      {
        onSuccess: ({ reversed }) => {
          notify.success(r.success, r.successDescription(reversed));
          setReversal(null);
        },
        onError: (cause) => {
          const error = asApiError(cause);
          const onReason = error.fieldErrors.find(({ field }) => field === 'reason');
          notify.error(r.error, error.message);
          if (onReason) refuseReason(onReason.message);
          // Nothing to reverse (404) or refused (403): the question no longer stands.
          else setReversal(null);
        },
      },
    );
  };

  return (
    <>
      <dl aria-label={t.summaryLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Info label={t.balance}>
          <span className="font-display text-2xl">{formatBalance(balanceCentavos)}</span>
        </Info>
        <Info label={t.code}>
          <code>{account.referralCode}</code>
        </Info>
        <Info label={t.status}>
          <ReferralStatusBadge isActive={isActive} />
        </Info>
        <Info label={t.referrals}>{formatNumber(account.referrals)}</Info>
      </dl>

      {canAdjust ? null : (
        <p id={adminOnlyId} className="rounded-md border border-amber-400/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-100">
          {referralsAdminTexts.adminOnly}
        </p>
      )}

      <section aria-labelledby={entriesHeadingId} className="grid gap-3">
        <div>
          <h3 id={entriesHeadingId} className="font-display text-base font-bold text-white uppercase">
            {t.entriesHeading}
          </h3>
          <p className="mt-1 text-sm text-zinc-300">{t.entriesHint}</p>
        </div>
        <TableRegion label={t.tableLabel(account.name)} aria-busy={ledger.isFetching}>
          <Table>
            <thead>
              <tr>
                <Th>{t.columns.date}</Th>
                <Th>{t.columns.kind}</Th>
                <Th>{t.columns.role}</Th>
                <Th className="text-right">{t.columns.amount}</Th>
                <Th className="text-right">{t.columns.balance}</Th>
                <Th>{t.columns.reason}</Th>
                <Th>
                  <span className="sr-only">{t.columns.actions}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {ledger.isPending ? <SkeletonRows columns={COLUMN_COUNT} rows={3} /> : null}
              {rows.map(({ entry, balance }) => (
                <tr key={entry.id}>
                  <Td className="whitespace-nowrap">{formatDateTime(entry.createdAt)}</Td>
                  <Td>
                    <Badge tone={KIND_TONES[entry.kind] ?? 'neutral'}>{kindLabel(entry.kind)}</Badge>
                  </Td>
                  <Td className="whitespace-nowrap">{roleLabel(entry.role)}</Td>
                  <Td
                    className={clsx(
                      'text-right font-semibold whitespace-nowrap tabular-nums',
                      entry.amountCentavos > 0 ? 'text-emerald-300' : entry.amountCentavos < 0 ? 'text-race-300' : undefined,
                    )}
                  >
                    {formatSignedPesos(entry.amountCentavos)}
                  </Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">{formatBalance(balance)}</Td>
                  <Td className="min-w-56">
                    <p className="break-words">{entry.reason}</p>
                    <p className="mt-0.5 text-xs text-zinc-400">{t.createdBy(entry.createdBy)}</p>
                  </Td>
                  <Td>
                    {isReversible(entry) ? (
                      reversedSales.has(entry.saleReservationId) ? (
                        <span className="text-xs whitespace-nowrap text-zinc-300">{t.saleReversed}</span>
                      ) : canAdjust ? (
                        <Button
                          variant="outline"
                          className="min-h-9 px-3 py-1 text-xs whitespace-nowrap"
                          onClick={() => setReversal({ entry: entry as PendingReversal['entry'], reason: '' })}
                        >
                          {r.action}
                          <span className="sr-only"> {formatDateTime(entry.createdAt)}</span>
                        </Button>
                      ) : (
                        // Focusable, so that keyboard users also learn why it cannot be used.
                        <Button
                          variant="outline"
                          aria-disabled="true"
                          aria-describedby={adminOnlyId}
                          title={r.adminOnly}
                          className="min-h-9 cursor-not-allowed px-3 py-1 text-xs whitespace-nowrap opacity-60"
                          onClick={() => notify.error(r.adminOnly)}
                        >
                          {r.action}
                          <span className="sr-only"> {formatDateTime(entry.createdAt)}</span>
                        </Button>
                      )
                    ) : null}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
          {ledger.isError ? <ErrorState message={t.loadError} retryLabel={referralsAdminTexts.retry} onRetry={() => void ledger.refetch()} /> : null}
          {data && data.entries.length === 0 ? <EmptyState title={t.empty} /> : null}
        </TableRegion>
      </section>

      {canAdjust ? <CreditAdjustmentForm investorId={account.investorId} investorName={account.name} balanceCentavos={balanceCentavos} /> : null}

      <ConfirmDialog
        open={reversal !== null}
        onOpenChange={(open) => (open ? undefined : setReversal(null))}
        title={r.title}
        description={reversal ? r.description(formatSignedPesos(-reversal.entry.amountCentavos)) : undefined}
        confirmLabel={r.confirm}
        busy={reverse.isPending}
        onConfirm={confirmReversal}
      >
        {reversal ? (
          <FormField label={r.reason} hint={r.reasonHint} error={reversal.error}>
            {(control) => (
              <textarea
                {...control}
                ref={reasonRef}
                rows={3}
                maxLength={REASON_MAX}
                aria-required="true"
                value={reversal.reason}
                onChange={(event) => setReason(event.target.value)}
                className={textareaClassName}
              />
            )}
          </FormField>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
