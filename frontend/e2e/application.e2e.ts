import { randomUUID } from 'node:crypto';
import { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { eventually } from '../../backend/test-support/eventually';
import { linkIn } from '../../backend/test-support/http-session';
import type { SmtpListener } from '../../backend/test-support/smtp-listener';
import type { AppServer } from './support/app-server';
import { openTestPage } from './support/browser';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { expectRefusalLeavesFormUsable, payWithSimulatedCard } from './support/card-payment';
import { startServices, stopServices } from './support/services';
import { signInAsStaff, waitForCurrentStaffTab } from './support/staff';
import { toastWith } from './support/toasts';

const ADMIN_EMAIL = 'admin.aplicaciones@cdm.test';
const ADMIN_PASSWORD = 'Admin-Aplicaciones-2026!';
const STAFF_NOTIFY_EMAIL = 'ventas@cdm.test';
const DEMO_REFERRAL_CODE = 'CDM-DEMO-SOCIO';
const TERMS = /Acepto los términos y condiciones/;
const RISKS = /Entiendo que toda inversión conlleva riesgos/;
const DATA_ROOM_LATER = 'Cuando el consejo apruebe tu aplicación recibirás por correo el acceso a tu cuenta de inversionista; con ella podrás consultar el Data Room.';
const SUBJECTS = {
  received: 'Recibimos tu aplicación · Ciudad Deporte Motor ZMG',
  deposit: 'Confirmación de tu depósito en garantía · Ciudad Deporte Motor ZMG',
  authorized: '¡Tu aplicación fue autorizada! · Ciudad Deporte Motor ZMG',
  setup: 'Configura tu contraseña · Ciudad Deporte Motor ZMG',
};

describe('investor application (/aplicar, simulated provider) and its review by staff', () => {
  let smtp: SmtpListener;
  let server: AppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let db: Client;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    ({ smtp, server, browser, db } = await startServices({ STAFF_NOTIFY_EMAIL, ADMIN_EMAIL, ADMIN_PASSWORD }));
  });

  beforeEach(async () => {
    // A declined card, a refused code and an illegal move answer 4xx on purpose; Chromium logs those all the same.
    ({ context, page, errors: pageErrors } = await openTestPage(browser, {
      ignoreConsole: (text) => text.startsWith('Failed to load resource'),
    }));
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(() => stopServices({ smtp, server, browser, db }));

  const toast = (text: string) => toastWith(page, text);
  const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
  const currentStep = () => page.getByRole('navigation', { name: 'Progreso de tu aplicación' }).locator('[aria-current="step"]');
  const next = () => page.getByRole('button', { name: 'Siguiente' }).click();
  const referralCode = () => page.getByLabel(/Código de referido/);

  const expectNoAxeViolations = () => expectNoAccessibilityViolations(page, { afterToasts: true });
  const fillCard = (cardNumber: string) => payWithSimulatedCard(page, cardNumber, 'Confirmar Depósito');

  async function fillStepOne(name: string, email: string) {
    await page.getByLabel('Nombre completo').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Teléfono').fill('33 1122 3344');
  }

  async function fillStepTwo() {
    await page.getByLabel('Rango de inversión').selectOption('10-25');
    await page.getByRole('checkbox', { name: 'Boxes Premium (60 m² con balcón)' }).check();
    await page.getByRole('checkbox', { name: 'Membresías Vitalicias' }).check();
  }

  async function acceptAndSend() {
    await page.getByRole('checkbox', { name: TERMS }).check();
    await page.getByRole('checkbox', { name: RISKS }).check();
    await page.getByRole('button', { name: 'Enviar Aplicación' }).click();
  }

  /** A paid application made through the same endpoints the wizard and the card form call. */
  async function createPaidApplication(name: string, email: string): Promise<string> {
    await page.goto(`${server.baseUrl}/`);
    const applicationId = randomUUID();
    const result = await page.evaluate(
      async (fields) => {
        const post = async (path: string, body: unknown) => {
          const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
          return { status: response.status, body: await response.json() };
        };
        const submitted = await post('/api/investor-application', fields);
        const card = await post('/api/payments/simulated/confirm', {
          clientSecret: submitted.body.clientSecret,
          cardNumber: '4242 4242 4242 4242',
          expiry: '12/30',
          cvc: '123',
        });
        const reported = await post('/api/payment-success', { applicationId: fields.applicationId });
        return [submitted.status, card.status, reported.status];
      },
      {
        applicationId,
        name,
        email,
        phone: '33 2233 4455',
        investmentRange: '5-10',
        productsOfInterest: ['boxes-premium'],
        acceptTerms: true,
        acceptRisks: true,
      },
    );
    expect(result).toEqual([201, 200, 200]);
    await eventually(async () => {
      const { rows } = await db.query('SELECT deposit_paid_at IS NOT NULL AS paid FROM investor_applications WHERE id = $1', [applicationId]);
      expect(rows).toEqual([{ paid: true }]);
    });
    return applicationId;
  }

  it('walks the five steps with every validation message, survives a declined card, and pays the deposit', async () => {
    const email = `mariana.${Date.now()}@example.mx`;
    const name = 'Mariana Aplicación Prueba';

    await page.goto(`${server.baseUrl}/aplicar`);
    await heading('Información Personal').waitFor();
    expect(await page.title()).toBe('Aplica como socio fundador | Ciudad Deporte Motor ZMG');
    expect(await currentStep().textContent()).toContain('Información Personal');
    await expectNoAxeViolations();

    // Step 1: required fields, then the e-mail shape.
    await next();
    await toast('Campos requeridos').waitFor();
    await toast('Por favor completa todos los campos obligatorios').waitFor();
    await page.getByText('Teléfono válido es requerido').waitFor();
    await fillStepOne(name, email.replace('.mx', ''));
    await page.getByLabel(/LinkedIn/).fill('https://www.linkedin.com/in/mariana-prueba');
    await next();
    await toast('Email inválido').waitFor();
    await toast('Por favor ingresa un email válido').waitFor();
    expect(await currentStep().textContent()).toContain('Información Personal');
    await page.getByLabel('Email').fill(email);
    await next();

    // Step 2: a range and a product; the referral code is checked when the field is left.
    await heading('Perfil').waitFor();
    await next();
    await toast('Información requerida').waitFor();
    await toast('Por favor selecciona tu rango de inversión y al menos un producto de interés').waitFor();
    await fillStepTwo();
    await page.getByLabel(/Experiencia previa/).fill('Inversión inmobiliaria en Zapopan');
    await referralCode().fill(DEMO_REFERRAL_CODE);
    await referralCode().blur();
    await page.getByText('Código válido - Referido por: Socio Fundador Demo').waitFor();
    await referralCode().fill('');
    await referralCode().blur();
    await page.getByText('Código válido - Referido por: Socio Fundador Demo').waitFor({ state: 'detached' });
    await referralCode().fill('NO-EXISTE-2026');
    await referralCode().blur();
    await page.getByText('Código de referido inválido').waitFor();
    await next();
    await toast('Corrige o borra el código de referido para continuar.').waitFor();
    await referralCode().fill('');
    await referralCode().blur();
    await next();

    // Step 3: what was typed survives a reload; both acceptances gate the submit.
    await heading('Confirmación').waitFor();
    await page.reload();
    await heading('Confirmación').waitFor();
    const summary = page.getByRole('region', { name: 'Resumen de tu aplicación' });
    for (const text of [name, email, '33 1122 3344', '$10M - $25M MXN', 'Inversión inmobiliaria en Zapopan']) {
      await summary.getByText(text, { exact: true }).waitFor();
    }
    await page.getByText(/depósito en garantía de \$10,000 MXN/).waitFor();
    await expectNoAxeViolations();
    const send = page.getByRole('button', { name: 'Enviar Aplicación' });
    expect(await send.isDisabled()).toBe(true);
    await send.focus();
    await page.keyboard.press('Enter');
    await toast('Términos requeridos').waitFor();
    await toast('Debes aceptar los términos y condiciones para continuar').waitFor();
    await page.getByRole('checkbox', { name: TERMS }).check();
    expect(await send.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: RISKS }).check();
    expect(await send.isDisabled()).toBe(false);
    await send.click();

    // Step 4: the application exists, unpaid, before the card form shows.
    await heading('Pago').waitFor();
    await page.getByRole('note', { name: 'Modo de prueba' }).waitFor();
    const { rows: created } = await db.query(
      'SELECT id, status, deposit_centavos, deposit_paid_at, linkedin, products_of_interest, attribution FROM investor_applications WHERE email = $1',
      [email],
    );
    expect(created).toEqual([
      {
        id: expect.any(String),
        status: 'pending',
        deposit_centavos: '1000000',
        deposit_paid_at: null,
        linkedin: 'https://www.linkedin.com/in/mariana-prueba',
        products_of_interest: ['boxes-premium', 'membresias'],
        // How the visitor arrived went with the application (issue 31): a first visit straight to /aplicar.
        attribution: expect.objectContaining({ firstTouch: expect.objectContaining({ landingPath: '/aplicar' }) }),
      },
    ]);
    const applicationId = created[0].id as string;
    await expectNoAxeViolations();

    // A declined card keeps the person on the card step.
    await fillCard('4000 0000 0000 0002');
    await toast('Error en el pago').waitFor();
    await toast('Tu tarjeta fue rechazada.').waitFor();
    expect(await currentStep().textContent()).toContain('Pago');
    expect(await page.getByRole('button', { name: 'Confirmar Depósito' }).isEnabled()).toBe(true);
    await expectRefusalLeavesFormUsable(page, page.getByRole('button', { name: 'Confirmar Depósito' }));
    const { rows: declined } = await db.query('SELECT deposit_paid_at FROM investor_applications WHERE id = $1', [applicationId]);
    expect(declined).toEqual([{ deposit_paid_at: null }]);

    // The approved test card: Completado, the deposit is paid and both emails arrive. The applicant has no
    // investor account yet: no data room tab nor link (it would only ask to sign in), but what comes next.
    await fillCard('4242 4242 4242 4242');
    await heading('Completado').waitFor();
    await page.getByText(DATA_ROOM_LATER).waitFor();
    expect(await page.getByRole('link', { name: 'Ver el Data Room' }).count()).toBe(0);
    await page.getByText('Tu aplicación está en revisión por el consejo de Ciudad Deporte Motor ZMG.').waitFor();
    await page.getByText('Recibirás un correo con los siguientes pasos en un plazo de 48 horas.').waitFor();
    expect(await page.evaluate(() => window.sessionStorage.getItem('cdm:aplicar'))).not.toContain(email);
    await eventually(async () => {
      const { rows } = await db.query('SELECT deposit_paid_at IS NOT NULL AS paid FROM investor_applications WHERE id = $1', [applicationId]);
      expect(rows).toEqual([{ paid: true }]);
    });
    await eventually(() => expect(smtp.to(email).map((mail) => mail.subject).sort()).toEqual([SUBJECTS.deposit, SUBJECTS.received].sort()));
    await expectNoAxeViolations();

    // Coming back from the provider's page (3-D Secure) lands on Completado too, without the query string.
    await page.goto(`${server.baseUrl}/aplicar?payment=success&applicationId=${applicationId}`);
    await heading('Completado').waitFor();
    await page.waitForURL(`${server.baseUrl}/aplicar`);
    await page.getByText(DATA_ROOM_LATER).waitFor();
    expect(context.pages()).toEqual([page]);
    expect(pageErrors).toEqual([]);
  });

  it('keeps the form and says so when another application with the same email is in review', async () => {
    const email = `repetida.${Date.now()}@example.mx`;
    await createPaidApplication('Primera Aplicación Prueba', email);

    await page.goto(`${server.baseUrl}/aplicar`);
    await fillStepOne('Segunda Aplicación Prueba', email);
    await next();
    await heading('Perfil').waitFor();
    await fillStepTwo();
    await next();
    await heading('Confirmación').waitFor();
    await acceptAndSend();

    await page
      .getByRole('alert')
      .filter({ hasText: 'Ya tenemos una aplicación en revisión con este correo.' })
      .waitFor();
    expect(await currentStep().textContent()).toContain('Confirmación');
    expect(await page.getByRole('checkbox', { name: TERMS }).isChecked()).toBe(true);
    const { rows } = await db.query('SELECT count(*)::int AS count FROM investor_applications WHERE email = $1', [email]);
    expect(rows).toEqual([{ count: 1 }]);
    expect(pageErrors).toEqual([]);
  });

  it('with the referral code CDM-DEMO-SOCIO skips the deposit, says to check the inbox, and the emailed link lands on /dashboard with the forced password set-up', async () => {
    const email = `referida.${Date.now()}@example.mx`;
    const name = 'Elena Referida Prueba';

    await page.goto(`${server.baseUrl}/aplicar`);
    await fillStepOne(name, email);
    await next();
    await heading('Perfil').waitFor();
    await fillStepTwo();
    await referralCode().fill(DEMO_REFERRAL_CODE);
    await referralCode().blur();
    await page.getByText('Código válido - Referido por: Socio Fundador Demo').waitFor();
    await next();

    await heading('Confirmación').waitFor();
    await page.getByRole('note', { name: 'Acceso directo con tu código de referido' }).waitFor();
    expect(await page.getByText(/depósito en garantía de/).count()).toBe(0);
    await acceptAndSend();

    await toast('¡Bienvenido!').waitFor();
    // decisions.md #21: a shared code proves nothing about the email typed, so this browser is not signed in.
    await page.getByText('Revisa tu correo', { exact: true }).waitFor();
    await page.getByText(`Enviamos a ${email} un enlace para configurar tu contraseña.`, { exact: false }).waitFor();
    await page.waitForTimeout(1700);
    expect(new URL(page.url()).pathname).toBe('/aplicar');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('cdm_investor');

    // The owner of the address follows the emailed link: signed in, the dashboard and the forced set-up.
    const setupLink = await eventually(() => linkIn(smtp.to(email).find((mail) => mail.subject === SUBJECTS.setup)?.text ?? '', '/investors/activar/'));
    await page.goto(setupLink);
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    const setup = page.getByRole('dialog', { name: 'Configurar Contraseña' });
    await setup.waitFor();
    await page.keyboard.press('Escape');
    expect(await setup.isVisible()).toBe(true);

    const { rows } = await db.query(
      `SELECT a.status, a.deposit_centavos, a.referral_code, i.needs_password_setup
         FROM investor_applications a JOIN investor_accounts i ON i.id = a.investor_account_id
        WHERE a.email = $1`,
      [email],
    );
    expect(rows).toEqual([{ status: 'referido', deposit_centavos: '0', referral_code: DEMO_REFERRAL_CODE, needs_password_setup: true }]);
    expect(pageErrors).toEqual([]);
  });

  it('staff authorise a paid application: Credenciales Generadas, the email with a set-up link, and illegal moves are refused', async () => {
    const email = `autorizada.${Date.now()}@example.mx`;
    const name = 'Sofía Autorizada Prueba';
    const applicationId = await createPaidApplication(name, email);

    await page.goto(`${server.baseUrl}/admin/aplicaciones`);
    await signInAsStaff(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(`${server.baseUrl}/admin/aplicaciones`);
    await waitForCurrentStaffTab(page, 'Aplicaciones de Inversionistas');
    await page.getByRole('heading', { level: 2, name: 'Aplicaciones de Inversionistas' }).waitFor();

    await page.getByLabel('Buscar por nombre o email').fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await row.getByText('Esperando autorización').waitFor();
    await row.getByText('Pagado', { exact: true }).waitFor();
    await expect(row.textContent()).resolves.toContain('$5M - $10M MXN');
    await expectNoAxeViolations();

    const select = row.getByRole('combobox', { name: `Estado de la aplicación de ${name}` });
    await select.selectOption('authorized');
    const confirm = page.getByRole('alertdialog', { name: `¿Autorizar la aplicación de ${name}?` });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Autorizar' }).click();

    const dialog = page.getByRole('dialog', { name: 'Credenciales Generadas' });
    await dialog.waitFor();
    await dialog.getByText(email, { exact: true }).waitFor();
    await dialog.getByText(`Enviamos a ${email} un correo con su usuario y un enlace para configurar su contraseña.`).waitFor();
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Generadas', { exact: true }).waitFor();
    expect(await select.inputValue()).toBe('authorized');

    const { rows } = await db.query('SELECT status, credentials_sent_at IS NOT NULL AS sent FROM investor_applications WHERE id = $1', [applicationId]);
    expect(rows).toEqual([{ status: 'authorized', sent: true }]);
    const authorizedEmails = () => smtp.to(email).filter((mail) => mail.subject === SUBJECTS.authorized);
    await eventually(() => expect(authorizedEmails()).toHaveLength(1));
    expect(authorizedEmails()[0]?.text).toContain(`Usuario: ${email}`);
    expect(linkIn(authorizedEmails()[0]?.text ?? '', '/investors/activar/')).toContain('/investors/activar/');

    // Authorised is final: the server refuses the move and the select shows the saved status again.
    await select.selectOption('pending');
    await toast('No se puede pasar de «Autorizado» a «Pendiente».').waitFor();
    await eventually(async () => expect(await select.inputValue()).toBe('authorized'));

    await row.getByRole('button', { name: `Reenviar credenciales a ${name}` }).click();
    await toast('Credenciales reenviadas').waitFor();
    await eventually(() => expect(authorizedEmails()).toHaveLength(2));
    // A new link replaces the earlier one: the latest email is the one that works.
    const setupLink = linkIn(authorizedEmails()[1]?.text ?? '', '/investors/activar/');
    expect(pageErrors).toEqual([]);

    // The link of the email signs the investor in and asks for a password (a fresh browser: no staff session).
    const investor = await openTestPage(browser);
    try {
      await investor.page.goto(setupLink);
      await investor.page.waitForURL(`${server.baseUrl}/dashboard`);
      await investor.page.getByRole('dialog', { name: 'Configurar Contraseña' }).waitFor();
      expect(investor.errors).toEqual([]);
    } finally {
      await investor.context.close();
    }
  });
});
