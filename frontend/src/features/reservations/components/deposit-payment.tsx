import { useState, type ReactNode } from 'react';
import { asApiError } from '@/lib/api-client';
import { CardPayment } from '@/lib/payments/card-payment';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { isDepositPaid, useConfirmReservationPayment, useReservationPaymentIntent } from '../api/reservation-payment';
import { reservationErrorMessage, reservationPaymentFailure } from '../reservation-errors';
import { paymentTexts as t } from '../texts';

/** Where the provider sends the person back after a redirect (3-D Secure): the dashboard confirms it. */
export function reservationReturnUrl(reservationId: string): string {
  return `${window.location.origin}/dashboard?reserva=${encodeURIComponent(reservationId)}`;
}

function Problem({ message, action, secondaryAction }: { message: string; action?: ReactNode; secondaryAction?: ReactNode }) {
  return (
    <div className="grid gap-4">
      <div role="alert" className="rounded-lg border border-race-400/50 bg-race-500/10 px-4 py-4 text-sm text-race-300">
        {message}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {secondaryAction}
        {action}
      </div>
    </div>
  );
}

export type DepositPaymentProps = {
  reservationId: string;
  unitCode: string;
  /** The server confirmed the deposit (status active). */
  onPaid: () => void;
  /** Rendered beside the pay button, e.g. Atrás and Cancelar. */
  secondaryAction?: ReactNode;
  /** The caller's own work is running (releasing the unit): the form waits. */
  busy?: boolean;
};

/**
 * The deposit of one reservation by card: create-payment-intent, the shared card form
 * (simulated or Stripe), then confirm-payment, where the server re-checks with the provider.
 */
export function DepositPayment({ reservationId, unitCode, onPaid, secondaryAction, busy = false }: DepositPaymentProps) {
  const intent = useReservationPaymentIntent(reservationId);
  const confirm = useConfirmReservationPayment();
  // The card was charged but the server has not confirmed it: never show the card form again.
  const [charged, setCharged] = useState(false);
  const [confirmProblem, setConfirmProblem] = useState<string | null>(null);

  const confirmDeposit = async () => {
    setConfirmProblem(null);
    try {
      const answer = await confirm.mutateAsync(reservationId);
      if (isDepositPaid(answer)) onPaid();
      else setConfirmProblem(t.notSettled);
    } catch (cause) {
      const error = asApiError(cause);
      setConfirmProblem(error.status === 0 ? error.message : `${t.confirmError} ${error.message}`);
    }
  };

  if (intent.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 rounded-lg border border-graphite-700 bg-graphite-800/60 px-4 py-6 text-sm text-zinc-300">
        <Spinner className="size-5" />
        {t.preparing}
      </div>
    );
  }

  if (intent.isError) {
    return (
      <Problem
        message={reservationErrorMessage(asApiError(intent.error), unitCode, t.intentError)}
        secondaryAction={secondaryAction}
        action={
          <Button variant="outline" onClick={() => void intent.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  }

  if (charged) {
    if (confirm.isPending || !confirmProblem) {
      return (
        <div role="status" className="flex items-center gap-3 rounded-lg border border-graphite-700 bg-graphite-800/60 px-4 py-6 text-sm text-zinc-300">
          <Spinner className="size-5" />
          {t.confirming}
        </div>
      );
    }
    return (
      <Problem
        message={confirmProblem}
        action={
          <Button onClick={() => void confirmDeposit()} disabled={confirm.isPending}>
            {t.confirmRetry}
          </Button>
        }
      />
    );
  }

  return (
    <CardPayment
      clientSecret={intent.data.clientSecret}
      returnUrl={reservationReturnUrl(reservationId)}
      amountCentavos={intent.data.amountCentavos}
      submitLabel={t.confirmDeposit}
      busy={busy || confirm.isPending}
      onSucceeded={async () => {
        setCharged(true);
        await confirmDeposit();
      }}
      onFailed={(message) => {
        const failure = reservationPaymentFailure(message);
        notify.error(failure.title, failure.description);
      }}
      secondaryAction={secondaryAction}
    />
  );
}
