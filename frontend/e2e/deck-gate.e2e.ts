import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { AppServer, startAppServer } from './support/app-server';
import { launchChromium, openTestPage } from './support/browser';

const DECK_PASSWORD = 'frase-compartida-de-prueba';
const CONTACT_EMAIL = 'direccion@asesoria.test';
const DIST = path.resolve(__dirname, '../dist');

// Text that exists only in the gated slides the API serves (backend/src/site/deck-slides.ts).
const GATED_PHRASES = ['Mitigación de riesgos', 'Trabajemos juntos', 'Riesgos previstos y cómo los atendemos', 'Ganamos cuando el proyecto gana'];

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The phrase as a bundler may write it: as is, or with its non-ASCII letters as \u escapes. */
function spellings(phrase: string): string[] {
  const escaped = phrase.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return [...new Set([phrase, escaped, escaped.toUpperCase().replace(/\\U/g, '\\u')])];
}

describe('password-protected services presentation (public-site.md §2.7, §4, §5)', () => {
  let server: AppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startAppServer({ DECK_PASSWORD, CONTACT_EMAIL });
    browser = await launchChromium();
  });

  beforeEach(async () => {
    // A refused password is a 401 the browser logs by itself.
    ({ context, page, errors: pageErrors } = await openTestPage(browser, { ignoreConsole: (text) => text.includes('status of 401') }));
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const passwordField = () => page.getByLabel('Contraseña', { exact: true });
  const dot = (position: number) => page.getByRole('button', { name: new RegExp(`^Ir a la diapositiva ${position}: `) });
  const currentDot = () => page.locator('nav[aria-label="Diapositivas"] button[aria-current="true"]');

  async function expectCurrent(position: number) {
    await page.waitForFunction(
      (expected) => document.querySelector('nav[aria-label="Diapositivas"] button[aria-current="true"]')?.getAttribute('aria-label')?.startsWith(`Ir a la diapositiva ${expected}: `),
      position,
    );
    expect(await currentDot().count()).toBe(1);
  }

  /** The dots appear with the slides, after the gate. */
  const slidesShown = () => dot(1).waitFor();

  async function unlock() {
    await page.goto(`${server.baseUrl}/presentaciondeservicios`);
    await passwordField().fill(DECK_PASSWORD);
    await page.getByRole('button', { name: 'Acceder' }).click();
    await slidesShown();
  }

  it('refuses a wrong password with the toast of the spec, opens on the right one and stays open on reload', async () => {
    const response = await page.goto(`${server.baseUrl}/presentaciondeservicios`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Presentación de servicios' }).waitFor();
    expect(await page.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(await page.title()).toBe('Presentación de servicios | Ciudad Deporte Motor ZMG');

    await passwordField().fill('no-es-la-frase');
    await page.getByRole('button', { name: 'Acceder' }).click();
    await page.getByText('Contraseña incorrecta').waitFor();
    await page.getByText('Por favor verifica la contraseña e intenta de nuevo').waitFor();
    expect(await passwordField().isVisible()).toBe(true);

    await passwordField().fill(DECK_PASSWORD);
    await page.getByRole('button', { name: 'Acceder' }).click();
    await slidesShown();
    const firstTitle = page.getByRole('heading', { level: 1 });
    expect(await firstTitle.textContent()).not.toBe('Presentación de servicios');
    expect(await firstTitle.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Ir a la diapositiva \d+: / }).count()).toBe(11);
    await expectCurrent(1);
    // The slides are the API's: the phrases of the last ones are on the page now.
    await page.getByText('Trabajemos juntos').waitFor({ state: 'attached' });

    await page.reload();
    await slidesShown();
    expect(await passwordField().count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('moves between the slides with the dots, the arrow keys and scrolling', async () => {
    await unlock();
    await expectCurrent(1);

    await dot(4).click();
    await expectCurrent(4);
    await page.getByRole('heading', { level: 2, name: 'Cinco fases, de prospecto a socio' }).waitFor();

    await page.keyboard.press('ArrowDown');
    await expectCurrent(5);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expectCurrent(3);

    // Scrolling: the slide at round(scrollTop / viewport height) becomes the current one.
    await page.locator('main').evaluate((main) => main.scrollTo({ top: main.clientHeight * 8, behavior: 'instant' }));
    await expectCurrent(9);
    const riskSlide = page.getByRole('region', { name: 'Riesgos previstos y cómo los atendemos' });
    expect(await riskSlide.isVisible()).toBe(true);

    // The risks' details open and close.
    const details = riskSlide.locator('button[aria-expanded]').first();
    expect(await details.textContent()).toBe('Ver detalles');
    await details.click();
    expect(await details.getAttribute('aria-expanded')).toBe('true');
    expect(await details.textContent()).toBe('Ocultar detalles');
    const panel = page.locator(`[id="${await details.getAttribute('aria-controls')}"]`);
    expect(await panel.isVisible()).toBe(true);
    await details.click();
    expect(await details.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);

    await dot(11).click();
    await expectCurrent(11);
    const cta = page.getByRole('link', { name: 'Contratar Mis Servicios' });
    expect(await cta.getAttribute('href')).toBe('/partners');
    expect(await page.getByRole('link', { name: CONTACT_EMAIL }).getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}`);

    await page.keyboard.press('ArrowDown');
    await expectCurrent(11);
    expect(pageErrors).toEqual([]);
  });

  it('keeps the gated slides out of every file of the built app', () => {
    const files = filesUnder(DIST);
    expect(files.length).toBeGreaterThan(3);
    const leaks = files.flatMap((file) => {
      const text = readFileSync(file, 'latin1') + readFileSync(file, 'utf8');
      return GATED_PHRASES.filter((phrase) => spellings(phrase).some((spelling) => text.includes(spelling))).map(
        (phrase) => `${path.relative(DIST, file)}: ${phrase}`,
      );
    });
    expect(leaks).toEqual([]);
  });

  it('serves the slides only to a browser session that gave the password', async () => {
    const locked = await page.request.get(`${server.baseUrl}/api/deck/slides`);
    expect(locked.status()).toBe(403);

    await unlock();
    const unlocked = await page.request.get(`${server.baseUrl}/api/deck/slides`);
    expect(unlocked.status()).toBe(200);
  });

  it('shows the message of the server once too many wrong passwords were tried', async () => {
    await page.goto(`${server.baseUrl}/presentaciondeservicios`);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6 && !statuses.includes(429); attempt++) {
      await passwordField().fill(`intento-${attempt}`);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/gates/deck/unlock'));
      await page.getByRole('button', { name: 'Acceder' }).click();
      statuses.push((await answer).status());
    }
    expect(statuses.at(-1)).toBe(429);
    await page.getByText(/^Demasiados intentos fallidos\. Espera \d+ minutos? e inténtalo de nuevo\.$/).waitFor();
  });
});
