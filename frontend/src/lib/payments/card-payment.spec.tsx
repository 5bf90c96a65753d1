import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch } from '@/testing/fetch-mock';
import { CardPayment, type CardPaymentProps } from './card-payment';

// Stripe's modules stand in for the real ones: nothing reaches js.stripe.com in a test.
const loadStripe = jest.fn();
const confirmPayment = jest.fn();
const elementsInstance = { id: 'elements' };
const elementsOptions: unknown[] = [];
const paymentElementOptions: unknown[] = [];

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (...args: unknown[]) => loadStripe(...args) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ options, children }: { options: unknown; children: ReactNode }) => {
    elementsOptions.push(options);
    return <>{children}</>;
  },
  PaymentElement: function PaymentElement({ options, onReady }: { options: unknown; onReady: () => void }) {
    paymentElementOptions.push(options);
    useEffect(() => onReady(), [onReady]);
    return <div data-testid="payment-element" />;
  },
  useStripe: () => ({ confirmPayment }),
  useElements: () => elementsInstance,
}));

const RETURN_URL = 'http://localhost/agendar-confirmacion?reserva=6f1c1d3e-4f50-4a61-8b72-9c8d7e6f5a41';

function renderCardPayment(overrides: Partial<CardPaymentProps> = {}) {
  const props: CardPaymentProps = {
    clientSecret: 'pi_123_secret_456',
    returnUrl: RETURN_URL,
    amountCentavos: 1_000_000,
    submitLabel: 'Confirmar Depósito',
    onSucceeded: jest.fn(),
    onFailed: jest.fn(),
    secondaryAction: <button type="button">Anterior</button>,
    ...overrides,
  };
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <CardPayment {...props} />
      </QueryClientProvider>
    );
  }
  render(<Harness />);
  return { user: userEvent.setup(), props };
}

async function typeCard(user: UserEvent, cardNumber: string, expiry = '12/30', cvc = '123') {
  await user.type(await screen.findByLabelText('Número de tarjeta'), cardNumber);
  await user.type(screen.getByLabelText('Vencimiento (MM/AA)'), expiry);
  await user.type(screen.getByLabelText('CVC'), cvc);
  await user.click(screen.getByRole('button', { name: 'Confirmar Depósito' }));
}

const simulated = { 'GET /api/payments/config': { status: 200, body: { provider: 'simulated', publishableKey: null } } };

beforeEach(() => {
  loadStripe.mockReset();
  confirmPayment.mockReset();
  elementsOptions.length = 0;
  paymentElementOptions.length = 0;
});

