import { clsx } from 'clsx';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { asApiError } from '@/lib/api-client';
import { usePublicSettings } from '@/lib/public-settings';
import { Button, buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { ErrorState, PageLoading } from '@/ui/states';
import { isAwaitingPayment, usePresentationBookingStatus } from '../api/presentation-booking';
import { clearSavedBooking, isBookingId, readSavedBooking } from '../booking-storage';
import { bookingConfirmationTexts as t } from '../texts';
import { BookingShell } from './booking-shell';

/** How often, and for how long, the page asks again while the bank has not settled the payment. */
export const BOOKING_STATUS_POLL_MS = 3000;
export const BOOKING_STATUS_POLL_LIMIT_MS = 60_000;

type Tone = 'success' | 'waiting' | 'problem';

function Outcome({ tone, title, children, actions }: { tone: Tone; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <Card aria-labelledby="booking-outcome-title" className="p-6 sm:p-8">
      <div role={tone === 'problem' ? 'alert' : 'status'}>
        <p
          aria-hidden="true"
          className={clsx(
            'mb-4 flex size-12 items-center justify-center rounded-full text-2xl font-bold',
            tone === 'success' && 'bg-emerald-500/15 text-emerald-300',
            tone === 'waiting' && 'bg-amber-500/15 text-amber-200',
            tone === 'problem' && 'bg-race-500/15 text-race-300',
          )}
        >
          {tone === 'success' ? '✓' : tone === 'waiting' ? '…' : '!'}
        </p>
        <h1 id="booking-outcome-title" className="font-display text-3xl font-bold tracking-tight text-white uppercase">
          {title}
        </h1>
        <p className="mt-3 text-base text-zinc-300">{children}</p>
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </Card>
  );
}

const homeLink = (
  <Link to="/" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
    {t.home}
  </Link>
);

function bookingLink(label: string) {
  return (
    <Link to="/agendar" className={buttonClassName({ size: 'lg' })}>
      {label}
    </Link>
  );
}

function ScheduleLink() {
  const settings = usePublicSettings();
  if (!settings.data) return null;
  return (
    <a href={settings.data.schedulingUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName({ size: 'lg' })}>
      {t.paid.schedule}
      <span className="sr-only"> {t.paid.newTab}</span>
    </a>
  );
}

function BookingStatus({ bookingId }: { bookingId: string }) {
  // A new round of checks (the first, or after "Consultar de nuevo") lasts about a minute.
  const [round, setRound] = useState(0);
  const [timedOutRound, setTimedOutRound] = useState(-1);
  const timedOut = timedOutRound === round;
  const status = usePresentationBookingStatus(bookingId, { pollMs: BOOKING_STATUS_POLL_MS, poll: !timedOut });
  const answer = status.data;

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOutRound(round), BOOKING_STATUS_POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [round]);

  // The booking is done: what was typed on /agendar is no longer needed in this tab.
  useEffect(() => {
    if (answer?.status === 'paid' && readSavedBooking().values.bookingId === bookingId) clearSavedBooking();
  }, [answer?.status, bookingId]);

  if (status.isPending) return <PageLoading label={t.checking} />;
  if (status.isError) {
    if (asApiError(status.error).status === 404) {
      return (
        <Outcome
          tone="problem"
          title={t.notFound.title}
          actions={
            <>
              {bookingLink(t.backToBooking)}
              {homeLink}
            </>
          }
        >
          {t.notFound.body}
        </Outcome>
      );
    }
    return (
      <Card className="p-2">
        <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void status.refetch()} />
      </Card>
    );
  }

  if (answer?.status === 'paid') {
    return (
      <Outcome
        tone="success"
        title={t.paid.title}
        actions={
          <>
            <ScheduleLink />
            {homeLink}
          </>
        }
      >
        {t.paid.body}
      </Outcome>
    );
  }
  if (isAwaitingPayment(answer)) {
    const slow = timedOut;
    return (
      <Outcome
        tone="waiting"
        title={slow ? t.pending.slowTitle : t.pending.title}
        actions={
          <>
            {slow ? (
              <Button
                size="lg"
                onClick={() => {
                  setRound((value) => value + 1);
                  void status.refetch();
                }}
              >
                {t.pending.checkAgain}
              </Button>
            ) : null}
            {homeLink}
          </>
        }
      >
        {slow ? t.pending.slowBody : t.pending.body}
      </Outcome>
    );
  }
  const texts = answer?.status === 'refunded' ? t.refunded : answer?.status === 'cancelled' ? t.cancelled : t.failed;
  return (
    <Outcome
      tone="problem"
      title={texts.title}
      actions={
        <>
          {bookingLink(answer?.status === 'pending_payment' ? t.tryAgain : t.backToBooking)}
          {homeLink}
        </>
      }
    >
      {texts.body}
    </Outcome>
  );
}

/**
 * /agendar-confirmacion?reserva=<id>: where the card provider sends the person back after a bank
 * check (3-D Secure). It shows the payment as the server knows it, never what the URL claims.
 */
export function BookingConfirmationPage() {
  const [params] = useSearchParams();
  const bookingId = params.get('reserva');

  return (
    <BookingShell>
      {isBookingId(bookingId) ? (
        <BookingStatus key={bookingId} bookingId={bookingId} />
      ) : (
        <Outcome
          tone="problem"
          title={t.notFound.title}
          actions={
            <>
              {bookingLink(t.backToBooking)}
              {homeLink}
            </>
          }
        >
          {t.notFound.body}
        </Outcome>
      )}
    </BookingShell>
  );
}
