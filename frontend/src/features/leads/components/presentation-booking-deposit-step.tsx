import { BOOKING_MESSAGES as m, type CreateSchedulePaymentIntentResponse } from '@cdm/contracts';
import { formatPesos } from '@/lib/format';
import { CardPayment } from '@/lib/payments/card-payment';
import { usePublicSettings } from '@/lib/public-settings';
import { DepositStep } from '@/lib/wizard/step-fields';
import { Button, buttonClassName } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { bookingTexts as t, schedulingServiceName } from '../texts';

function SuccessPanel({ schedulingUrl }: { schedulingUrl: string }) {
  return (
    <div role="status" className="grid gap-4">
      <p className="text-lg font-semibold text-white">{t.successHeading}</p>
      <p className="text-sm text-zinc-200">
        {m.success.description} {schedulingServiceName(schedulingUrl)}.
      </p>
      <a href={schedulingUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName({ size: 'lg', className: 'w-full sm:w-auto' })}>
        {t.successLink}
      </a>
      <p className="text-sm text-zinc-300">{t.successRedirect}</p>
    </div>
  );
}

/** The deposit went through: only the information is missing, and it may be sent again. */
function PaidPanel({ sending, onSend }: { sending: boolean; onSend: () => void }) {
  return (
    <div className="grid gap-4">
      <div role="status" className="rounded-lg border border-emerald-400/40 bg-emerald-500/10 px-4 py-3 text-sm text-emerald-100">
        <p className="font-semibold text-white">{t.paidHeading}</p>
        <p className="mt-1">{t.paidDescription}</p>
      </div>
      <div className="flex justify-end">
        <Button size="lg" onClick={onSend} disabled={sending} aria-busy={sending}>
          {sending ? <Spinner /> : null}
          {sending ? t.submitting : t.retrySubmit}
        </Button>
      </div>
    </div>
  );
}

export type BookingDepositStepProps = {
  intent: CreateSchedulePaymentIntentResponse | null;
  paid: boolean;
  finished: { schedulingUrl: string } | null;
  /** The information is being sent. */
  sending: boolean;
  onSucceeded: () => Promise<void>;
  onSend: () => void;
  onBack: () => void;
};

/**
 * Step 4 of /agendar (public-site.md §2.4): the deposit by card, whose redirected payment comes back
 * to /agendar-confirmacion; once paid, the information is sent, and the scheduling page follows.
 */
export function BookingDepositStep({ intent, paid, finished, sending, onSucceeded, onSend, onBack }: BookingDepositStepProps) {
  const settings = usePublicSettings();
  if (finished) {
    return (
      <div className="mt-6 grid gap-6">
        <SuccessPanel schedulingUrl={finished.schedulingUrl} />
      </div>
    );
  }
  return (
    <DepositStep label={t.depositAmountLabel} amount={formatPesos(intent?.amountCentavos ?? settings.data?.bookingDepositCentavos)} note={t.depositRefundable}>
      {paid ? (
        <PaidPanel sending={sending} onSend={onSend} />
      ) : intent ? (
        <CardPayment
          clientSecret={intent.clientSecret}
          amountCentavos={intent.amountCentavos}
          returnUrl={`${window.location.origin}/agendar-confirmacion?reserva=${encodeURIComponent(intent.bookingId)}`}
          submitLabel={t.confirmDeposit}
          onSucceeded={onSucceeded}
          onFailed={(message) => notify.error(m.paymentFailed.title, message || m.paymentFailed.fallback)}
          busy={sending}
          secondaryAction={
            <Button variant="outline" size="lg" onClick={onBack} disabled={sending}>
              {t.previous}
            </Button>
          }
        />
      ) : null}
    </DepositStep>
  );
}