describe('card payment with the simulated provider', () => {
  it('is labelled as test mode, lists the two test cards, and never loads Stripe', async () => {
    mockFetch(simulated);
    renderCardPayment();

    const banner = await screen.findByRole('note', { name: 'Modo de prueba' });
    expect(banner).toHaveTextContent('4242 4242 4242 4242');
    expect(banner).toHaveTextContent('4000 0000 0000 0002');
    expect(screen.getByText('$10,000 MXN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('checks the fields with the API DTO before sending anything', async () => {
    const calls = mockFetch(simulated);
    const { user } = renderCardPayment();

    await typeCard(user, '1234 5678 9012 3456', '13/30', '12');

    expect(await screen.findByText(/Usa una tarjeta de prueba/)).toBeInTheDocument();
    expect(screen.getByLabelText('Vencimiento (MM/AA)')).toHaveAccessibleDescription('Fecha de vencimiento inválida (MM/AA)');
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription('CVC inválido');
    await waitFor(() => expect(screen.getByLabelText('Número de tarjeta')).toHaveFocus());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('confirms the test card and reports success', async () => {
    const calls = mockFetch({ ...simulated, 'POST /api/payments/simulated/confirm': { status: 200, body: { status: 'succeeded' } } });
    const { user, props } = renderCardPayment();

    await typeCard(user, '4242 4242 4242 4242');

    await waitFor(() => expect(props.onSucceeded).toHaveBeenCalledTimes(1));
    expect(props.onFailed).not.toHaveBeenCalled();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/payments/simulated/confirm',
      body: { clientSecret: 'pi_123_secret_456', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    });
  });

  it('hands over the provider message of a declined card', async () => {
    mockFetch({
      ...simulated,
      'POST /api/payments/simulated/confirm': { status: 400, body: { code: 'card_declined', message: 'Tu tarjeta fue rechazada.' } },
    });
    const { user, props } = renderCardPayment();

    await typeCard(user, '4000 0000 0000 0002');

    await waitFor(() => expect(props.onFailed).toHaveBeenCalledWith('Tu tarjeta fue rechazada.'));
    expect(props.onSucceeded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirmar Depósito' })).toBeEnabled();
    // Focus stays on the form (the button was disabled while paying, which drops focus to <body>).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmar Depósito' })).toHaveFocus());
  });

  it('accepts the expiry typed without a slash ("1230" → 12/30)', async () => {
    const calls = mockFetch({ ...simulated, 'POST /api/payments/simulated/confirm': { status: 200, body: { status: 'succeeded' } } });
    const { user, props } = renderCardPayment();

    await user.type(await screen.findByLabelText('Número de tarjeta'), '4242 4242 4242 4242');
    // Pasted: one change with all four digits.
    await user.click(screen.getByLabelText('Vencimiento (MM/AA)'));
    await user.paste('1230');
    expect(screen.getByLabelText('Vencimiento (MM/AA)')).toHaveValue('12/30');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Confirmar Depósito' }));

    await waitFor(() => expect(props.onSucceeded).toHaveBeenCalledTimes(1));
    expect(calls.at(-1)?.body).toEqual({ clientSecret: 'pi_123_secret_456', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
  });

  it('shows the per-field messages of a 400 answer on their fields', async () => {
    mockFetch({
      ...simulated,
      'POST /api/payments/simulated/confirm': {
        status: 400,
        body: { code: 'validation_failed', message: 'Revisa los datos marcados.', errors: [{ field: 'expiry', message: 'La tarjeta está vencida' }] },
      },
    });
    const { user, props } = renderCardPayment();

    await typeCard(user, '4242 4242 4242 4242', '01/20');

    await waitFor(() => expect(props.onFailed).toHaveBeenCalledWith('Revisa los datos marcados.'));
    expect(screen.getByLabelText('Vencimiento (MM/AA)')).toHaveAccessibleDescription('La tarjeta está vencida');
  });

  it('gives the generic message when the server cannot be reached', async () => {
    mockFetch({ ...simulated, 'POST /api/payments/simulated/confirm': new TypeError('Failed to fetch') });
    const { user, props } = renderCardPayment();

    await typeCard(user, '4242 4242 4242 4242');

    await waitFor(() => expect(props.onFailed).toHaveBeenCalledWith('Hubo un problema al procesar tu pago. Por favor intenta de nuevo.'));
  });

  it('stays busy and disabled while the caller finishes its own work', async () => {
    mockFetch(simulated);
    renderCardPayment({ busy: true });

    expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();
  });

  it('offers a retry when the payment configuration cannot be read', async () => {
    mockFetch({ 'GET /api/payments/config': [{ status: 500, body: { code: 'internal_error', message: 'x' } }, simulated['GET /api/payments/config']] });
    const { user } = renderCardPayment();

    expect(await screen.findByText('No se pudo cargar el formulario de pago.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('note', { name: 'Modo de prueba' })).toBeInTheDocument();
  });
});

describe('card payment with Stripe', () => {
  // Stripe.js is loaded once per key for the life of the page: each test uses its own key.
  const stripeConfig = (publishableKey: string) => ({ 'GET /api/payments/config': { status: 200, body: { provider: 'stripe', publishableKey } } });

  it('loads Stripe with the publishable key and mounts the Payment Element with the intent, in tabs', async () => {
    mockFetch(stripeConfig('pk_test_123'));
    loadStripe.mockResolvedValue({ id: 'stripe' });
    renderCardPayment();

    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(elementsOptions.at(-1)).toMatchObject({ clientSecret: 'pi_123_secret_456', locale: 'es-419' });
    expect(paymentElementOptions.at(-1)).toEqual({ layout: 'tabs' });
    expect(screen.queryByText('Modo de prueba')).not.toBeInTheDocument();
  });

  it('confirms with the return URL, redirecting only if required, and reports success', async () => {
    mockFetch(stripeConfig('pk_test_confirm'));
    loadStripe.mockResolvedValue({ id: 'stripe' });
    confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const { user, props } = renderCardPayment();

    await user.click(await screen.findByRole('button', { name: 'Confirmar Depósito' }));

    await waitFor(() => expect(props.onSucceeded).toHaveBeenCalledTimes(1));
    expect(confirmPayment).toHaveBeenCalledWith({ elements: elementsInstance, confirmParams: { return_url: RETURN_URL }, redirect: 'if_required' });
  });

  it("hands over Stripe's message when the card is refused", async () => {
    mockFetch(stripeConfig('pk_test_refused'));
    loadStripe.mockResolvedValue({ id: 'stripe' });
    confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Tu tarjeta no tiene fondos suficientes.' } });
    const { user, props } = renderCardPayment();

    await user.click(await screen.findByRole('button', { name: 'Confirmar Depósito' }));

    await waitFor(() => expect(props.onFailed).toHaveBeenCalledWith('Tu tarjeta no tiene fondos suficientes.'));
    expect(props.onSucceeded).not.toHaveBeenCalled();
  });

  it('says so, and can try again, when Stripe.js cannot be loaded', async () => {
    mockFetch(stripeConfig('pk_test_offline'));
    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js')).mockResolvedValue({ id: 'stripe' });
    const { user } = renderCardPayment();

    expect(await screen.findByText(/No se pudo conectar con el procesador de pagos/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
  });
});
