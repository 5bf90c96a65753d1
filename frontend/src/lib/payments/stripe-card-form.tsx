import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, PaymentIntentResult, Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import { formatPesos } from '../format';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { PaymentLoading, PaymentUnavailable } from './payment-states';
import type { CardPaymentProps } from './types';
import { cardPaymentTexts as t } from './texts';

// One Stripe.js per publishable key for the life of the page; a failed load may be tried again.
const stripeByKey = new Map<string, Promise<Stripe | null>>();

function loadStripeFor(publishableKey: string): Promise<Stripe | null> {
  let loading = stripeByKey.get(publishableKey);
  if (!loading) {
    // The 'pure' entry adds Stripe's script only when loadStripe is called, not on import.
    loading = import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
    loading.catch(() => stripeByKey.delete(publishableKey));
    stripeByKey.set(publishableKey, loading);
  }
  return loading;
}

const appearance: Appearance = {
  theme: 'night',
  variables: {
    colorPrimary: '#e10600',
    colorBackground: '#1c1f24',
    colorText: '#f4f4f5',
    colorDanger: '#ff8a80',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    borderRadius: '6px',
  },
};

type StripeCardFormProps = CardPaymentProps & { publishableKey: string };

function StripePaymentForm({ returnUrl, amountCentavos, submitLabel, onSucceeded, onFailed, busy = false, secondaryAction }: CardPaymentProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const working = confirming || busy;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || !ready || working) return;
    setConfirming(true);
    try {
      let result: PaymentIntentResult;
      try {
        result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' });
      } catch {
        onFailed(t.failedFallback);
        return;
      }
      if (result.error) {
        onFailed(result.error.message || t.failedFallback);
        return;
      }
      const { status } = result.paymentIntent;
      if (status === 'succeeded') await onSucceeded();
      // Not settled yet: the return page follows the payment until the provider decides.
      else if (status === 'processing' || status === 'requires_capture') window.location.assign(returnUrl);
      else onFailed(t.failedFallback);
    } finally {
      setConfirming(false);
    }
  };

  if (loadFailed) return <PaymentUnavailable message={t.stripeError} onRetry={() => window.location.reload()} secondaryAction={secondaryAction} />;

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={working || !ready} className="grid gap-5">
      {ready ? null : <PaymentLoading />}
      <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} onLoadError={() => setLoadFailed(true)} />
      <p className="text-sm text-zinc-300">
        {t.amount}: <strong className="text-white">{formatPesos(amountCentavos)}</strong>
      </p>
      <p className="text-xs text-zinc-400">{t.secure}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {secondaryAction}
        <Button type="submit" size="lg" disabled={working || !ready} aria-busy={working} className="sm:min-w-52">
          {working ? <Spinner /> : null}
          {working ? t.processing : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** Stripe's Payment Element (card only, tabs) and confirmPayment, redirecting only when the bank requires it. */
export function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  const [attempt, setAttempt] = useState(0);
  // The outcome of one attempt to load Stripe.js; another attempt starts from 'loading' again.
  const [loaded, setLoaded] = useState<{ attempt: number; stripe: Stripe | null } | null>(null);

  useEffect(() => {
    let current = true;
    loadStripeFor(publishableKey).then(
      (stripe) => current && setLoaded({ attempt, stripe }),
      () => current && setLoaded({ attempt, stripe: null }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);

  if (loaded?.attempt !== attempt) return <PaymentLoading />;
  if (!loaded.stripe) {
    return <PaymentUnavailable message={t.stripeError} onRetry={() => setAttempt((value) => value + 1)} secondaryAction={props.secondaryAction} />;
  }
  return (
    <Elements stripe={loaded.stripe} options={{ clientSecret: props.clientSecret, locale: 'es-419', appearance }}>
      <StripePaymentForm {...props} />
    </Elements>
  );
}
