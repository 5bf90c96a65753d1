import { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { eventually } from '../../backend/test-support/eventually';
import type { SmtpListener } from '../../backend/test-support/smtp-listener';
import type { AppServer } from './support/app-server';
import { openTestPage } from './support/browser';
import { startServices, stopServices } from './support/services';

describe('information request from the landing page', () => {
  let smtp: SmtpListener;
  let server: AppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let db: Client;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    ({ smtp, server, browser, db } = await startServices({ STAFF_NOTIFY_EMAIL: 'ventas@cdm.test' }));
  });

  beforeEach(async () => {
    ({ context, page, errors: pageErrors } = await openTestPage(browser));
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(() => stopServices({ smtp, server, browser, db }));

  async function openDialog() {
    await page.goto(`${server.baseUrl}/?utm_source=google&utm_campaign=preventa-2026`);
    await page.getByRole('button', { name: 'Solicitar Información Exclusiva' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }

  async function fillForm(email: string) {
    await page.getByLabel('Nombre completo').fill('María Fernanda Ruiz');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Teléfono').fill('33 2345 6789');
    await page.getByLabel('Ciudad y estado').fill('Guadalajara, Jalisco');
    await page.getByLabel('Tipo de interés').selectOption('inversionista');
    await page.getByRole('checkbox', { name: 'Boxes Premium con balcón' }).check();
    await page.getByRole('checkbox', { name: 'Lotes Residenciales' }).check();
  }

  it('shows the messages of every required field, then stores the request and emails the person', async () => {
    const email = `maria.${Date.now()}@example.mx`;
    const dialog = await openDialog();

    await dialog.getByRole('button', { name: 'Enviar' }).click();
    for (const message of [
      'Nombre completo es requerido',
      'Email válido es requerido',
      'Teléfono válido es requerido',
      'Selecciona tu tipo de interés',
      'Selecciona al menos un producto',
    ]) {
      await page.getByText(message).waitFor();
    }

    await fillForm(email);
    await dialog.getByRole('button', { name: 'Enviar' }).click();

    await page.getByText('Solicitud Enviada').waitFor();
    await page.getByText('Hemos recibido tu solicitud. Te contactaremos pronto.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const { rows } = await db.query(
      'SELECT full_name, products_of_interest, utm_source, utm_campaign FROM information_requests WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([
      {
        full_name: 'María Fernanda Ruiz',
        products_of_interest: ['boxes-premium', 'lotes-residenciales'],
        utm_source: 'google',
        utm_campaign: 'preventa-2026',
      },
    ]);
    const [acknowledgement] = await eventually(() => {
      const received = smtp.to(email);
      expect(received).toHaveLength(1);
      return received;
    });
    expect(acknowledgement.subject).toBe('Recibimos tu solicitud de información · Ciudad Deporte Motor ZMG');
    expect(pageErrors).toEqual([]);
  });

  it('keeps everything typed and shows the error toast when the request fails', async () => {
    const email = `falla.${Date.now()}@example.mx`;
    await page.route('**/api/information-request', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal_error","message":"x"}' }),
    );
    const dialog = await openDialog();
    await fillForm(email);
    await dialog.getByRole('button', { name: 'Enviar' }).click();

    await page.getByText('Hubo un problema al enviar tu solicitud. Inténtalo de nuevo.').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByLabel('Nombre completo').inputValue()).toBe('María Fernanda Ruiz');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Tipo de interés').inputValue()).toBe('inversionista');
    expect(await page.getByRole('checkbox', { name: 'Lotes Residenciales' }).isChecked()).toBe(true);
    const { rows } = await db.query('SELECT 1 FROM information_requests WHERE email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('answers an unknown page with status 404 and the Page Not Found screen', async () => {
    const response = await page.goto(`${server.baseUrl}/no-existe/de-verdad`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });

  it('serves the landing on its three routes with status 200', async () => {
    for (const route of ['/', '/public', '/socios']) {
      const response = await page.goto(`${server.baseUrl}${route}`);
      expect(response?.status()).toBe(200);
      await page.getByRole('button', { name: 'Solicitar Información Exclusiva' }).first().waitFor();
    }
  });
});
