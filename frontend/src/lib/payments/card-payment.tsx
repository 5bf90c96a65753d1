import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@/ui/error-boundary';
import { usePaymentsConfig } from './payments-api';
import { PaymentLoading, PaymentUnavailable } from './payment-states';
import { SimulatedCardForm } from './simulated-card-form';
import { cardPaymentTexts as t } from './texts';
import type { CardPaymentProps } from './types';

export type { CardPaymentProps } from './types';

// Stripe's code (React bindings, then its script from js.stripe.com) is only fetched when the
// Stripe provider is active and a card form is on screen.
const StripeCardForm = lazy(async () => ({ default: (await import('./stripe-card-form')).StripeCardForm }));

/** The card form of every payment: the simulated test form, or Stripe's Payment Element. */
export function CardPayment(props: CardPaymentProps) {
  const config = usePaymentsConfig();

  if (config.isPending) return <PaymentLoading />;
  if (config.isError) {
    return <PaymentUnavailable message={t.configError} onRetry={() => void config.refetch()} secondaryAction={props.secondaryAction} />;
  }
  if (config.data.provider === 'stripe') {
    const { publishableKey } = config.data;
    if (!publishableKey) return <PaymentUnavailable message={t.configError} secondaryAction={props.secondaryAction} />;
    return (
      <ErrorBoundary
        fallback={<PaymentUnavailable message={t.stripeError} onRetry={() => window.location.reload()} secondaryAction={props.secondaryAction} />}
      >
        <Suspense fallback={<PaymentLoading />}>
          <StripeCardForm key={props.clientSecret} publishableKey={publishableKey} {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return <SimulatedCardForm key={props.clientSecret} {...props} />;
}
