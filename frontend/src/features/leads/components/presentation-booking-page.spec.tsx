import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { mockFetch, type Answer, type FetchCall } from '@/testing/fetch-mock';
import { payWith, PUBLIC_SETTINGS as SETTINGS, renderRoutes } from '@/testing/render-routes';
import { notify } from '@/ui/toaster';
import { BOOKING_STORAGE_KEY } from '../booking-storage';
import { schedulingServiceName } from '../texts';
import { PresentationBookingPage } from './presentation-booking-page';

const INTENT = (bookingId: string) => ({ bookingId, clientSecret: 'sim_pi_123_secret_abc', amountCentavos: 1_000_000 });

type Routes = Parameters<typeof mockFetch>[0];

function baseRoutes(extra: Routes = {}): Routes {
  return {
    'GET /api/public-settings': { status: 200, body: SETTINGS },
    'GET /api/payments/config': { status: 200, body: { provider: 'simulated', publishableKey: null } },
    'POST /api/create-schedule-payment-intent': (call: FetchCall) => ({ status: 201, body: INTENT((call.body as { bookingId: string }).bookingId) }),
    ...extra,
  };
}

function renderPage() {
  return renderRoutes(
    [
      { path: '/agendar', element: <PresentationBookingPage /> },
      { path: '/', element: <h1>Inicio</h1> },
    ],
    '/agendar',
  );
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Siguiente' }));
const currentStep = () => screen.getByRole('navigation', { name: 'Progreso de tu reserva' }).querySelector('[aria-current="step"]');

async function fillStepOne(user: UserEvent, email = 'ana@example.mx') {
  await user.type(screen.getByLabelText('Nombre completo'), 'Ana López');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Teléfono'), '33 1234 5678');
}

async function fillStepTwo(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText('Rango de inversión'), '5 - 10 millones MXN');
  await user.click(screen.getByRole('checkbox', { name: 'Boxes Premium con balcón' }));
  await user.click(screen.getByRole('checkbox', { name: 'Membresías Vitalicias' }));
  await user.type(screen.getByLabelText('Información adicional'), 'Me interesa el box de la recta principal.');
}

async function reachStepThree(user: UserEvent) {
  await fillStepOne(user);
  await next(user);
  await screen.findByRole('heading', { name: 'Perfil de Inversión' });
  await fillStepTwo(user);
  await next(user);
  await screen.findByRole('heading', { name: 'Confirmación' });
}

async function reachStepFour(user: UserEvent) {
  await reachStepThree(user);
  await user.click(screen.getByRole('checkbox', { name: /Acepto que Ciudad Deporte Motor ZMG use mis datos/ }));
  await user.click(screen.getByRole('button', { name: 'Continuar al Pago' }));
  await screen.findByRole('heading', { name: 'Depósito en Garantía' });
}

const saved = () => JSON.parse(window.sessionStorage.getItem(BOOKING_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  notify.dismissAll();
  window.sessionStorage.clear();
  window.open = jest.fn() as unknown as typeof window.open;
});

