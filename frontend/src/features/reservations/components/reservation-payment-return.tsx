import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { asApiError } from '@/lib/api-client';
import { notify } from '@/ui/toaster';
import { isDepositPaid, useConfirmReservationPayment } from '../api/reservation-payment';
import { myReservationsTexts, paymentTexts, returnTexts } from '../texts';

const RETURN_PARAM = 'reserva';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Back from the card provider's redirect (3-D Secure) at /dashboard?reserva={id}: the server
 * re-checks the payment, the person is told the outcome, and the query string is cleared.
 */
export function ReservationPaymentReturn() {
  const [params, setParams] = useSearchParams();
  const reservationId = params.get(RETURN_PARAM);
  const confirm = useConfirmReservationPayment();
  const { mutate } = confirm;
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!reservationId || handled.current === reservationId) return;
    handled.current = reservationId;
    setParams({}, { replace: true });
    if (!UUID.test(reservationId)) return;
    mutate(reservationId, {
      onSuccess: (answer) => {
        if (isDepositPaid(answer)) notify.success(myReservationsTexts.paid, myReservationsTexts.nextStep);
        else notify.error(paymentTexts.failedTitle, returnTexts.notSettled);
      },
      onError: (cause) => notify.error(paymentTexts.failedTitle, asApiError(cause).message),
    });
  }, [reservationId, mutate, setParams]);

  return confirm.isPending ? (
    <p role="status" className="sr-only">
      {returnTexts.confirming}
    </p>
  ) : null;
}
