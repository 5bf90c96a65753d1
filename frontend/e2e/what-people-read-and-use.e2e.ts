import { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Client } from 'pg';
import { eventually } from '../../backend/test-support/eventually';
import type { SmtpListener } from '../../backend/test-support/smtp-listener';
import type { AppServer } from './support/app-server';
import { openTestPage, type TestPage } from './support/browser';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { investorBlocksAUnit, signedInInvestor } from './support/investors';
import { startServices, stopServices } from './support/services';
import { openStaffPanel, openStaffTab } from './support/staff';

// What people read and use: a clean console, nothing sideways at 360 px, and touch targets of 44 px.
const PORTAL_PASSWORD = 'clave-socios-consola';
const DECK_PASSWORD = 'frase-deck-consola';
const ADMIN_EMAIL = 'admin.consola@cdm.test';
const ADMIN_PASSWORD = 'Admin-Consola-2026!';
const INVESTOR_PASSWORD = 'Clave-De-Prueba-1';
const PHONE = { width: 360, height: 740 };
const TAP = 44;

// Chromium logs a refused request by itself ("Failed to load resource: … 401"): the signed-out
// session checks answer 401 by design. Anything the app logs counts.
const browserNetworkLog = (text: string) => /^Failed to load resource: the server responded with a status of 401/.test(text);

const PUBLIC_PAGES = [
  '/',
  '/public',
  '/socios',
  '/servicios',
  '/partners',
  '/presentaciondeservicios',
  '/agendar',
  '/aplicar',
  '/investors',
  '/investors/carta-de-intencion',
  '/reset-password',
  '/admin',
];

