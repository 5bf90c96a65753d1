import type { MyReservation } from '@cdm/contracts';
import { useState } from 'react';
import { BankAccountList, bankAccountTexts, BankExampleNotice, useBankTransferDetails } from '@/lib/bank-transfer';
import { openDataRoom } from '@/lib/data-room';
import { formatDateTime, formatPesos } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/ui/button';
import { Dialog, DialogBody, DialogContent } from '@/ui/dialog';
import { EmptyState, ErrorState } from '@/ui/states';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { useMyReservations } from '../api/get-my-reservations';
import { myReservationsTexts as t, productTypeLabel, reservationStatusLabel, RESERVATION_STATUS_TONES } from '../texts';
import { DepositPayment } from './deposit-payment';

const AWAITING_DEPOSIT = new Set<string>(['pending', 'blocked']);

export function awaitsDeposit(reservation: MyReservation): boolean {
  return AWAITING_DEPOSIT.has(reservation.status) && !reservation.reservationDepositPaid;
}

function StatusBadge({ status }: { status: MyReservation['status'] }) {
  return <Badge tone={RESERVATION_STATUS_TONES[status] ?? 'neutral'}>{reservationStatusLabel(status)}</Badge>;
}

/** Beside a block's reference while its deposit is due: the account to transfer it to. */
function TransferAccount() {
  const { bank, failed } = useBankTransferDetails();
  if (!bank) return failed ? <p className="mt-3 text-sm text-amber-100">{bankAccountTexts.unavailable}</p> : null;
  return (
    <div className="mt-3 grid gap-2">
      <p className="text-sm text-zinc-200">{t.transferAccount}</p>
      <BankAccountList bank={bank} className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3" />
      <BankExampleNotice bank={bank} />
    </div>
  );
}

const NOTE = 'mt-3 flex flex-col gap-3 rounded-md border px-3 py-3 sm:flex-row sm:items-center sm:justify-between';
const NOTE_TONES = { done: 'border-emerald-400/40 bg-emerald-500/10 text-emerald-100', waiting: 'border-amber-400/40 bg-amber-500/10 text-amber-100', ended: 'border-graphite-600 bg-graphite-800/60 text-zinc-200' };

/** Where the reservation's contract stands, and the one thing to do about it (its page of features/contracts, by path). */
function ContractStep({ reservation }: { reservation: MyReservation }) {
  const unit = t.unit(reservation.unitCode);
  const page = `/contratos/${reservation.id}`;
  const { contractStatus } = reservation;
  if (contractStatus === 'rescinded') {
    return (
      <div className={`${NOTE} ${NOTE_TONES.ended}`}>
        <p className="text-sm">{t.contractRescinded}</p>
      </div>
    );
  }
  if (contractStatus === 'signed') {
    return (
      <div className={`${NOTE} ${NOTE_TONES.done}`}>
        <p className="text-sm">{t.contractSealed}</p>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Link to={page} className={buttonClassName()} aria-label={`${t.downloadContract} · ${unit}`}>
            {t.downloadContract}
          </Link>
          <Link to="/verificar" className={buttonClassName({ variant: 'outline' })} aria-label={`${t.verifyContract} · ${unit}`}>
            {t.verifyContract}
          </Link>
        </div>
      </div>
    );
  }
  if (reservation.status !== 'active' || !reservation.reservationDepositPaid) return null;
  const paid = t.depositPaid(formatPesos(reservation.reservationDepositCentavos));
  if (contractStatus === 'pending_countersign') {
    return (
      <div className={`${NOTE} ${NOTE_TONES.waiting}`}>
        <p className="text-sm">{t.contractAwaitsCountersign}</p>
        <Link to={page} className={buttonClassName({ variant: 'outline', className: 'shrink-0' })} aria-label={`${t.viewContract} · ${unit}`}>
          {t.viewContract}
        </Link>
      </div>
    );
  }
  if (contractStatus === 'cancelled') {
    return (
      <div className={`${NOTE} ${NOTE_TONES.ended}`}>
        <p className="text-sm">{t.contractCancelled}</p>
      </div>
    );
  }
  // No contract yet (it is being generated) or one waiting for the investor's signature.
  return (
    <div className={`${NOTE} ${NOTE_TONES.done}`}>
      <p className="text-sm">
        {paid} {t.nextStep}
      </p>
      <Link to={page} className={buttonClassName({ className: 'shrink-0' })} aria-label={`${t.signContract} · ${unit}`}>
        {t.signContract}
      </Link>
    </div>
  );
}

