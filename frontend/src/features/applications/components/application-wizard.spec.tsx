import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { mockFetch, type FetchCall } from '@/testing/fetch-mock';
import { payWith, PUBLIC_SETTINGS as SETTINGS, renderRoutes } from '@/testing/render-routes';
import { notify } from '@/ui/toaster';
import { APPLICATION_STORAGE_KEY } from '../application-storage';
import { ApplicationWizard } from './application-wizard';

const APPLICATION_ID = '6f1c1d3e-4f50-4a61-8b72-9c8d7e6f5a41';
const PAID = (call: FetchCall) => ({
  status: 201,
  body: {
    referralCodeUsed: false,
    directAccess: false,
    applicationId: (call.body as { applicationId: string }).applicationId,
    clientSecret: 'sim_pi_app_secret_abc',
    depositCentavos: 1_000_000,
  },
});

type Routes = Parameters<typeof mockFetch>[0];

function baseRoutes(extra: Routes = {}): Routes {
  return {
    'GET /api/public-settings': { status: 200, body: SETTINGS },
    'GET /api/payments/config': { status: 200, body: { provider: 'simulated', publishableKey: null } },
    'POST /api/validate-referral-code': (call: FetchCall) =>
      (call.body as { code: string }).code === 'CDM-DEMO-SOCIO'
        ? { status: 200, body: { valid: true, error: null, referralData: { ownerName: 'Socio Fundador Demo' } } }
        : { status: 200, body: { valid: false, error: 'Código de referido inválido', referralData: null } },
    'POST /api/investor-application': PAID,
    'POST /api/payment-success': { status: 200, body: { depositPaid: true } },
    ...extra,
  };
}

function renderWizard({ path = '/aplicar', canSeeDataRoom }: { path?: string; canSeeDataRoom?: boolean } = {}) {
  return renderRoutes(
    [
      { path: '/aplicar', element: <ApplicationWizard canSeeDataRoom={canSeeDataRoom} /> },
      { path: '/', element: <h1>Inicio</h1> },
      { path: '/dashboard', element: <h1>Panel</h1> },
    ],
    path,
  );
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Siguiente' }));
const currentStep = () => screen.getByRole('navigation', { name: 'Progreso de tu aplicación' }).querySelector('[aria-current="step"]');
const toast = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' });
const referralField = () => screen.getByLabelText(/Código de referido/);
const referralStatus = () => referralField().closest('div')?.parentElement?.querySelector('[role="status"]') as HTMLElement;

async function fillStepOne(user: UserEvent, email = 'mariana@example.mx') {
  await user.type(screen.getByLabelText('Nombre completo'), 'Mariana Torres');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Teléfono'), '33 1122 3344');
  await user.type(screen.getByLabelText(/LinkedIn/), 'https://linkedin.com/in/mariana');
}

async function fillStepTwo(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText('Rango de inversión'), '$10M - $25M MXN');
  await user.click(screen.getByRole('checkbox', { name: 'Boxes Premium (60 m² con balcón)' }));
  await user.click(screen.getByRole('checkbox', { name: 'Membresías Vitalicias' }));
  await user.type(screen.getByLabelText(/Experiencia previa/), 'Inversión inmobiliaria en Zapopan');
}

async function reachStepTwo(user: UserEvent) {
  await fillStepOne(user);
  await next(user);
  await screen.findByRole('heading', { level: 2, name: 'Perfil' });
}

async function reachStepThree(user: UserEvent, referralCode?: string) {
  await reachStepTwo(user);
  await fillStepTwo(user);
  if (referralCode) {
    await user.type(referralField(), referralCode);
    await user.tab();
    await waitFor(() => expect(referralStatus()).not.toHaveTextContent('Validando código…'));
  }
  await next(user);
  await screen.findByRole('heading', { level: 2, name: 'Confirmación' });
}

async function acceptBoth(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }));
  await user.click(screen.getByRole('checkbox', { name: /Entiendo que toda inversión conlleva riesgos/ }));
}

async function reachStepFour(user: UserEvent) {
  await reachStepThree(user);
  await acceptBoth(user);
  await user.click(screen.getByRole('button', { name: 'Enviar Aplicación' }));
  await screen.findByRole('heading', { level: 2, name: 'Pago' });
}

