import { readFile } from 'node:fs/promises';
import { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { eventually } from '../../backend/test-support/eventually';
import type { SmtpListener } from '../../backend/test-support/smtp-listener';
import type { AppServer } from './support/app-server';
import { openTestPage } from './support/browser';
import { startServices, stopServices } from './support/services';
import { signInAsStaff, staffPanelNav, waitForCurrentStaffTab } from './support/staff';

const ADMIN_EMAIL = 'admin@cdm.test';
const ADMIN_PASSWORD = 'Admin-Prueba-2026!';

describe('staff panel (/admin, /email-preview)', () => {
  let smtp: SmtpListener;
  let server: AppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let db: Client;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    ({ smtp, server, browser, db } = await startServices({ STAFF_NOTIFY_EMAIL: 'ventas@cdm.test', ADMIN_EMAIL, ADMIN_PASSWORD }));
  });

  beforeEach(async () => {
    // A 401 or a refused password is an answer the screens expect; Chromium logs it all the same.
    ({ context, page, errors: pageErrors } = await openTestPage(browser, {
      acceptDownloads: true,
      ignoreConsole: (text) => text.startsWith('Failed to load resource'),
    }));
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(() => stopServices({ smtp, server, browser, db }));

  const signIn = (password: string) => signInAsStaff(page, ADMIN_EMAIL, password);

  async function submitInformationRequest(email: string, fullName: string) {
    // Same origin, as the landing's form sends it.
    const status = await page.evaluate(
      async (body) => {
        const response = await fetch('/api/information-request', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return response.status;
      },
      {
        fullName,
        email,
        phone: '33 2345 6789',
        cityState: 'Zapopan, Jalisco',
        interestType: 'inversionista',
        productsOfInterest: ['boxes-premium', 'membresias'],
        howHeardAbout: 'evento',
      },
    );
    expect(status).toBe(201);
  }

  it('refuses a wrong password, then lists a new request, marks it processed, records it in Actividad and signs out', async () => {
    const email = `lead.${Date.now()}@example.mx`;
    const fullName = 'Rodrigo Panel Prueba';

    await page.goto(`${server.baseUrl}/admin`);
    await signIn('No-Es-La-Clave-2026');
    await page.getByText('Contraseña incorrecta').waitFor();
    await page.getByText('Por favor, verifica la contraseña e intenta nuevamente').waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(ADMIN_EMAIL);

    await signIn(ADMIN_PASSWORD);
    await staffPanelNav(page).waitFor();
    await page.waitForURL(`${server.baseUrl}/admin/solicitudes`);
    await waitForCurrentStaffTab(page, 'Solicitudes de Información');
    expect(await page.getByRole('link', { name: 'Personal' }).isVisible()).toBe(true);

    await submitInformationRequest(email, fullName);
    await page.getByLabel('Buscar por nombre o email').fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(fullName);
    await expect(row.textContent()).resolves.toContain('Inversionista potencial');
    await expect(row.textContent()).resolves.toContain('Boxes Premium con balcón');

    const processed = row.getByRole('checkbox', { name: `Marcar la solicitud de ${fullName} como procesada` });
    expect(await processed.isChecked()).toBe(false);
    await processed.check();
    await page.getByText('Estado actualizado').waitFor();
    expect(await processed.isChecked()).toBe(true);
    const { rows } = await db.query('SELECT processed FROM information_requests WHERE email = $1', [email]);
    expect(rows).toEqual([{ processed: true }]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^solicitudes-informacion-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) ?? '', 'utf8');
    expect(csv.startsWith('\uFEFFID,Nombre,Email,Teléfono')).toBe(true);
    expect(csv).toContain(email);
    expect(csv).toContain('"Boxes Premium con balcón, Membresías Vitalicias"');

    await page.getByRole('link', { name: 'Actividad' }).click();
    await page.waitForURL(`${server.baseUrl}/admin/actividad`);
    const entry = page.getByRole('row').filter({ hasText: 'Solicitud marcada como procesada' }).first();
    await entry.waitFor();
    // Fields by their Spanish names, not as recorded: staff read Spanish.
    await expect(entry.textContent()).resolves.toMatch(/Procesada: No → Sí/);

    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.getByRole('button', { name: 'Acceder' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Acceder' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('shows the sample payment email under the server CSP and sends a test email', async () => {
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const recipient = `prueba.${Date.now()}@example.mx`;

    await page.goto(`${server.baseUrl}/email-preview`);
    await signIn(ADMIN_PASSWORD);
    await page.getByRole('heading', { name: 'Vista previa de email' }).waitFor();
    const preview = page.frameLocator('iframe[title="Vista previa del correo de confirmación de pago"]');
    await preview.locator('body').getByText('10,000', { exact: false }).first().waitFor();
    expect(await page.locator('iframe').getAttribute('sandbox')).toBe('');
    // The email's inline styles apply inside the sandboxed frame (style-src allows them).
    const bodyStyle = await preview.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
    expect(bodyStyle).not.toBe('');

    const email = page.getByLabel('Email de destino');
    expect(await email.inputValue()).toBe(ADMIN_EMAIL);
    await email.fill(recipient);
    await page.getByRole('button', { name: 'Enviar email de prueba' }).click();
    await page.getByText('Correo enviado').waitFor();
    const [received] = await eventually(() => {
      const emails = smtp.to(recipient);
      expect(emails).toHaveLength(1);
      return emails;
    });
    expect(received.subject.length).toBeGreaterThan(0);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