describe('presentation booking on /agendar (public-site.md §2.4, §5, §8)', () => {
  it('starts on step 1 of 4, marked as the current step, with Volver to the landing', async () => {
    mockFetch(baseRoutes());
    renderPage();

    expect(screen.getByRole('heading', { level: 2, name: 'Información Personal' })).toBeInTheDocument();
    expect(screen.getByText('Paso 1 de 4')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Información Personal');
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/');
  });

  it('step 1: toasts "Información requerida" for empty fields and shows each field message', async () => {
    const calls = mockFetch(baseRoutes());
    const { user } = renderPage();

    await next(user);

    expect(await screen.findByText('Información requerida')).toBeInTheDocument();
    expect(screen.getByText('Por favor completa todos los campos obligatorios')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre completo')).toHaveAccessibleDescription('Nombre completo es requerido');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Por favor ingresa un email válido');
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription('Teléfono válido es requerido');
    await waitFor(() => expect(screen.getByLabelText('Nombre completo')).toHaveFocus());
    expect(currentStep()).toHaveTextContent('Información Personal');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('step 1: toasts "Email inválido" for an address without the text@text.text shape', async () => {
    mockFetch(baseRoutes());
    const { user } = renderPage();

    await fillStepOne(user, 'ana@example');
    await next(user);

    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('Por favor ingresa un email válido', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(currentStep()).toHaveTextContent('Información Personal');

    await user.type(screen.getByLabelText('Email'), '.mx');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false'));
    await next(user);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Perfil de Inversión' })).toHaveFocus());
  });

  it('step 2: asks for a range and at least one product, and Anterior keeps what was typed', async () => {
    mockFetch(baseRoutes());
    const { user } = renderPage();
    await fillStepOne(user);
    await next(user);
    await screen.findByRole('heading', { name: 'Perfil de Inversión' });

    await next(user);

    expect(await screen.findByText('Por favor selecciona tu rango de inversión y al menos un producto de interés')).toBeInTheDocument();
    expect(screen.getByLabelText('Rango de inversión')).toHaveAccessibleDescription('Selecciona tu rango de inversión');
    expect(screen.getByText('Selecciona al menos un producto de interés')).toBeInTheDocument();
    // The booking offers the first five products only.
    expect(within(screen.getByRole('group', { name: 'Productos de interés' })).getAllByRole('checkbox')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByLabelText('Nombre completo')).toHaveValue('Ana López');
  });

  it('step 3: summarises the booking and keeps Continuar al Pago disabled until the terms are accepted', async () => {
    const calls = mockFetch(baseRoutes());
    const { user } = renderPage();
    await reachStepThree(user);

    const summary = screen.getByRole('region', { name: 'Resumen de tu información' });
    expect(within(summary).getByText('Ana López')).toBeInTheDocument();
    expect(within(summary).getByText('ana@example.mx')).toBeInTheDocument();
    expect(within(summary).getByText('33 1234 5678')).toBeInTheDocument();
    expect(within(summary).getByText('5 - 10 millones MXN')).toBeInTheDocument();
    expect(within(summary).getByText('2 productos seleccionados')).toBeInTheDocument();
    expect(await screen.findByText(/depósito en garantía de \$10,000 MXN/)).toBeInTheDocument();

    const proceed = screen.getByRole('button', { name: 'Continuar al Pago' });
    expect(proceed).toHaveAttribute('aria-disabled', 'true');
    await user.click(proceed);

    expect(await screen.findByText('Términos requeridos')).toBeInTheDocument();
    expect(screen.getByText('Debes aceptar los términos y condiciones para continuar', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/create-schedule-payment-intent')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: /Acepto que Ciudad Deporte Motor ZMG use mis datos/ }));
    expect(proceed).not.toHaveAttribute('aria-disabled');
  });

  it('creates the payment intent with every field and only then shows the deposit step', async () => {
    const calls = mockFetch(baseRoutes());
    const { user } = renderPage();

    await reachStepFour(user);

    const intentCall = calls.find((call) => call.path === '/api/create-schedule-payment-intent');
    expect(intentCall?.body).toEqual({
      bookingId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Ana López',
      email: 'ana@example.mx',
      phone: '33 1234 5678',
      investmentRange: '5-10',
      productsOfInterest: ['boxes-premium', 'membresias'],
      additionalInfo: 'Me interesa el box de la recta principal.',
      acceptTerms: true,
      amount: 10000,
    });
    expect(screen.getAllByText('$10,000 MXN').length).toBeGreaterThan(0);
    expect(screen.getByText('Modo de prueba')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
  });

  it('stays on step 3 with everything typed when the intent cannot be created', async () => {
    mockFetch(baseRoutes({ 'POST /api/create-schedule-payment-intent': { status: 500, body: { code: 'internal_error', message: 'x' } } }));
    const { user } = renderPage();
    await reachStepThree(user);
    await user.click(screen.getByRole('checkbox', { name: /Acepto que/ }));

    await user.click(screen.getByRole('button', { name: 'Continuar al Pago' }));

    expect(await screen.findByText('No se pudo procesar tu solicitud. Por favor intenta de nuevo.')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Confirmación');
    expect(screen.getByRole('checkbox', { name: /Acepto que/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continuar al Pago' })).toBeEnabled();
  });

  it('goes straight to sending the information when the deposit of this booking was already paid', async () => {
    mockFetch(
      baseRoutes({
        'POST /api/create-schedule-payment-intent': {
          status: 409,
          body: { code: 'booking_already_paid', message: 'El depósito de esta reservación ya fue pagado.' },
        },
      }),
    );
    const { user } = renderPage();
    await reachStepThree(user);
    await user.click(screen.getByRole('checkbox', { name: /Acepto que/ }));

    await user.click(screen.getByRole('button', { name: 'Continuar al Pago' }));

    expect(await screen.findByText('Tu depósito quedó registrado')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Depósito en Garantía');
    expect(screen.queryByLabelText('Número de tarjeta')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar mi información' })).toBeEnabled();
  });

  it('keeps the typed fields and the booking id across a reload, and sends the same id again', async () => {
    const calls = mockFetch(baseRoutes());
    const first = renderPage();
    await fillStepOne(first.user);
    await next(first.user);
    await screen.findByRole('heading', { name: 'Perfil de Inversión' });
    const { bookingId } = saved().values;
    first.view.unmount();

    const { user } = renderPage();
    expect(screen.getByRole('heading', { name: 'Perfil de Inversión' })).toBeInTheDocument();
    await fillStepTwo(user);
    await next(user);
    await screen.findByRole('heading', { name: 'Confirmación' });
    expect(screen.getByText('Ana López')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Acepto que/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar al Pago' }));
    await screen.findByRole('heading', { name: 'Depósito en Garantía' });

    expect(calls.find((call) => call.path === '/api/create-schedule-payment-intent')?.body).toMatchObject({ bookingId });
  });

  it('stays on step 4 with "Error en el pago" and the provider message when the card is declined', async () => {
    mockFetch(
      baseRoutes({
        'POST /api/payments/simulated/confirm': { status: 400, body: { code: 'card_declined', message: 'Tu tarjeta fue rechazada.' } },
      }),
    );
    const { user } = renderPage();
    await reachStepFour(user);

    await payWith(user, '4000 0000 0000 0002');

    expect(await screen.findByText('Error en el pago')).toBeInTheDocument();
    expect(screen.getByText('Tu tarjeta fue rechazada.')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Depósito en Garantía');
    expect(screen.getByRole('button', { name: 'Confirmar Depósito' })).toBeEnabled();
  });

  it('after the card succeeds: submits the booking, toasts, opens the scheduling page and goes to / after 2 seconds', async () => {
    let answerSchedule: (answer: Answer) => void = () => undefined;
    const calls = mockFetch(
      baseRoutes({
        'POST /api/payments/simulated/confirm': { status: 200, body: { status: 'succeeded' } },
        'POST /api/schedule-presentation': () => new Promise<Answer>((resolve) => (answerSchedule = resolve)),
      }),
    );
    const { user, router } = renderPage();
    await reachStepFour(user);

    await payWith(user, '4242 4242 4242 4242');

    // The deposit is recorded; the button now sends the information and is busy meanwhile.
    const busy = await screen.findByRole('button', { name: 'Enviando...' });
    expect(busy).toBeDisabled();
    expect(screen.getByText('Tu depósito quedó registrado')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/payments/simulated/confirm')?.body).toEqual({
      clientSecret: 'sim_pi_123_secret_abc',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/schedule-presentation')).toBe(true));
    expect(calls.find((call) => call.path === '/api/schedule-presentation')?.body).toMatchObject({ name: 'Ana López', acceptTerms: true });

    answerSchedule({ status: 200, body: { ok: true, status: 'paid', schedulingUrl: SETTINGS.schedulingUrl } });

    expect(await screen.findByText('¡Información enviada!', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(screen.getByText('Ahora puedes agendar tu presentación en calendly.com')).toBeInTheDocument();
    expect(window.open).toHaveBeenCalledWith(SETTINGS.schedulingUrl, '_blank', 'noopener');
    expect(window.sessionStorage.getItem(BOOKING_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/agendar');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps the paid deposit and offers to send the information again when the submission fails', async () => {
    mockFetch(
      baseRoutes({
        'POST /api/payments/simulated/confirm': { status: 200, body: { status: 'succeeded' } },
        'POST /api/schedule-presentation': [
          { status: 200, body: { ok: false, status: 'pending_payment', schedulingUrl: SETTINGS.schedulingUrl } },
          { status: 200, body: { ok: true, status: 'paid', schedulingUrl: SETTINGS.schedulingUrl } },
        ],
      }),
    );
    const { user } = renderPage();
    await reachStepFour(user);

    await payWith(user, '4242 4242 4242 4242');

    expect(await screen.findByText('Hubo un problema al enviar tu información. Por favor intenta de nuevo.')).toBeInTheDocument();
    expect(screen.getByText('Tu depósito quedó registrado')).toBeInTheDocument();
    expect(screen.queryByLabelText('Número de tarjeta')).not.toBeInTheDocument();
    expect(saved()).toMatchObject({ paid: true, step: 4 });

    await user.click(screen.getByRole('button', { name: 'Enviar mi información' }));
    expect(await screen.findByText('Ahora puedes agendar tu presentación en calendly.com')).toBeInTheDocument();
  });
});

describe('the name of the scheduling service in the success toast', () => {
  it('is the host of an external page, and "nuestro calendario" for a page of this site', () => {
    expect(schedulingServiceName('https://www.calendly.com/cdm/presentacion', 'https://cdm.example')).toBe('calendly.com');
    expect(schedulingServiceName('/agendar', 'https://cdm.example')).toBe('nuestro calendario');
    expect(schedulingServiceName('https://cdm.example/citas', 'https://cdm.example')).toBe('nuestro calendario');
  });
});