describe('what people read and use', () => {
  let smtp: SmtpListener;
  let server: AppServer;
  let browser: Browser;
  let db: Client;
  let opened: BrowserContext[] = [];

  beforeAll(async () => {
    ({ smtp, server, browser, db } = await startServices({ PORTAL_PASSWORD, DECK_PASSWORD, ADMIN_EMAIL, ADMIN_PASSWORD }));
  });

  afterEach(async () => {
    await Promise.all(opened.map((context) => context.close()));
    opened = [];
  });

  afterAll(() => stopServices({ smtp, server, browser, db }));

  async function open(options: Parameters<typeof openTestPage>[1] = {}): Promise<TestPage> {
    const test = await openTestPage(browser, { warnings: true, ignoreConsole: browserNetworkLog, ...options });
    opened.push(test.context);
    return test;
  }

  /** How wide the document is: more than the viewport means it scrolls sideways. */
  const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

  async function expectNothingSideways(page: Page) {
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
  }

  async function unlockLetter(page: Page) {
    await page.goto(`${server.baseUrl}/investors/carta-de-intencion`);
    await page.getByLabel('Contraseña', { exact: true }).fill(PORTAL_PASSWORD);
    await page.getByRole('button', { name: 'Acceder' }).click();
    await page.getByRole('heading', { level: 1, name: 'Carta de Intención - Ciudad Deporte Motor ZMG' }).waitFor();
  }

  async function openModuleMap(page: Page) {
    await page.goto(`${server.baseUrl}/dashboard/unidades`);
    await page.getByRole('button', { name: 'Ver mapa de unidades' }).click();
    await page.getByRole('dialog', { name: 'Selecciona tu unidad' }).waitFor();
    await page.getByRole('button', { name: /^Módulo A: / }).click();
    const moduleDialog = page.getByRole('dialog', { name: 'Módulo A' });
    await moduleDialog.getByRole('group', { name: 'Plano del nivel 1 del módulo A' }).waitFor();
    return moduleDialog;
  }

  it('logs no error or warning on the public pages, nor when the landing opens its information dialog', async () => {
    const { page, errors } = await open();
    for (const path of PUBLIC_PAGES) {
      const response = await page.goto(`${server.baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      await page.locator('h1').first().waitFor();
      // Long enough for a prerendered page to hydrate (a mismatch is reported then).
      await page.waitForLoadState('networkidle');
      expect({ path, errors }).toEqual({ path, errors: [] });
    }

    // The first opening of the information dialog loads the query library on the way (QueryClientGate).
    await page.goto(`${server.baseUrl}/`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Solicitar Información Exclusiva' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Solicitar Información Exclusiva' });
    await dialog.getByLabel('Nombre completo').waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Solicitar Información Exclusiva' }).first().click();
    await dialog.getByLabel('Nombre completo').waitFor();
    expect(errors).toEqual([]);
    await expectNoAccessibilityViolations(page);
  });

  it('sends a signed-out visitor of /dashboard and /data-room to sign in once, also on a slow connection', async () => {
    const { page, errors } = await open();
    // A slow phone network: every script and API answer takes a while, the sign-in screen's too.
    await page.route('**/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    for (const path of ['/dashboard', '/data-room']) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.waitForURL(`${server.baseUrl}/investors`);
      // The sign-in dialog.
      await page.getByRole('dialog').waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, errors }).toEqual({ path, errors: [] });
    }
  });

  it('scrolls nothing sideways at 360 px: the unlocked letter, the sales tab, the master plan and the unit map, all axe clean', async () => {
    const { page, errors } = await open({ viewport: PHONE, reducedMotion: 'reduce' });

    await unlockLetter(page);
    await expectNothingSideways(page);
    await expectNoAccessibilityViolations(page, { afterToasts: true });

    await signedInInvestor(page, server.baseUrl, { name: 'Sofía Pantalla Angosta', emailPrefix: 'angosta', password: INVESTOR_PASSWORD });
    await page.goto(`${server.baseUrl}/dashboard/plan-maestro`);
    // The scrolling region inside the section of the same name.
    const distribution = page.locator('[role="region"][aria-label="Distribución de unidades"]');
    await distribution.getByRole('table').waitFor();
    await expectNothingSideways(page);
    // The table is wider than the phone: it scrolls in its own region, says so, and takes the focus.
    expect(await distribution.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);
    await page.getByText('Desliza la tabla hacia los lados para ver todas las columnas').waitFor();
    expect(await distribution.getAttribute('tabindex')).toBe('0');
    await expectNoAccessibilityViolations(page);

    const moduleDialog = await openModuleMap(page);
    const plan = moduleDialog.getByRole('region', { name: 'Plano del nivel 1 del módulo A' });
    expect(await plan.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);
    await moduleDialog.getByText('Desliza el plano hacia los lados para ver todas las unidades').waitFor();
    await expectNothingSideways(page);
    await expectNoAccessibilityViolations(page);

    // The unit's own screen: its scrolling body is in the tab order.
    const available = moduleDialog.getByRole('button', { name: /^Unidad A\d[PM], .*, disponible$/ }).first();
    const unitCode = ((await available.getAttribute('aria-label')) ?? '').split(',')[0].replace('Unidad ', '');
    await available.click();
    const unitDialog = page.getByRole('dialog', { name: `Unidad ${unitCode}` });
    await unitDialog.getByRole('button', { name: 'Calcular plan de pagos' }).waitFor();
    await expectNothingSideways(page);
    await expectNoAccessibilityViolations(page);

    // One sale, so that the sales tab draws its chart (and the chart's table for screen readers).
    const staff = await open({ viewport: PHONE, reducedMotion: 'reduce' });
    await openStaffPanel(staff.page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    const { reservationId } = await investorBlocksAUnit(browser, server.baseUrl, { email: `venta.angosta.${Date.now()}@example.mx`, name: 'Venta Angosta Prueba' });
    const sold = await staff.page.evaluate(async (id) => {
      const post = (url: string, body?: unknown) =>
        fetch(url, { method: 'POST', headers: body === undefined ? {} : { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }).then(
          (response) => response.status,
        );
      return [await post('/api/admin/confirm-deposit', { reservationId: id, paymentConfirmation: `admin-${Date.now()}` }), await post(`/api/admin/unit-reservations/${id}/convert`, { overrideReason: 'Contrato firmado fuera de la plataforma (prueba)' })];
    }, reservationId);
    expect(sold).toEqual([200, 200]);
    // The partner (what the sales figures count) follows the sale through the outbox.
    await eventually(async () => {
      const { rows } = await db.query('SELECT count(*)::int AS count FROM partners WHERE reservation_id = $1', [reservationId]);
      expect(rows).toEqual([{ count: 1 }]);
    });
    await openStaffTab(staff.page, server.baseUrl, 'Ventas', 'ventas');
    await staff.page.getByRole('figure', { name: 'Ingresos por ventas de los últimos 12 meses, en millones de pesos.' }).waitFor();
    await expectNothingSideways(staff.page);
    await expectNoAccessibilityViolations(staff.page);

    expect(errors).toEqual([]);
    expect(staff.errors).toEqual([]);
  }, 150_000);

  it('gives every close button, slide dot, checkbox row and staff-table checkbox a 44 px target on a touch screen', async () => {
    const touch = { viewport: PHONE, hasTouch: true, isMobile: true, reducedMotion: 'reduce' as const };
    const { page, errors } = await open(touch);
    const expectTapTarget = async (target: Locator, what: string) => {
      const box = await target.boundingBox();
      expect({ what, width: Math.round(box?.width ?? 0) >= TAP, height: Math.round(box?.height ?? 0) >= TAP }).toEqual({ what, width: true, height: true });
    };

    // The information dialog: its close button and its checkbox rows.
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('button', { name: 'Solicitar Información Exclusiva' }).first().tap();
    const dialog = page.getByRole('dialog', { name: 'Solicitar Información Exclusiva' });
    await dialog.getByLabel('Nombre completo').waitFor();
    await expectTapTarget(dialog.getByRole('button', { name: 'Cerrar' }), 'dialog close');
    const boxes = dialog.getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(0);
    for (let index = 0; index < (await boxes.count()); index += 1) {
      await expectTapTarget(boxes.nth(index).locator('xpath=..'), `checkbox row ${index + 1}`);
    }
    // A tap on the row, away from the box, ticks it.
    const firstRow = boxes.first().locator('xpath=..');
    await firstRow.scrollIntoViewIfNeeded();
    const rowBox = await firstRow.boundingBox();
    await page.touchscreen.tap((rowBox?.x ?? 0) + (rowBox?.width ?? 0) - 8, (rowBox?.y ?? 0) + (rowBox?.height ?? 0) / 2);
    expect(await boxes.first().isChecked()).toBe(true);

    // A toast's close button: the booking form refuses an empty first step with one.
    await page.goto(`${server.baseUrl}/agendar`);
    await page.getByRole('button', { name: 'Siguiente' }).tap();
    const toastClose = page.getByRole('button', { name: 'Cerrar notificación' }).first();
    await toastClose.waitFor();
    await expectTapTarget(toastClose, 'toast close');
    await expectNoAccessibilityViolations(page, { afterToasts: true });

    // The deck's slide dots.
    await page.goto(`${server.baseUrl}/presentaciondeservicios`);
    await page.getByLabel('Contraseña', { exact: true }).fill(DECK_PASSWORD);
    await page.getByRole('button', { name: 'Acceder' }).tap();
    const dots = page.getByRole('button', { name: /^Ir a la diapositiva \d+: / });
    await dots.first().waitFor();
    for (let index = 0; index < (await dots.count()); index += 1) await expectTapTarget(dots.nth(index), `slide dot ${index + 1}`);

    // The staff tables' checkboxes (the select-all box of Reservas is there with or without rows).
    const staff = await open(touch);
    await openStaffPanel(staff.page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await openStaffTab(staff.page, server.baseUrl, 'Reservas', 'reservas');
    const selectAll = staff.page.getByRole('checkbox').first();
    await selectAll.waitFor();
    await expectTapTarget(selectAll.locator('xpath=..'), 'staff table checkbox');
    await expectNoAccessibilityViolations(staff.page);

    expect(errors).toEqual([]);
    expect(staff.errors).toEqual([]);
  }, 150_000);
});