const saved = () => JSON.parse(window.sessionStorage.getItem(APPLICATION_STORAGE_KEY) ?? 'null');
const posts = (calls: FetchCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);

// jsdom has no tabs: window.open only records the call.
let openTab: jest.SpyInstance;

beforeEach(() => {
  notify.dismissAll();
  window.sessionStorage.clear();
  openTab = jest.spyOn(window, 'open').mockReturnValue(null);
});

afterEach(() => openTab.mockRestore());

function expectDataRoomLink() {
  const link = screen.getByRole('link', { name: 'Ver el Data Room' });
  expect(link).toHaveAttribute('href', '/data-room');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveAccessibleDescription('Los documentos del proyecto se abren en una pestaña nueva.');
}

describe('investor application on /aplicar: steps and their messages (investor-portal.md §2.1, §5, §8)', () => {
  it('starts on step 1 of 5 with Volver to the landing', () => {
    mockFetch(baseRoutes());
    renderWizard();

    expect(screen.getByRole('heading', { level: 1, name: 'Aplica como Socio Fundador' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Información Personal' })).toBeInTheDocument();
    expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Información Personal');
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/');
    expect(screen.getByLabelText(/Instagram/)).not.toHaveAttribute('aria-required');
  });

  it('step 1: toasts "Campos requeridos" for empty required fields and marks each one', async () => {
    const calls = mockFetch(baseRoutes());
    const { user } = renderWizard();

    await next(user);

    expect(await toast('Campos requeridos')).toBeInTheDocument();
    expect(await toast('Por favor completa todos los campos obligatorios')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre completo')).toHaveAccessibleDescription('Por favor completa todos los campos obligatorios');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Por favor ingresa un email válido');
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription('Teléfono válido es requerido');
    await waitFor(() => expect(screen.getByLabelText('Nombre completo')).toHaveFocus());
    expect(currentStep()).toHaveTextContent('Información Personal');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('step 1: toasts "Email inválido" for an address without the text@text.text shape', async () => {
    mockFetch(baseRoutes());
    const { user } = renderWizard();

    await fillStepOne(user, 'mariana@example');
    await next(user);

    expect(await toast('Email inválido')).toBeInTheDocument();
    expect(await toast('Por favor ingresa un email válido')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(currentStep()).toHaveTextContent('Información Personal');

    await user.type(screen.getByLabelText('Email'), '.mx');
    await next(user);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Perfil' })).toHaveFocus());
  });

  it('step 2: offers the six ranges and five products, asks for a range and a product, and Anterior keeps step 1', async () => {
    mockFetch(baseRoutes());
    const { user } = renderWizard();
    await reachStepTwo(user);

    const ranges = within(screen.getByLabelText('Rango de inversión')).getAllByRole('option').map((option) => option.textContent);
    expect(ranges).toEqual([
      'Selecciona un rango',
      '$1M - $2M MXN',
      '$2M - $5M MXN',
      '$5M - $10M MXN',
      '$10M - $25M MXN',
      '$25M - $50M MXN',
      '$50M+ MXN',
    ]);
    expect(within(screen.getByRole('group', { name: 'Productos de interés' })).getAllByRole('checkbox')).toHaveLength(5);

    await next(user);
    expect(await toast('Información requerida')).toBeInTheDocument();
    expect(await toast('Por favor selecciona tu rango de inversión y al menos un producto de interés')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Perfil');

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByLabelText('Nombre completo')).toHaveValue('Mariana Torres');
    expect(screen.getByLabelText(/LinkedIn/)).toHaveValue('https://linkedin.com/in/mariana');
  });

  it('step 3: summarises, and keeps Enviar Aplicación disabled with "Términos requeridos" until both boxes are ticked', async () => {
    const calls = mockFetch(baseRoutes());
    const { user } = renderWizard();
    await reachStepThree(user);

    const summary = screen.getByRole('region', { name: 'Resumen de tu aplicación' });
    for (const text of ['Mariana Torres', 'mariana@example.mx', '33 1122 3344', '$10M - $25M MXN', 'Inversión inmobiliaria en Zapopan']) {
      expect(within(summary).getByText(text)).toBeInTheDocument();
    }
    expect(within(summary).getByText(/Boxes Premium \(60 m² con balcón\)\s+Membresías Vitalicias/)).toBeInTheDocument();
    expect(await screen.findByText(/depósito en garantía de \$10,000 MXN/)).toBeInTheDocument();

    const send = screen.getByRole('button', { name: 'Enviar Aplicación' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(send);
    expect(await toast('Términos requeridos')).toBeInTheDocument();
    expect(await toast('Debes aceptar los términos y condiciones para continuar')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }));
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('checkbox', { name: /Entiendo que toda inversión conlleva riesgos/ }));
    expect(send).not.toHaveAttribute('aria-disabled');
    expect(posts(calls, '/api/investor-application')).toEqual([]);
  });

  it('sends exactly the fields of the DTO and opens the card step with the deposit of the answer', async () => {
    const calls = mockFetch(baseRoutes());
    const { user } = renderWizard();

    await reachStepFour(user);

    expect(posts(calls, '/api/investor-application').map((call) => call.body)).toEqual([
      {
        applicationId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        name: 'Mariana Torres',
        email: 'mariana@example.mx',
        phone: '33 1122 3344',
        linkedin: 'https://linkedin.com/in/mariana',
        investmentRange: '10-25',
        productsOfInterest: ['boxes-premium', 'membresias'],
        previousExperience: 'Inversión inmobiliaria en Zapopan',
        acceptTerms: true,
        acceptRisks: true,
      },
    ]);
    expect(screen.getByText('Modo de prueba')).toBeInTheDocument();
    expect(screen.getAllByText('$10,000 MXN').length).toBeGreaterThan(0);
    expect(currentStep()).toHaveTextContent('Pago');
  });

  it('shows the server message and keeps the form when another application with the email is in review (409)', async () => {
    const message = 'Ya tenemos una aplicación en revisión con este correo. Te escribiremos pronto; si necesitas ayuda, responde a nuestro correo.';
    mockFetch(baseRoutes({ 'POST /api/investor-application': { status: 409, body: { code: 'application_in_review', message } } }));
    const { user } = renderWizard();
    await reachStepThree(user);
    await acceptBoth(user);

    await user.click(screen.getByRole('button', { name: 'Enviar Aplicación' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await toast('Ya tienes una aplicación en revisión')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Confirmación');
    expect(screen.getByRole('checkbox', { name: /Acepto los términos/ })).toBeChecked();
    expect(saved().values).toMatchObject({ name: 'Mariana Torres', email: 'mariana@example.mx' });
  });

  it('toasts the submit failure and keeps everything when the server fails', async () => {
    mockFetch(baseRoutes({ 'POST /api/investor-application': new TypeError('Failed to fetch') }));
    const { user } = renderWizard();
    await reachStepThree(user);
    await acceptBoth(user);

    await user.click(screen.getByRole('button', { name: 'Enviar Aplicación' }));

    expect(await toast('Hubo un problema al enviar tu aplicación. Por favor intenta de nuevo.')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Confirmación');
    expect(screen.getByRole('button', { name: 'Enviar Aplicación' })).toBeEnabled();
    expect(saved()).toMatchObject({ step: 3, values: { acceptTerms: true, acceptRisks: true } });
  });

  it('stays on the card step with "Error en el pago" and the provider message for a declined card', async () => {
    mockFetch(
      baseRoutes({ 'POST /api/payments/simulated/confirm': { status: 400, body: { code: 'card_declined', message: 'Tu tarjeta fue rechazada.' } } }),
    );
    const { user } = renderWizard();
    await reachStepFour(user);

    await payWith(user, '4000 0000 0000 0002');

    expect(await toast('Error en el pago')).toBeInTheDocument();
    expect(await toast('Tu tarjeta fue rechazada.')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Pago');
    expect(screen.getByRole('button', { name: 'Confirmar Depósito' })).toBeEnabled();
    expect(openTab).not.toHaveBeenCalled();
  });

  it('after a good card: tells the server, and shows Completado with the board review and the 48-hour email', async () => {
    const calls = mockFetch(baseRoutes({ 'POST /api/payments/simulated/confirm': { status: 200, body: { status: 'succeeded' } } }));
    const { user } = renderWizard();
    await reachStepFour(user);
    const { applicationId } = saved().values;

    await payWith(user, '4242 4242 4242 4242');

    expect(await screen.findByRole('heading', { level: 2, name: 'Completado' })).toBeInTheDocument();
    expect(screen.getByText('Tu aplicación está en revisión por el consejo de Ciudad Deporte Motor ZMG.')).toBeInTheDocument();
    expect(screen.getByText('Recibirás un correo con los siguientes pasos en un plazo de 48 horas.')).toBeInTheDocument();
    await waitFor(() => expect(posts(calls, '/api/payment-success').map((call) => call.body)).toEqual([{ applicationId }]));
    // Only the finished step stays in the tab, not the personal details.
    expect(saved()).toMatchObject({ step: 5, values: { applicationId, name: '', email: '' } });
  });

  it('after a good card, signed in with an investor account: opens the data room in a new tab once, and keeps the link for a blocked pop-up', async () => {
    mockFetch(baseRoutes({ 'POST /api/payments/simulated/confirm': { status: 200, body: { status: 'succeeded' } } }));
    const { user } = renderWizard({ canSeeDataRoom: true });
    await reachStepFour(user);
    expect(openTab).not.toHaveBeenCalled();

    await payWith(user, '4242 4242 4242 4242');

    await screen.findByRole('heading', { level: 2, name: 'Completado' });
    expect(openTab.mock.calls).toEqual([['/data-room', '_blank', 'noopener']]);
    expectDataRoomLink();
  });

  it('after a good card, without an investor account: no data room tab nor link, but what comes next', async () => {
    mockFetch(baseRoutes({ 'POST /api/payments/simulated/confirm': { status: 200, body: { status: 'succeeded' } } }));
    const { user } = renderWizard();
    await reachStepFour(user);

    await payWith(user, '4242 4242 4242 4242');

    await screen.findByRole('heading', { level: 2, name: 'Completado' });
    expect(openTab).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Ver el Data Room' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Cuando el consejo apruebe tu aplicación recibirás por correo el acceso a tu cuenta de inversionista; con ella podrás consultar el Data Room.'),
    ).toBeInTheDocument();
  });
});

describe('referral code on step 2 (investor-portal.md §5)', () => {
  it('checks the code on blur and shows who referred; editing clears the result; empty asks nothing', async () => {
    const calls = mockFetch(baseRoutes());
    const { user } = renderWizard();
    await reachStepTwo(user);

    await user.click(referralField());
    await user.tab();
    expect(posts(calls, '/api/validate-referral-code')).toEqual([]);

    await user.type(referralField(), 'CDM-DEMO-SOCIO');
    await user.tab();
    await waitFor(() => expect(referralStatus()).toHaveTextContent('Código válido - Referido por: Socio Fundador Demo'));
    expect(posts(calls, '/api/validate-referral-code').map((call) => call.body)).toEqual([{ code: 'CDM-DEMO-SOCIO' }]);
    expect(referralField()).toHaveAccessibleDescription(/Código válido - Referido por: Socio Fundador Demo/);

    await user.type(referralField(), 'X');
    expect(referralStatus()).toHaveTextContent('');

    await user.clear(referralField());
    await user.tab();
    expect(referralStatus()).toHaveTextContent('');
    expect(posts(calls, '/api/validate-referral-code')).toHaveLength(1);
  });

  it("shows the server's error, or 'Código de referido inválido' when it gives none", async () => {
    mockFetch(
      baseRoutes({
        'POST /api/validate-referral-code': [
          { status: 200, body: { valid: false, error: 'Este código ya no está activo', referralData: null } },
          { status: 200, body: { valid: false, error: null, referralData: null } },
        ],
      }),
    );
    const { user } = renderWizard();
    await reachStepTwo(user);

    await user.type(referralField(), 'VIEJO-1');
    await user.tab();
    await waitFor(() => expect(referralStatus()).toHaveTextContent('Este código ya no está activo'));

    await user.type(referralField(), '2');
    await user.tab();
    await waitFor(() => expect(referralStatus()).toHaveTextContent('Código de referido inválido'));
  });

  it("says 'Error al validar el código de referido' when the check cannot reach the server", async () => {
    mockFetch(baseRoutes({ 'POST /api/validate-referral-code': new TypeError('Failed to fetch') }));
    const { user } = renderWizard();
    await reachStepTwo(user);

    await user.type(referralField(), 'CDM-DEMO-SOCIO');
    await user.tab();

    await waitFor(() => expect(referralStatus()).toHaveTextContent('Error al validar el código de referido'));
  });

  it('does not move on with a code the server refused', async () => {
    mockFetch(baseRoutes());
    const { user } = renderWizard();
    await reachStepTwo(user);
    await fillStepTwo(user);
    await user.type(referralField(), 'INVENTADO');
    await user.tab();
    await waitFor(() => expect(referralStatus()).toHaveTextContent('Código de referido inválido'));

    await next(user);

    expect(await toast('Corrige o borra el código de referido para continuar.')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Perfil');
    await waitFor(() => expect(referralField()).toHaveFocus());
  });

  it('with a valid code explains there is no deposit, welcomes, and tells to open the set-up link sent by email (no sign-in here)', async () => {
    const calls = mockFetch(
      baseRoutes({
        'POST /api/investor-application': (call: FetchCall) => ({
          status: 201,
          body: {
            referralCodeUsed: true,
            directAccess: true,
            applicationId: (call.body as { applicationId: string }).applicationId,
            clientSecret: null,
            depositCentavos: 0,
          },
        }),
      }),
    );
    const { user, router } = renderWizard();
    await reachStepThree(user, 'CDM-DEMO-SOCIO');

    expect(screen.getByRole('note', { name: 'Acceso directo con tu código de referido' })).toHaveTextContent(/no pagas depósito/);
    expect(screen.queryByText(/depósito en garantía de \$10,000 MXN/)).not.toBeInTheDocument();
    await acceptBoth(user);
    await user.click(screen.getByRole('button', { name: 'Enviar Aplicación' }));

    expect(await toast('¡Bienvenido!')).toBeInTheDocument();
    expect(posts(calls, '/api/investor-application')[0]?.body).toMatchObject({ referralCode: 'CDM-DEMO-SOCIO' });
    const panel = (await screen.findByText('Revisa tu correo')).parentElement as HTMLElement;
    expect(panel).toHaveTextContent('Revisa tu correo');
    expect(panel).toHaveTextContent(/Enviamos a mariana@example\.mx un enlace para configurar tu contraseña/);
    expect(panel).toHaveTextContent('El enlace vence en 1 hora y solo puede usarse una vez.');
    // decisions.md #21: the application signs no one in, so nothing sends this browser to the dashboard.
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(router.state.location.pathname).toBe('/aplicar');
    expect(screen.queryByRole('heading', { level: 2, name: 'Pago' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(APPLICATION_STORAGE_KEY)).toBeNull();
  });

  it('goes back to step 2 with the message when the server refuses the code on submit', async () => {
    mockFetch(
      baseRoutes({
        'POST /api/validate-referral-code': new TypeError('Failed to fetch'),
        'POST /api/investor-application': { status: 400, body: { code: 'invalid_referral_code', message: 'Código de referido inválido' } },
      }),
    );
    const { user } = renderWizard();
    await reachStepThree(user, 'INVENTADO');
    await acceptBoth(user);

    await user.click(screen.getByRole('button', { name: 'Enviar Aplicación' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Perfil' })).toBeInTheDocument();
    expect(referralStatus()).toHaveTextContent('Código de referido inválido');
    expect(referralField()).toHaveValue('INVENTADO');
  });
});

describe('what survives a reload, and the way back from the payment provider', () => {
  it('restores the typed fields, the step and the application id from session storage, and sends the same id', async () => {
    const calls = mockFetch(baseRoutes());
    const first = renderWizard();
    await reachStepTwo(first.user);
    await fillStepTwo(first.user);
    const { applicationId } = saved().values;
    first.view.unmount();

    const { user } = renderWizard();
    expect(screen.getByRole('heading', { level: 2, name: 'Perfil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Rango de inversión')).toHaveValue('10-25');
    expect(screen.getByRole('checkbox', { name: 'Membresías Vitalicias' })).toBeChecked();
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Confirmación' });
    expect(screen.getByText('Mariana Torres')).toBeInTheDocument();
    await acceptBoth(user);
    await user.click(screen.getByRole('button', { name: 'Enviar Aplicación' }));
    await screen.findByRole('heading', { level: 2, name: 'Pago' });

    expect(posts(calls, '/api/investor-application')[0]?.body).toMatchObject({ applicationId, name: 'Mariana Torres' });
  });

  it('checks a restored referral code again so that its result shows', async () => {
    const calls = mockFetch(baseRoutes());
    const first = renderWizard();
    await reachStepTwo(first.user);
    await first.user.type(referralField(), 'CDM-DEMO-SOCIO');
    first.view.unmount();

    renderWizard();

    await waitFor(() => expect(referralStatus()).toHaveTextContent('Código válido - Referido por: Socio Fundador Demo'));
    expect(posts(calls, '/api/validate-referral-code')).toHaveLength(1);
  });

  it('sends the same id again after going back, and a new one once the email was corrected', async () => {
    const calls = mockFetch(baseRoutes());
    const { user } = renderWizard();
    await reachStepFour(user);
    const sentIds = () => posts(calls, '/api/investor-application').map((call) => (call.body as { applicationId: string }).applicationId);

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar Aplicación' }));
    await screen.findByRole('heading', { level: 2, name: 'Pago' });
    expect(new Set(sentIds()).size).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await user.click(await screen.findByRole('button', { name: 'Anterior' }));
    await user.click(await screen.findByRole('button', { name: 'Anterior' }));
    await user.clear(await screen.findByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'mariana.torres@example.mx');
    await next(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Enviar Aplicación' }));
    await screen.findByRole('heading', { level: 2, name: 'Pago' });

    expect(sentIds()).toHaveLength(3);
    expect(sentIds()[2]).not.toBe(sentIds()[0]);
    expect(saved().values.applicationId).toBe(sentIds()[2]);
  });

  it('reopens a reload of the card step at the summary, since the card form needs its intent again', async () => {
    mockFetch(baseRoutes());
    const first = renderWizard();
    await reachStepFour(first.user);
    first.view.unmount();

    renderWizard();

    expect(screen.getByRole('heading', { level: 2, name: 'Confirmación' })).toBeInTheDocument();
  });

  it('jumps to Completado on ?payment=success&applicationId=…, tells the server, and clears the query string', async () => {
    const calls = mockFetch(baseRoutes());
    const { router } = renderWizard({ path: `/aplicar?payment=success&applicationId=${APPLICATION_ID}` });

    expect(screen.getByRole('heading', { level: 2, name: 'Completado' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/aplicar');
    await waitFor(() => expect(posts(calls, '/api/payment-success').map((call) => call.body)).toEqual([{ applicationId: APPLICATION_ID }]));
  });

  it('offers the data room link on the way back from the provider and on a reload of Completado, without opening a tab', async () => {
    mockFetch(baseRoutes());
    const back = renderWizard({ path: `/aplicar?payment=success&applicationId=${APPLICATION_ID}`, canSeeDataRoom: true });
    await waitFor(() => expect(back.router.state.location.search).toBe(''));
    expectDataRoomLink();
    back.view.unmount();

    renderWizard({ canSeeDataRoom: true });

    expect(screen.getByRole('heading', { level: 2, name: 'Completado' })).toBeInTheDocument();
    expectDataRoomLink();
    expect(openTab).not.toHaveBeenCalled();
  });

  it('ignores a return whose application id is not one', () => {
    const calls = mockFetch(baseRoutes());
    renderWizard({ path: '/aplicar?payment=success&applicationId=otra-cosa' });

    expect(screen.getByRole('heading', { level: 2, name: 'Información Personal' })).toBeInTheDocument();
    expect(posts(calls, '/api/payment-success')).toEqual([]);
  });
});
