import { randomUUID } from 'node:crypto';
import { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { eventually } from '../../backend/test-support/eventually';
import type { SmtpListener } from '../../backend/test-support/smtp-listener';
import type { AppServer } from './support/app-server';
import { openTestPage } from './support/browser';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { expectRefusalLeavesFormUsable, payWithSimulatedCard } from './support/card-payment';
import { startServices, stopServices } from './support/services';
import { signInAsStaff, waitForCurrentStaffTab } from './support/staff';
import { toastWith } from './support/toasts';

const ADMIN_EMAIL = 'admin.agenda@cdm.test';
const ADMIN_PASSWORD = 'Admin-Agenda-2026!';
const STAFF_NOTIFY_EMAIL = 'ventas@cdm.test';
// An outside page in production; here the browser context answers for it (the machine has no network).
const SCHEDULING_URL = 'https://calendly.com/cdm-zmg/presentacion';
const TERMS = /Acepto que Ciudad Deporte Motor ZMG use mis datos/;

describe('presentation booking with a card guarantee deposit (/agendar, simulated provider)', () => {
  let smtp: SmtpListener;
  let server: AppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let db: Client;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    ({ smtp, server, browser, db } = await startServices({ STAFF_NOTIFY_EMAIL, ADMIN_EMAIL, ADMIN_PASSWORD, SCHEDULING_URL }));
  });

  beforeEach(async () => {
    // A declined card and a refused field answer 400 on purpose; Chromium logs those all the same.
    ({ context, page, errors: pageErrors } = await openTestPage(browser, {
      ignoreConsole: (text) => text.startsWith('Failed to load resource'),
    }));
    await context.route('https://calendly.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="es"><title>Agenda</title><p>Agenda tu presentación</p></html>' }),
    );
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(() => stopServices({ smtp, server, browser, db }));

  const toast = (text: string) => toastWith(page, text);
  const heading = (name: string) => page.getByRole('heading', { level: 2, name });
  const currentStep = () => page.getByRole('navigation', { name: 'Progreso de tu reserva' }).locator('[aria-current="step"]');

  const expectNoAxeViolations = () => expectNoAccessibilityViolations(page, { afterToasts: true });
  const fillCard = (cardNumber: string) => payWithSimulatedCard(page, cardNumber, 'Confirmar Depósito');

  /** A paid booking made through the same endpoints the screen calls, for the tests that start after it. */
  async function createPaidBooking(name: string, email: string): Promise<string> {
    await page.goto(`${server.baseUrl}/agendar`);
    const bookingId = randomUUID();
    const result = await page.evaluate(
      async (fields) => {
        const post = async (path: string, body: unknown) => {
          const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
          return { status: response.status, body: await response.json() };
        };
        const intent = await post('/api/create-schedule-payment-intent', { ...fields, amount: 10000 });
        const card = await post('/api/payments/simulated/confirm', {
          clientSecret: intent.body.clientSecret,
          cardNumber: '4242 4242 4242 4242',
          expiry: '12/30',
          cvc: '123',
        });
        const scheduled = await post('/api/schedule-presentation', fields);
        return [intent.status, card.status, scheduled.status, scheduled.body.ok];
      },
      {
        bookingId,
        name,
        email,
        phone: '33 2345 6789',
        investmentRange: '10-20',
        productsOfInterest: ['boxes-premium'],
        additionalInfo: '',
        acceptTerms: true,
      },
    );
    expect(result).toEqual([201, 200, 200, true]);
    return bookingId;
  }

  it('walks the four steps with every validation message, survives a declined card, and books with a paid deposit', async () => {
    const email = `ana.${Date.now()}@example.mx`;
    const name = 'Ana Sofía Reservas';
    const stripeRequests: string[] = [];
    page.on('request', (request) => {
      if (/stripe/i.test(request.url())) stripeRequests.push(request.url());
    });

    await page.goto(`${server.baseUrl}/agendar`);
    await heading('Información Personal').waitFor();
    expect(await currentStep().textContent()).toContain('Información Personal');
    expect(await page.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations();

    // Step 1: required fields, then the e-mail shape.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await toast('Información requerida').waitFor();
    await toast('Por favor completa todos los campos obligatorios').waitFor();
    await page.getByText('Nombre completo es requerido').waitFor();
    await page.getByText('Teléfono válido es requerido').waitFor();

    await page.getByLabel('Nombre completo').fill(name);
    await page.getByLabel('Email').fill(email.replace('.mx', ''));
    await page.getByLabel('Teléfono').fill('33 1234 5678');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await toast('Email inválido').waitFor();
    await toast('Por favor ingresa un email válido').waitFor();
    expect(await currentStep().textContent()).toContain('Información Personal');

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Step 2: a range and at least one product.
    await heading('Perfil de Inversión').waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await toast('Por favor selecciona tu rango de inversión y al menos un producto de interés').waitFor();
    await page.getByLabel('Rango de inversión').selectOption('5-10');
    await page.getByRole('checkbox', { name: 'Boxes Premium con balcón' }).check();
    await page.getByRole('checkbox', { name: 'Membresías Vitalicias' }).check();
    await page.getByLabel('Información adicional').fill('Me interesa un box frente a la recta principal.');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Step 3: what was typed survives a reload; the terms gate the payment.
    await heading('Confirmación').waitFor();
    await page.reload();
    await heading('Confirmación').waitFor();
    const summary = page.getByRole('region', { name: 'Resumen de tu información' });
    for (const text of [name, email, '33 1234 5678', '5 - 10 millones MXN', '2 productos seleccionados']) {
      await summary.getByText(text, { exact: true }).waitFor();
    }
    await page.getByText(/depósito en garantía de \$10,000 MXN/).waitFor();
    await expectNoAxeViolations();
    const proceed = page.getByRole('button', { name: 'Continuar al Pago' });
    expect(await proceed.isDisabled()).toBe(true);
    await proceed.focus();
    await page.keyboard.press('Enter');
    await toast('Términos requeridos').waitFor();
    await toast('Debes aceptar los términos y condiciones para continuar').waitFor();

    await page.getByRole('checkbox', { name: TERMS }).check();
    expect(await proceed.isDisabled()).toBe(false);
    await proceed.click();

    // Step 4: the intent exists before the card form shows.
    await heading('Depósito en Garantía').waitFor();
    await page.getByRole('note', { name: 'Modo de prueba' }).waitFor();
    await page.getByText('$10,000 MXN').first().waitFor();
    const { rows: created } = await db.query('SELECT id, status, amount_centavos, attribution FROM presentation_bookings WHERE email = $1', [email]);
    // How the visitor arrived went with the booking (issue 31): a first visit straight to /agendar.
    expect(created).toEqual([
      { id: expect.any(String), status: 'pending_payment', amount_centavos: '1000000', attribution: expect.objectContaining({ firstTouch: expect.objectContaining({ landingPath: '/agendar' }) }) },
    ]);
    const bookingId = created[0].id as string;
    await expectNoAxeViolations();
    // The simulated provider needs nothing of Stripe: neither its script nor our Stripe form's chunk.
    expect(stripeRequests).toEqual([]);

    // A declined card keeps the person on the card step.
    await fillCard('4000 0000 0000 0002');
    await toast('Error en el pago').waitFor();
    await toast('Tu tarjeta fue rechazada.').waitFor();
    expect(await currentStep().textContent()).toContain('Depósito en Garantía');
    expect(await page.getByRole('button', { name: 'Confirmar Depósito' }).isEnabled()).toBe(true);
    await expectRefusalLeavesFormUsable(page, page.getByRole('button', { name: 'Confirmar Depósito' }));
    const { rows: declined } = await db.query('SELECT status FROM presentation_bookings WHERE id = $1', [bookingId]);
    expect(declined).toEqual([{ status: 'pending_payment' }]);

    // The approved test card: the booking is paid, the scheduling page opens, and the landing follows.
    const schedulingTab = context.waitForEvent('page');
    await fillCard('4242 4242 4242 4242');
    await toast('¡Información enviada!').waitFor();
    await toast('Ahora puedes agendar tu presentación en calendly.com').waitFor();
    const opened = await schedulingTab;
    expect(opened.url()).toBe(SCHEDULING_URL);
    expect(await opened.evaluate(() => window.opener)).toBeNull();
    await page.waitForURL(`${server.baseUrl}/`, { timeout: 10_000 });
    expect(await page.evaluate(() => window.sessionStorage.getItem('cdm:agendar'))).toBeNull();

    const { rows: paid } = await db.query(
      `SELECT b.status, b.paid_at IS NOT NULL AS has_paid_at, b.investment_range, b.products_of_interest, b.additional_info, p.status AS payment_status
         FROM presentation_bookings b JOIN payments p ON p.subject_id = b.id AND p.purpose = 'presentation_booking'
        WHERE b.id = $1`,
      [bookingId],
    );
    expect(paid).toEqual([
      {
        status: 'paid',
        has_paid_at: true,
        investment_range: '5-10',
        products_of_interest: ['boxes-premium', 'membresias'],
        additional_info: 'Me interesa un box frente a la recta principal.',
        payment_status: 'succeeded',
      },
    ]);

    const [receipt] = await eventually(() => {
      const received = smtp.to(email);
      expect(received).toHaveLength(1);
      return received;
    });
    expect(receipt.subject).toBe('Recibo de tu depósito en garantía · Presentación Ciudad Deporte Motor ZMG');
    expect(receipt.text).toContain('$10,000 MXN');
    expect(receipt.text).toContain('100% reembolsable');
    await eventually(() => expect(smtp.to(STAFF_NOTIFY_EMAIL).map((mail) => mail.subject)).toContain(`Presentación pagada: ${name}`));
    expect(pageErrors).toEqual([]);
  });

  it('shows the real state of a booking on the payment return page', async () => {
    const bookingId = await createPaidBooking('Jorge Retorno Prueba', `retorno.${Date.now()}@example.mx`);

    await page.goto(`${server.baseUrl}/agendar-confirmacion?reserva=${bookingId}&payment_intent=pi_x&redirect_status=succeeded`);
    await page.getByRole('heading', { name: '¡Depósito confirmado!' }).waitFor();
    expect(await page.getByRole('link', { name: /Agendar mi presentación/ }).getAttribute('href')).toBe(SCHEDULING_URL);
    await expectNoAxeViolations();

    await page.goto(`${server.baseUrl}/agendar-confirmacion?reserva=no-es-una-reserva`);
    await page.getByRole('heading', { name: 'No encontramos tu reserva' }).waitFor();
    await page.goto(`${server.baseUrl}/agendar-confirmacion?reserva=${randomUUID()}`);
    await page.getByRole('heading', { name: 'No encontramos tu reserva' }).waitFor();
    expect(await page.getByRole('link', { name: 'Volver a agendar' }).getAttribute('href')).toBe('/agendar');
    expect(pageErrors).toEqual([]);
  });

  it('lists the paid booking in the staff Presentaciones tab and refunds it after confirmation', async () => {
    const email = `reembolso.${Date.now()}@example.mx`;
    const name = 'Marta Reembolso Prueba';
    const bookingId = await createPaidBooking(name, email);

    await page.goto(`${server.baseUrl}/admin/presentaciones`);
    await signInAsStaff(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(`${server.baseUrl}/admin/presentaciones`);
    await waitForCurrentStaffTab(page, 'Presentaciones');

    await page.getByLabel('Buscar por nombre, email o teléfono').fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await row.getByText('Pagado', { exact: true }).waitFor();
    await expect(row.textContent()).resolves.toContain('$10,000 MXN');
    await expect(row.textContent()).resolves.toContain('10 - 20 millones MXN');
    await expectNoAxeViolations();

    await row.getByRole('button', { name: `Reembolsar ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `¿Reembolsar el depósito de ${name}?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Reembolsar' }).click();
    await page.getByText('Depósito reembolsado').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Reembolsado', { exact: true }).first().waitFor();
    expect(await row.getByText('Pagado', { exact: true }).count()).toBe(0);
    expect(await row.getByRole('button', { name: /Reembolsar/ }).count()).toBe(0);

    const { rows } = await db.query('SELECT status, refund_status, refunded_at IS NOT NULL AS has_refunded_at FROM presentation_bookings WHERE id = $1', [
      bookingId,
    ]);
    expect(rows).toEqual([{ status: 'refunded', refund_status: 'succeeded', has_refunded_at: true }]);
    await eventually(() =>
      expect(smtp.to(email).map((mail) => mail.subject)).toContain('Reembolso de tu depósito en garantía · Ciudad Deporte Motor ZMG'),
    );
    expect(pageErrors).toEqual([]);
  });
});
