import { Browser, BrowserContext, Page } from 'playwright-core';
import { AppServer, startAppServer } from './support/app-server';
import { launchChromium, openTestPage } from './support/browser';
import { accessibilityViolations } from './support/accessibility';

const STAT_CARDS = [
  { card: /Hectáreas/, title: 'Más de 40 hectáreas' },
  { card: /Pistas especializadas/, title: 'Cinco pistas especializadas' },
  { card: /Socios exclusivos/, title: '150 socios exclusivos' },
  { card: /Capacidad total/, title: 'Capacidad para 110,000 espectadores' },
] as const;

describe('landing page (public-site.md §2.1, §2.2)', () => {
  let server: AppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startAppServer();
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

  async function openLanding() {
    await page.goto(`${server.baseUrl}/`);
    // The sections below the cards load in their own chunk; the closing call to action is the last.
    await page.getByRole('link', { name: 'Quiero Formar Parte' }).waitFor();
  }

  function statCard(name: RegExp) {
    return page.getByRole('region', { name: 'El proyecto en cifras' }).getByRole('button', { name });
  }

  /** Radix gives focus back just after the dialog has left the page. */
  async function waitForFocus(locator: ReturnType<Page['getByRole']>) {
    const element = await locator.elementHandle();
    await page.waitForFunction((target) => target === document.activeElement, element, { timeout: 2000 });
  }

  /** Scrolls through the page so that every section has risen in and every image has loaded, then waits for the animations. */
  async function settle() {
    await page.evaluate(async () => {
      for (let y = 0; y <= document.documentElement.scrollHeight; y += 300) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0));
    await animationsDone();
  }

  async function animationsDone() {
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  }

  it('opens the detail dialog of each of the four stat cards, and gives focus back to the card on Escape', async () => {
    await openLanding();

    for (const { card, title } of STAT_CARDS) {
      await statCard(card).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await dialog.getByText('Imagen restringida').waitFor();
      await dialog.getByText('Disponible solo para socios con acceso exclusivo.').waitFor();
      expect(await dialog.getByRole('link', { name: 'Aplica como Miembro' }).getAttribute('href')).toBe('/aplicar');

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await waitForFocus(statCard(card));
    }
    expect(pageErrors).toEqual([]);
  });

  it('closes a stat dialog with its close icon', async () => {
    await openLanding();

    await statCard(/Socios exclusivos/).click();
    const dialog = page.getByRole('dialog', { name: '150 socios exclusivos' });
    await dialog.getByRole('button', { name: 'Cerrar detalle' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(statCard(/Socios exclusivos/));
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('goes from Solicitar Información in a stat dialog to the information request dialog, and back to the card', async () => {
    await openLanding();

    await statCard(/Pistas especializadas/).click();
    const statDialog = page.getByRole('dialog', { name: 'Cinco pistas especializadas' });
    await statDialog.getByText('3,902 m').waitFor();
    await statDialog.getByRole('button', { name: 'Solicitar Información', exact: true }).click();

    const requestDialog = page.getByRole('dialog', { name: 'Solicitar Información Exclusiva' });
    await requestDialog.waitFor();
    await statDialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.waitForFunction(() => document.activeElement?.getAttribute('autocomplete') === 'name');

    await requestDialog.getByRole('button', { name: 'Cancelar' }).click();
    await requestDialog.waitFor({ state: 'detached' });
    await waitForFocus(statCard(/Pistas especializadas/));
    expect(pageErrors).toEqual([]);
  });

  it('keeps one FAQ answer open at a time', async () => {
    await openLanding();
    const faq = page.getByRole('region', { name: 'Resolvemos tus dudas' });
    const questions = faq.getByRole('button');
    expect(await questions.count()).toBe(8);

    await faq.getByRole('button', { name: '¿Cuál es la inversión mínima?' }).click();
    await faq.getByText(/Desde \$1,000,000 MXN/).waitFor();
    await faq.getByRole('button', { name: '¿Puedo financiar mi inversión?' }).click();
    await faq.getByText('Sí. Ofrecemos esquemas de financiamiento de 12 a 36 meses.').waitFor();

    expect(await faq.locator('button[aria-expanded="true"]').count()).toBe(1);
    expect(await faq.getByRole('button', { name: '¿Cuál es la inversión mínima?' }).getAttribute('aria-expanded')).toBe('false');
    expect(await faq.getByText(/Desde \$1,000,000 MXN/).isVisible()).toBe(false);
    expect(await faq.getByRole('region').count()).toBe(1);
  });

  it('shows the live deposit amount in the closing note, and Quiero Formar Parte goes to /aplicar', async () => {
    await openLanding();

    await page.getByText('Se requiere un depósito en garantía de $10,000 MXN, 100% reembolsable y aplicable a tu inversión.').waitFor();
    expect(await page.getByRole('link', { name: 'Quiero Formar Parte' }).getAttribute('href')).toBe('/aplicar');
  });

  it('shows the deposit note without an amount when the settings cannot be read', async () => {
    await page.route('**/api/public-settings', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"service_unavailable","message":"x"}' }),
    );
    await openLanding();

    await page.getByText('Se requiere un depósito en garantía, 100% reembolsable y aplicable a tu inversión.').waitFor();
    expect(await page.getByRole('region', { name: 'Sé parte de los 150 socios fundadores' }).textContent()).not.toContain('$');
  });

  // Issue 28: the landing's JavaScript under 100 KB as Lighthouse counts it (the transfer, compressed,
  // headers included), measured once the page has hydrated; decisions.md #68 says what keeps it there.
  it('loads under 100 KB of JavaScript, without the router, until it has hydrated', async () => {
    await page.addInitScript(() => {
      window.addEventListener('cdm:page-hydrated', () => ((window as unknown as { cdmHydrated?: boolean }).cdmHydrated = true));
    });
    await page.goto(`${server.baseUrl}/`);
    await page.waitForFunction(() => (window as unknown as { cdmHydrated?: boolean }).cdmHydrated === true);

    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, transferSize: entry.transferSize, encodedBodySize: entry.encodedBodySize })),
    );
    expect(scripts.length).toBeGreaterThan(0);
    // Every script came over the network, compressed (a cached one would count 0).
    for (const script of scripts) expect(script.transferSize).toBeGreaterThan(script.encodedBodySize);
    const totalKb = scripts.reduce((sum, script) => sum + script.transferSize, 0) / 1024;
    // Lighthouse counted 77.2 KB where this sum was 72.2 KB (it adds more per request than the
    // browser's transferSize does): 95 here keeps its figure under 100.
    expect(totalKb).toBeLessThanOrEqual(95);
    expect(scripts.filter((script) => /\/router-[^/]+\.js$/.test(script.path))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('runs no animation for a person who asks for reduced motion', async () => {
    const reduced = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-MX', reducedMotion: 'reduce' });
    try {
      page = await reduced.newPage();
      await openLanding();
      const running = () => page.evaluate(() => document.getAnimations().map((animation) => animation.constructor.name));

      expect(await running()).toEqual([]);
      await page.getByRole('button', { name: '¿Dónde se ubica el proyecto?' }).click();
      await page.getByRole('region', { name: '¿Dónde se ubica el proyecto?' }).waitFor();
      expect(await running()).toEqual([]);
      await statCard(/Hectáreas/).click();
      await page.getByRole('dialog', { name: 'Más de 40 hectáreas' }).waitFor();
      expect(await running()).toEqual([]);
    } finally {
      await reduced.close();
    }
  });

  it.each([
    [360, 740],
    [1280, 800],
  ])('has no WCAG 2.1 A/AA violations at %dx%d, with and without a stat dialog open', async (width, height) => {
    await page.setViewportSize({ width, height });
    await openLanding();
    await settle();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    expect(await accessibilityViolations(page)).toEqual([]);

    await statCard(/Capacidad total/).click();
    await page.getByRole('dialog', { name: 'Capacidad para 110,000 espectadores' }).waitFor();
    await animationsDone();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
