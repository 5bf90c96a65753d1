import { Browser, BrowserContext, Page } from 'playwright-core';
import { AppServer, startAppServer } from './support/app-server';
import { launchChromium, openTestPage } from './support/browser';
import { accessibilityViolations } from './support/accessibility';

const DECK_PASSWORD = 'frase-compartida-de-prueba';
const CONTACT_EMAIL = 'direccion@asesoria.test';
const SCHEDULING_URL = 'https://agenda.example.test/ciudad-deporte-motor';
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

describe('executive summary and proposal deck (public-site.md §2.6, §2.7)', () => {
  let server: AppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startAppServer({ DECK_PASSWORD, CONTACT_EMAIL, SCHEDULING_URL });
    browser = await launchChromium();
  });

  beforeEach(async () => {
    ({ context, page, errors: pageErrors } = await openTestPage(browser));
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the executive summary with its sections, the live contact address and the print action', async () => {
    await page.addInitScript(() => {
      window.print = () => document.body.setAttribute('data-printed', 'true');
    });
    const response = await page.goto(`${server.baseUrl}/servicios`);
    expect(response?.status()).toBe(200);

    await page.getByRole('heading', { level: 1, name: 'Servicios de comercialización para Ciudad Deporte Motor ZMG' }).waitFor();
    for (const section of [
      'Acerca de la firma',
      'Perfil del director general',
      'Servicios de comercialización',
      'Modelo de trabajo de 18 meses',
      'Beneficios para el desarrollador',
      'Resultados esperados',
      'Modelo de compensación',
      'Contacto',
    ]) {
      expect(await page.getByRole('heading', { level: 2, name: section, exact: true }).isVisible()).toBe(true);
    }
    for (const service of ['Estrategia comercial integral', 'Marketing y branding premium', 'Gestión de ventas', 'Revenue management']) {
      expect(await page.getByRole('heading', { level: 3, name: service }).isVisible()).toBe(true);
    }
    for (const [index, period] of ['Meses 1–3', 'Meses 4–9', 'Meses 10–15', 'Meses 16–18'].entries()) {
      await page.getByText(`Fase ${index + 1}: ${period}`, { exact: true }).waitFor();
    }
    for (const figure of ['30–40%', '15–20%', '2X', '500+', '4–5%', '2%', '+1%', '1.5–2%']) {
      expect(await page.getByText(figure, { exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await page.getByRole('link', { name: CONTACT_EMAIL }).getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}`);
    expect(await page.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/');
    expect(await page.title()).toBe('Resumen ejecutivo de servicios de comercialización | Ciudad Deporte Motor ZMG');

    await page.getByRole('button', { name: 'Descargar PDF' }).click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('true');
    expect(pageErrors).toEqual([]);
  });

  it('prints the summary as dark text on white paper, without the buttons', async () => {
    await page.goto(`${server.baseUrl}/servicios`);
    await page.getByRole('link', { name: CONTACT_EMAIL }).waitFor();
    await page.emulateMedia({ media: 'print' });

    expect(await page.getByRole('button', { name: 'Descargar PDF' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Volver' }).isVisible()).toBe(false);
    const colors = await page.evaluate(() => ({
      title: getComputedStyle(document.querySelector('h1') as Element).color,
      page: getComputedStyle(document.body).backgroundColor,
    }));
    expect(colors).toEqual({ title: 'rgb(11, 12, 14)', page: 'rgb(255, 255, 255)' });
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows the proposal deck with its slides and links', async () => {
    const response = await page.goto(`${server.baseUrl}/partners`);
    expect(response?.status()).toBe(200);

    await page.getByRole('heading', { level: 1, name: 'Vender Ciudad Deporte Motor ZMG en 18 meses' }).waitFor();
    for (const slide of [
      'El inventario a precio de preventa',
      'Nuestra trayectoria en cifras',
      'Un servicio integral en tres etapas',
      'Cinco fases, de prospecto a socio',
      'Una marca con la energía de la pista',
      'Un portal que ordena cada venta',
      'Cuatro etapas en 18 meses',
    ]) {
      expect(await page.getByRole('heading', { level: 2, name: slide }).isVisible()).toBe(true);
    }
    for (const figure of ['480M MXN', '75M MXN', '50M MXN', '725M MXN', '60 boxes en 18 meses', '3,000M+', '5,000+']) {
      expect(await page.getByText(figure, { exact: true }).count()).toBeGreaterThan(0);
    }

    const schedule = page.getByRole('link', { name: /Agendar Presentación/ }).first();
    await page.waitForFunction((url) => document.querySelector(`a[href="${url}"]`) !== null, SCHEDULING_URL);
    expect(await schedule.getAttribute('href')).toBe(SCHEDULING_URL);
    expect(await schedule.getAttribute('target')).toBe('_blank');
    expect((await schedule.getAttribute('rel'))?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(await page.getByRole('link', { name: 'Acceso Socios' }).getAttribute('href')).toBe('/investors');
    expect(await page.getByRole('link', { name: 'Ciudad Deporte Motor ZMG' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Executive Summary' }).first().getAttribute('href')).toBe('/servicios');
    expect(await page.title()).toBe('Propuesta comercial | Ciudad Deporte Motor ZMG');

    await page.getByRole('link', { name: 'Executive Summary' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Servicios de comercialización para Ciudad Deporte Motor ZMG' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/servicios');
    expect(pageErrors).toEqual([]);
  });

  it('opens and closes the phase details of the services and the lists of the technology slide', async () => {
    // A slow phone: the click comes while the prerendered page is still hydrating.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto(`${server.baseUrl}/partners`);

    const phase = page.getByRole('button', { name: 'Ver detalle de la etapa Crecimiento de ventas' });
    const phaseItem = page.getByText('Programa de referidos entre socios');
    expect(await phase.getAttribute('aria-expanded')).toBe('false');
    expect(await phaseItem.isVisible()).toBe(false);
    await phase.click();
    const openPhase = page.getByRole('button', { name: 'Ocultar detalle de la etapa Crecimiento de ventas' });
    expect(await openPhase.getAttribute('aria-expanded')).toBe('true');
    expect(await phaseItem.isVisible()).toBe(true);
    await openPhase.click();
    expect(await phaseItem.isVisible()).toBe(false);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const group = page.getByRole('button', { name: 'Inversionistas' });
    const feature = page.getByText('Códigos de referido y créditos');
    expect(await feature.isVisible()).toBe(false);
    await group.focus();
    await page.keyboard.press('Enter');
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    expect(await feature.isVisible()).toBe(true);
    expect(await page.locator(`[id="${await group.getAttribute('aria-controls')}"]`).isVisible()).toBe(true);
    await page.keyboard.press('Space');
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    expect(await feature.isVisible()).toBe(false);
  });

  it('keeps the code of these pages out of what the landing page loads', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('link', { name: 'Quiero Formar Parte' }).waitFor();

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /\/(servicios|partners|presentacion-servicios)-[^/]+\.js$/.test(script))).toEqual([]);
  });

  it('plays no animation under prefers-reduced-motion', async () => {
    await context.close();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-MX', reducedMotion: 'reduce' });
    page = await context.newPage();
    for (const route of ['/partners', '/servicios']) {
      await page.goto(`${server.baseUrl}${route}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    }
  });

  it.each(VIEWPORTS)('has no WCAG 2.1 A/AA violation on the summary, the deck, the lock and a slide at $width px', async (viewport) => {
    await page.setViewportSize(viewport);

    await page.goto(`${server.baseUrl}/servicios`);
    await page.getByRole('link', { name: CONTACT_EMAIL }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(`${server.baseUrl}/partners`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Inversionistas' }).click();
    await page.getByRole('button', { name: 'Ver detalle de la etapa Posicionamiento y preventa' }).click();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(`${server.baseUrl}/presentaciondeservicios`);
    await page.getByLabel('Contraseña', { exact: true }).fill(DECK_PASSWORD);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Acceder' }).click();
    await page.getByRole('button', { name: /^Ir a la diapositiva 1: / }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Ir a la diapositiva 9: / }).click();
    await page.getByRole('button', { name: 'Ver detalles' }).first().click();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
