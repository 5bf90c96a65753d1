import { Browser, BrowserContext, Page } from 'playwright-core';
import { AppServer, startAppServer } from './support/app-server';
import { launchChromium } from './support/browser';

// /agendar, /aplicar and /investors are prerendered like the landing, so that their form shows at once. Their HTML holds
// the first screen; the page's scripts follow the first paint, and what is typed or clicked
// meanwhile reaches the form once React has taken the page over.

const PAGES = [
  {
    path: '/agendar',
    title: 'Agenda tu presentación | Ciudad Deporte Motor ZMG',
    texts: ['Agenda tu Presentación Privada', 'Información Personal', 'Nombre completo', 'Email', 'Teléfono', 'Siguiente'],
    indexable: true,
  },
  {
    path: '/aplicar',
    title: 'Aplica como socio fundador | Ciudad Deporte Motor ZMG',
    texts: ['Aplica como Socio Fundador', 'Información Personal', 'Nombre completo', 'Email', 'Teléfono', 'LinkedIn', 'Instagram', 'Facebook'],
    indexable: true,
  },
  {
    path: '/investors',
    title: 'Portal de Inversionistas | Ciudad Deporte Motor ZMG',
    texts: ['Portal de Inversionistas', 'Accede a tu panel de socio', 'Iniciar Sesión', 'Usuario (email)', 'Contraseña'],
    indexable: false,
  },
] as const;

/** The page's entry (the module that hydrates it): held back until `release` is called. */
async function holdEntry(page: Page, name: string): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/page-${name}-[^/]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => page.evaluate(() => (window as unknown as { cdmHydrated?: boolean }).cdmHydrated === true);