function ReservationCard({ reservation, onPay }: { reservation: MyReservation; onPay: (reservation: MyReservation) => void }) {
  const deposit = formatPesos(reservation.reservationDepositCentavos);
  const expiry = reservation.expiresAt ? formatDateTime(reservation.expiresAt) : null;
  const facts: Array<[string, string]> = [
    [t.listPrice, formatPesos(reservation.basePriceCentavos)],
    [t.discountedPrice(reservation.discountPercent), formatPesos(reservation.totalAmountCentavos)],
    [t.term, t.termValue(reservation.termMonths)],
    [t.downPayment, t.downPaymentValue(formatPesos(reservation.downPaymentCentavos), reservation.downPaymentPercent)],
    [t.monthly, formatPesos(reservation.monthlyPaymentCentavos)],
    [t.createdAt, formatDateTime(reservation.createdAt)],
  ];
  if (AWAITING_DEPOSIT.has(reservation.status) && expiry) facts.push([t.expiresAt, expiry]);
  if (reservation.referenceNumber) facts.push([t.reference, reservation.referenceNumber]);

  return (
    <li className="rounded-xl border border-graphite-700 bg-graphite-900 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-display text-lg font-bold text-white">
          {t.unit(reservation.unitCode)} <span className="text-sm font-normal text-zinc-300">· {productTypeLabel(reservation.productType)}</span>
        </h3>
        <StatusBadge status={reservation.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{label}</dt>
            <dd className="mt-0.5 text-sm font-semibold break-words text-white">{value}</dd>
          </div>
        ))}
      </dl>
      {awaitsDeposit(reservation) && reservation.referenceNumber ? <TransferAccount /> : null}
      <ContractStep reservation={reservation} />
      {awaitsDeposit(reservation) ? (
        <div className="mt-3 flex flex-col gap-3 rounded-md border border-amber-400/40 bg-amber-500/10 px-3 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-amber-100">{expiry ? t.depositPending(deposit, expiry) : t.depositPendingNoDate(deposit)}</p>
          <Button onClick={() => onPay(reservation)} className="shrink-0" aria-label={`${t.payDeposit} · ${t.unit(reservation.unitCode)}`}>
            {t.payDeposit}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The deposit of a pending reservation, paid from the list (DECISIONS: the button really pays). */
function PayDepositDialog({ reservation, onOpenChange }: { reservation: MyReservation | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={reservation !== null} onOpenChange={onOpenChange}>
      {reservation ? (
        <DialogContent title={t.payDialogTitle(reservation.unitCode)} description={t.payDialogDescription}>
          <DialogBody>
            <div className="grid gap-5">
              <div className="rounded-lg border border-graphite-700 bg-graphite-800/60 px-4 py-3">
                <p className="font-display text-2xl font-bold text-white">{formatPesos(reservation.reservationDepositCentavos)}</p>
                {reservation.expiresAt ? <p className="mt-1 text-sm text-amber-100">{t.expiresAt}: {formatDateTime(reservation.expiresAt)}</p> : null}
              </div>
              <DepositPayment
                reservationId={reservation.id}
                unitCode={reservation.unitCode}
                onPaid={() => {
                  // investor-portal.md §2: the data room opens in a new tab after a successful card payment.
                  openDataRoom();
                  notify.success(t.paid, t.paidDescription(reservation.unitCode));
                  onOpenChange(false);
                }}
              />
            </div>
          </DialogBody>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** investor-portal.md §4 "My reservation status": the investor's reservations with their status, expiry and deposit. */
export function MyReservations() {
  const reservations = useMyReservations();
  const [paying, setPaying] = useState<MyReservation | null>(null);

  if (reservations.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-zinc-300">
        <Spinner className="size-5" />
        {t.loading}
      </div>
    );
  }
  if (reservations.isError) return <ErrorState message={t.error} retryLabel={t.retry} onRetry={() => void reservations.refetch()} />;
  if (reservations.data.length === 0) {
    return (
      <EmptyState title={t.empty}>
        <p>{t.emptyHint}</p>
      </EmptyState>
    );
  }

  return (
    <>
      <ul aria-label={t.listLabel} className="grid gap-4">
        {reservations.data.map((reservation) => (
          <ReservationCard key={reservation.id} reservation={reservation} onPay={setPaying} />
        ))}
      </ul>
      <PayDepositDialog reservation={paying} onOpenChange={(open) => (open ? undefined : setPaying(null))} />
    </>
  );
}
