import type { BlockTemporaryResponse } from '@cdm/contracts';
import { formatDateTime, formatPesos } from '@/lib/format';
import { Button } from '@/ui/button';
import { notify } from '@/ui/toaster';
import { useMyReservations } from '../api/get-my-reservations';
import { bankTransferTexts, successTexts as t } from '../texts';
import { bankAccountRows, bankAccountTexts, BankExampleNotice, useBankTransferDetails } from '@/lib/bank-transfer';
import { DataRoomLink } from '@/lib/data-room';

function SuccessMark({ tone }: { tone: 'success' | 'warning' }) {
  return (
    <p
      aria-hidden="true"
      className={
        tone === 'success'
          ? 'flex size-12 items-center justify-center rounded-full bg-emerald-500/15 text-2xl font-bold text-emerald-300'
          : 'flex size-12 items-center justify-center rounded-full bg-amber-500/15 text-2xl font-bold text-amber-200'
      }
    >
      {tone === 'success' ? '✓' : '⏱'}
    </p>
  );
}

/** Card success: the unit is held for the hold period; the next step is the contract. */
export function PaymentSuccess({ unitCode, reservationId }: { unitCode: string; reservationId: string }) {
  // The hold's end comes from the server (the paid-hold setting), through the investor's list.
  const reservations = useMyReservations();
  const expiresAt = reservations.data?.find((reservation) => reservation.id === reservationId)?.expiresAt ?? null;

  return (
    <div role="status" className="grid gap-4">
      <SuccessMark tone="success" />
      <p className="text-base text-white">{t.paidLead(unitCode)}</p>
      <p className="text-base text-zinc-200">{expiresAt ? t.heldUntil(formatDateTime(expiresAt)) : t.heldNoDate}</p>
      <div className="rounded-lg border border-emerald-400/40 bg-emerald-500/10 px-4 py-3">
        <p className="font-semibold text-white">{t.nextStepHeading}</p>
        <p className="mt-1 text-sm text-emerald-100">{t.nextStep}</p>
      </div>
      <DataRoomLink label={t.dataRoom} hint={t.dataRoomHint} />
    </div>
  );
}

function BankTransferDetails({ referenceNumber, amountCentavos, expiresAt }: { referenceNumber: string; amountCentavos: number | undefined; expiresAt: string }) {
  const b = bankTransferTexts;
  const { bank, failed } = useBankTransferDetails();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(referenceNumber);
      notify.success(b.copied, referenceNumber);
    } catch {
      notify.error(b.copyFailed);
    }
  };
  const rows: Array<[string, string]> = [
    ...(bank ? bankAccountRows(bank) : []),
    [b.reference, referenceNumber],
    [b.amount, formatPesos(amountCentavos)],
    [b.expires, formatDateTime(expiresAt)],
  ];
  return (
    <section aria-label={b.heading} className="grid gap-3 rounded-lg border border-graphite-600 bg-graphite-800 p-4">
      <h3 className="font-semibold text-white">{b.heading}</h3>
      <BankExampleNotice bank={bank} />
      {failed && !bank ? <p className="text-sm text-amber-100">{bankAccountTexts.unavailable}</p> : null}
      <dl className="grid gap-2 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{label}</dt>
            <dd className="mt-0.5 font-mono text-base font-semibold break-all text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-zinc-200">
        {b.instructions.map((instruction) => (
          <li key={instruction}>{instruction}</li>
        ))}
      </ol>
      <div>
        <Button variant="outline" onClick={() => void copy()}>
          {b.copy}
        </Button>
      </div>
    </section>
  );
}

/** investor-portal.md §2.5 bank success ('Unidad bloqueada'), also the end of the cancel route's block. */
export function BlockedResult({
  unitCode,
  block,
  bankTransfer,
  depositCentavos,
}: {
  unitCode: string;
  block: BlockTemporaryResponse;
  bankTransfer: boolean;
  depositCentavos: number | undefined;
}) {
  return (
    <div className="grid gap-4">
      <div role="status" className="grid gap-3">
        <SuccessMark tone="warning" />
        <p className="text-base text-white">{t.blockedLead(unitCode, formatDateTime(block.expiresAt))}</p>
        <p className="text-sm text-zinc-200">{t.blockedNextStep}</p>
      </div>
      {bankTransfer ? <BankTransferDetails referenceNumber={block.referenceNumber} amountCentavos={depositCentavos} expiresAt={block.expiresAt} /> : null}
    </div>
  );
}
