import { APPLICATION_MESSAGES as m } from '@cdm/contracts';
import { formatPesos } from '@/lib/format';
import { CardPayment } from '@/lib/payments/card-payment';
import { usePublicSettings } from '@/lib/public-settings';
import { DepositStep } from '@/lib/wizard/step-fields';
import { Button } from '@/ui/button';
import { notify } from '@/ui/toaster';
import { applicationTexts as t } from '../texts';

export type ApplicationIntent = { applicationId: string; clientSecret: string; depositCentavos: number };

/** Step 4 of /aplicar: the deposit by card; a redirected payment comes back to /aplicar?payment=success. */
export function ApplicationPaymentStep({ intent, onSucceeded, onBack }: { intent: ApplicationIntent | null; onSucceeded: () => void; onBack: () => void }) {
  const settings = usePublicSettings();
  return (
    <DepositStep label={t.depositAmountLabel} amount={formatPesos(intent?.depositCentavos ?? settings.data?.applicationDepositCentavos)} note={t.depositRefundable}>
      {intent ? (
        <CardPayment
          clientSecret={intent.clientSecret}
          amountCentavos={intent.depositCentavos}
          returnUrl={`${window.location.origin}/aplicar?payment=success&applicationId=${encodeURIComponent(intent.applicationId)}`}
          submitLabel={t.confirmDeposit}
          onSucceeded={onSucceeded}
          onFailed={(message) => notify.error(t.paymentFailedTitle, message || m.unexpectedError)}
          secondaryAction={
            <Button variant="outline" size="lg" onClick={onBack}>
              {t.previous}
            </Button>
          }
        />
      ) : null}
    </DepositStep>
  );
}