describe('prerendered form pages: /agendar, /aplicar, /investors', () => {
  let server: AppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  // Errors and warnings: a hydration that does not match logs one.
  let messages: string[] = [];

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchChromium();
  });

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-MX' });
    page = await context.newPage();
    messages = [];
    page.on('pageerror', (error) => messages.push(error.message));
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) messages.push(`${message.type()}: ${message.text()}`);
    });
    await page.addInitScript(() => {
      window.addEventListener('cdm:page-hydrated', () => ((window as unknown as { cdmHydrated?: boolean }).cdmHydrated = true));
    });
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(PAGES)('serves $path with its first screen and its meta tags in the HTML, before any script', async ({ path, title, texts, indexable }) => {
    const response = await fetch(`${server.baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = /<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
    const visibleText = root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    for (const text of texts) expect(visibleText).toContain(text);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:url" content="${server.baseUrl}${path}" />`);
    const indexing = indexable ? `<link rel="canonical" href="${server.baseUrl}${path}" />` : '<meta name="robots" content="noindex, nofollow" />';
    expect(html).toContain(indexing);
    // The page's own boot script, no app entry that would render it again in the browser.
    expect(html).toMatch(/<script async src="\/assets\/boot-[^"]+\.js" data-boot data-page="[a-z]+"/);
    expect(html).not.toContain('<script type="module"');
  });

  it('labels every field of the prerendered forms', async () => {
    for (const path of ['/agendar', '/aplicar', '/investors']) {
      const html = await (await fetch(`${server.baseUrl}${path}`)).text();
      const inputs = [...html.matchAll(/<input[^>]*\sid="([^"]+)"/g)].map((match) => match[1]);
      expect(inputs.length).toBeGreaterThanOrEqual(2);
      for (const id of inputs) expect(html).toContain(`<label for="${id}"`);
    }
  });

  it('/agendar keeps what is typed and the click on Siguiente made while the page is still hydrating', async () => {
    const release = await holdEntry(page, 'agendar');
    await page.goto(`${server.baseUrl}/agendar`);

    await page.getByLabel('Nombre completo').click();
    await page.keyboard.type('Ana Pérez');
    await page.getByLabel('Email').click();
    await page.keyboard.type('ana.perez@example.test');
    await page.getByLabel('Teléfono').click();
    await page.keyboard.type('33 1234 5678');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    expect(await hydrated(page)).toBe(false);

    release();
    await page.waitForFunction(() => (window as unknown as { cdmHydrated?: boolean }).cdmHydrated === true);
    // The held click went through with the typed values: the second step.
    await page.getByRole('heading', { level: 2, name: 'Perfil de Inversión' }).waitFor();
    const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cdm:agendar') ?? 'null'));
    expect(saved).toMatchObject({ step: 2, values: { name: 'Ana Pérez', email: 'ana.perez@example.test', phone: '33 1234 5678' } });

    await page.getByRole('button', { name: 'Anterior' }).click();
    expect(await page.getByLabel('Nombre completo').inputValue()).toBe('Ana Pérez');
    expect(messages).toEqual([]);
  });

  it('/aplicar keeps what is typed while the page is still hydrating', async () => {
    const release = await holdEntry(page, 'aplicar');
    await page.goto(`${server.baseUrl}/aplicar`);

    await page.getByLabel('Nombre completo').click();
    await page.keyboard.type('Luis Gómez');
    await page.getByLabel('LinkedIn').click();
    await page.keyboard.type('linkedin.com/in/luis');
    expect(await hydrated(page)).toBe(false);

    release();
    await page.waitForFunction(() => (window as unknown as { cdmHydrated?: boolean }).cdmHydrated === true);
    await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('cdm:aplicar') ?? 'null')?.values?.name === 'Luis Gómez');
    expect(await page.getByLabel('Nombre completo').inputValue()).toBe('Luis Gómez');
    expect(await page.getByLabel('LinkedIn').inputValue()).toBe('linkedin.com/in/luis');
    const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cdm:aplicar') ?? 'null'));
    expect(saved).toMatchObject({ step: 1, values: { name: 'Luis Gómez', linkedin: 'linkedin.com/in/luis' } });
    expect(messages).toEqual([]);
  });

  it('/aplicar stays where the person scrolled while the page hydrates, so a press under way lands on its button', async () => {
    const release = await holdEntry(page, 'aplicar');
    await page.goto(`${server.baseUrl}/aplicar`);
    await page.getByLabel('Nombre completo').fill('Elena Ruiz');
    await page.getByLabel('Email').fill('elena.ruiz@example.test');
    await page.getByLabel('Teléfono').fill('33 1122 3344');
    const siguiente = page.getByRole('button', { name: 'Siguiente' });
    await siguiente.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    // The press starts before React has the page and ends after (the router used to scroll to the top in between).
    const box = await siguiente.boundingBox();
    if (!box) throw new Error('Siguiente is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();

    release();
    await page.waitForFunction(() => (window as unknown as { cdmHydrated?: boolean }).cdmHydrated === true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.mouse.up();
    await page.getByRole('heading', { level: 2, name: 'Perfil', exact: true }).waitFor();
    expect(messages).toEqual([]);
  });

  it('/agendar on a slow phone keeps what is typed and clicked right after load, while React takes the page over', async () => {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto(`${server.baseUrl}/agendar`, { waitUntil: 'commit' });

    await page.getByLabel('Nombre completo').fill('Rosa Díaz');
    await page.getByLabel('Email').click();
    await page.keyboard.type('rosa.diaz@example.test');
    await page.getByLabel('Teléfono').click();
    await page.keyboard.type('33 5555 0000');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await page.getByRole('heading', { level: 2, name: 'Perfil de Inversión' }).waitFor();
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cdm:agendar') ?? 'null'));
    expect(saved).toMatchObject({ step: 2, values: { name: 'Rosa Díaz', email: 'rosa.diaz@example.test', phone: '33 5555 0000' } });
    expect(messages).toEqual([]);
  });

  it('/agendar shows the step and the values this tab kept after a reload, with a hydration that matches', async () => {
    await page.goto(`${server.baseUrl}/agendar`);
    await page.waitForFunction(() => (window as unknown as { cdmHydrated?: boolean }).cdmHydrated === true);
    await page.getByLabel('Nombre completo').fill('Marta Ruiz');
    await page.getByLabel('Email').fill('marta.ruiz@example.test');
    await page.getByLabel('Teléfono').fill('33 8765 4321');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('heading', { level: 2, name: 'Perfil de Inversión' }).waitFor();

    await page.reload();
    await page.waitForFunction(() => (window as unknown as { cdmHydrated?: boolean }).cdmHydrated === true);
    await page.getByRole('heading', { level: 2, name: 'Perfil de Inversión' }).waitFor();
    await page.getByRole('button', { name: 'Anterior' }).click();
    expect(await page.getByLabel('Nombre completo').inputValue()).toBe('Marta Ruiz');
    expect(await page.getByLabel('Email').inputValue()).toBe('marta.ruiz@example.test');
    expect(messages).toEqual([]);
  });

  it('/aplicar on the way back from the provider (?payment=success) shows the last step, with a hydration that matches', async () => {
    const applicationId = '0b6c3a4e-8f1d-4c2b-9a7e-5d3f2e1c0b9a';
    await page.goto(`${server.baseUrl}/aplicar?payment=success&applicationId=${applicationId}`);
    await page.waitForFunction(() => (window as unknown as { cdmHydrated?: boolean }).cdmHydrated === true);
    await page.getByRole('heading', { level: 2, name: 'Completado' }).waitFor();
    // The query string is dropped once read.
    await page.waitForFunction(() => window.location.search === '');
    // The report of an application this server does not know answers 404, which Chromium logs itself.
    expect(messages.filter((message) => !message.includes('Failed to load resource'))).toEqual([]);
  });

  it('/investors keeps the user typed in its prerendered login while the page is still hydrating', async () => {
    const release = await holdEntry(page, 'investors');
    await page.goto(`${server.baseUrl}/investors`);

    await page.getByLabel('Usuario (email)').click();
    await page.keyboard.type('socio@example.test');
    expect(await hydrated(page)).toBe(false);

    release();
    await page.waitForFunction(() => (window as unknown as { cdmHydrated?: boolean }).cdmHydrated === true);
    expect(await page.getByLabel('Usuario (email)').inputValue()).toBe('socio@example.test');
    // The form has the user: without a password it asks for the password, not for the user.
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByText('Por favor ingresa tu contraseña').waitFor();
    expect(await page.getByText('Por favor ingresa tu usuario (email)').count()).toBe(0);
    expect(messages.filter((message) => !message.includes('Failed to load resource'))).toEqual([]);
  });

  it('/investors opens the login over its prerendered heading, without console errors', async () => {
    await page.goto(`${server.baseUrl}/investors`);
    await page.waitForFunction(() => (window as unknown as { cdmHydrated?: boolean }).cdmHydrated === true);
    // Its name from its title: the ids React gives the hydrated page are those of the HTML.
    await page.getByRole('dialog', { name: 'Iniciar Sesión' }).waitFor();
    // Behind the modal (hidden from assistive technology meanwhile), the page's own heading.
    expect(await page.locator('h1').textContent()).toBe('Portal de Inversionistas');
    expect(await page.getByLabel('Contraseña', { exact: true }).count()).toBe(1);
    // No session: the check answers 401, which Chromium logs itself.
    expect(messages.filter((message) => !message.includes('Failed to load resource'))).toEqual([]);
  });
});
