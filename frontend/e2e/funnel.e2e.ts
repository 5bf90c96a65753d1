import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { eventually } from '../../backend/test-support/eventually';
import { HttpSession } from '../../backend/test-support/http-session';
import type { SmtpListener } from '../../backend/test-support/smtp-listener';
import type { AppServer } from './support/app-server';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { openTestPage } from './support/browser';
import { startServices, stopServices } from './support/services';
import { openStaffPanel, openStaffTab } from './support/staff';

const ADMIN_EMAIL = 'admin.embudo@cdm.test';
const ADMIN_PASSWORD = 'Admin-Embudo-2026!';
const ADVISOR = { email: 'asesor.embudo@cdm.test', name: 'Asesora Embudo', role: 'advisor', password: 'Asesora-Embudo-2026!' };

describe('staff panel: Embudo (/admin/embudo)', () => {
  let smtp: SmtpListener;
  let server: AppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let db: Client;
  let pageErrors: string[] = [];
  const run = randomBytes(3).toString('hex');
  const first = `otono-${run}`;
  const last = `invierno-${run}`;
  const hostile = `<img src=x onerror="window.__xss=1">-${run}`;

  beforeAll(async () => {
    ({ smtp, server, browser, db } = await startServices({ STAFF_NOTIFY_EMAIL: 'ventas@cdm.test', ADMIN_EMAIL, ADMIN_PASSWORD }));
  });

  beforeEach(async () => {
    // The staff session check answers 401 before signing in; Chromium logs it all the same.
    ({ context, page, errors: pageErrors } = await openTestPage(browser, { ignoreConsole: (text) => text.startsWith('Failed to load resource') }));
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(() => stopServices({ smtp, server, browser, db }));

  /** The breakdown's row of a group, found with the tab's search box. */
  async function groupRow(name: string) {
    await page.getByLabel('Buscar grupo').fill(name);
    const row = page.getByRole('region', { name: 'Desglose del embudo por grupo' }).getByRole('row').filter({ hasText: name });
    await row.waitFor();
    return row;
  }
  const cells = async (row: ReturnType<Page['getByRole']>) => (await row.getByRole('cell').allTextContents()).map((text) => text.trim());

  it('shows where a campaign visitor got, by first and last touch, with the chart\'s table, filters and CSV; markup stays text; axe clean at 1280 and 360 px', async () => {
    // A visitor arrives from the autumn campaign and asks for information on the landing page.
    const email = `visita.${run}@example.mx`;
    await page.goto(`${server.baseUrl}/?utm_source=google&utm_medium=cpc&utm_campaign=${first}`);
    await page.getByRole('button', { name: 'Solicitar Información Exclusiva' }).first().click();
    const dialog = page.getByRole('dialog');
    await page.getByLabel('Nombre completo').fill('Valeria Campaña');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Teléfono').fill('33 2345 6789');
    await page.getByLabel('Tipo de interés').selectOption('inversionista');
    await page.getByRole('checkbox', { name: 'Boxes Premium con balcón' }).check();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Solicitud Enviada').waitFor();
    const { rows } = await db.query('SELECT attribution FROM information_requests WHERE email = $1', [email]);
    expect(rows[0].attribution.firstTouch).toMatchObject({ source: 'google', medium: 'cpc', campaign: first, landingPath: '/' });

    // Back later from the winter campaign: the browser keeps the first touch and replaces the last one.
    await page.goto(`${server.baseUrl}/aplicar?utm_source=facebook&utm_medium=social&utm_campaign=${last}`);
    const attribution = await eventually(async () => {
      const kept = await page.evaluate(() => ({ firstTouch: JSON.parse(localStorage.getItem('cdm:touch:first') ?? 'null'), lastTouch: JSON.parse(localStorage.getItem('cdm:touch:last') ?? 'null') }));
      expect(kept.lastTouch?.campaign).toBe(last);
      return kept;
    });
    expect(attribution.firstTouch.campaign).toBe(first);
    // The application goes with what the browser kept (the wizard sends the same; its steps are application.e2e.ts's).
    const applied = await new HttpSession(server.baseUrl).post('/api/investor-application', {
      applicationId: randomUUID(),
      name: 'Valeria Campaña',
      email,
      phone: '3323456789',
      investmentRange: '5-10',
      productsOfInterest: ['boxes-premium'],
      referralCode: 'CDM-DEMO-SOCIO',
      acceptTerms: true,
      acceptRisks: true,
      attribution,
    });
    expect(applied.status).toBe(201);
    // Someone else's campaign written as markup.
    const probe = await new HttpSession(server.baseUrl).post('/api/information-request', {
      fullName: 'Prueba Marcado',
      email: `marcado.${run}@example.mx`,
      phone: '3312345678',
      interestType: 'inversionista',
      productsOfInterest: ['boxes-premium'],
      attribution: { firstTouch: { source: hostile, campaign: hostile } },
    });
    expect(probe.status).toBe(201);

    await openStaffPanel(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await openStaffTab(page, server.baseUrl, 'Embudo', 'embudo');

    // The chart and, beside it, its figures as a table.
    await page.getByRole('img', { name: /Gráfica de barras del embudo/ }).waitFor();
    const stages = page.getByRole('region', { name: 'Personas por etapa, paso a la siguiente y mediana de días' });
    const requests = stages.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Solicitud de información' }) });
    expect(Number((await cells(requests))[0])).toBeGreaterThanOrEqual(2);

    // By first touch, the visitor is once under the autumn campaign: asked for information and applied.
    const autumn = await eventually(async () => {
      await page.reload();
      await page.getByRole('heading', { level: 2, name: 'Embudo' }).waitFor();
      return groupRow(first);
    });
    expect(await cells(autumn)).toEqual([first, '1', '1', '0', '0', '1', '0', '0', '0', '0', '0', '$0.0M MXN', '$0 MXN']);
    await expectNoAccessibilityViolations(page);

    // By last touch, under the winter campaign (the first request carried it only as the first touch).
    await page.getByRole('button', { name: 'Último contacto' }).click();
    expect((await cells(await groupRow(last)))[0]).toBe(last);
    await page.getByLabel('Buscar grupo').fill(first);
    await page.getByText(`Ningún grupo coincide con «${first}».`).waitFor();

    // By source: the markup is shown as its text, and never runs.
    await page.getByRole('button', { name: 'Primer contacto' }).click();
    await page.getByLabel('Desglosar por').selectOption({ label: 'Fuente (utm_source)' });
    const markup = await groupRow(hostile);
    expect((await cells(markup))[0]).toBe(hostile);
    expect(await markup.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

    // A period read backwards asks nothing and says why; a valid one asks again.
    const today = await page.getByLabel('Hasta').inputValue();
    await page.getByLabel('Desde').fill('2020-01-02');
    await page.getByLabel('Hasta').fill('2020-01-01');
    await page.getByRole('alert').filter({ hasText: 'La fecha inicial no puede ser posterior a la final' }).waitFor();
    await page.getByLabel('Hasta').fill(today);
    await groupRow(hostile);

    // The CSV of the breakdown shown, through the shared writer, the period's totals first.
    await page.getByLabel('Desglosar por').selectOption({ label: 'Campaña (utm_campaign)' });
    await groupRow(first);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0].startsWith('Grupo,Personas,Solicitud de información,Presentación pagada,Carta de intención,Aplicación')).toBe(true);
    expect(lines[1].startsWith('Total del periodo,')).toBe(true);
    expect(lines[2].startsWith(`${first},1,1,0,0,1,0,0,0,0,0,`)).toBe(true);

    // Narrow screens: the tables scroll in their own regions, nothing else is wider than the page.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('img', { name: /Gráfica de barras del embudo/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAccessibilityViolations(page);
    expect(pageErrors).toEqual([]);
  });

  it('is a tab of advisors too', async () => {
    const admin = new HttpSession(server.baseUrl);
    expect((await admin.post('/api/admin/session', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status).toBe(200);
    expect((await admin.post('/api/admin/staff', ADVISOR)).status).toBe(201);

    await openStaffPanel(page, server.baseUrl, ADVISOR.email, ADVISOR.password);
    await openStaffTab(page, server.baseUrl, 'Embudo', 'embudo');
    await page.getByRole('region', { name: 'Personas por etapa, paso a la siguiente y mediana de días' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
