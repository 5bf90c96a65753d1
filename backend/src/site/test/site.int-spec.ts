import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { HttpSession } from '../../../test-support/http-session';
import { startTestApp, TestApp } from '../../../test-support/test-app';

const DECK_PASSWORD = 'frase-compartida-de-prueba';

describe('public site server side: live settings, deck gate, page meta', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'cdm-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="es-MX"><head><meta name="description" content="x" /><title>x</title></head><body><div id="root"></div></body></html>',
    );
    testApp = await startTestApp({
      DECK_PASSWORD,
      FRONTEND_DIST: dist,
      PUBLIC_URL: 'https://cdm.example',
      CONTACT_EMAIL: 'asesor@cdm.test',
      BANK_CLABE: '032 180 00011835971 9',
      BANK_NAME: 'BBVA México',
      BANK_BENEFICIARY: 'Desarrolladora Ñúñez, S.A. de C.V.',
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-site-${randomBytes(3).toString('hex')}`,
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('serves the live deposit figures and links the public pages show', async () => {
    const response = await new HttpSession(testApp.baseUrl).get('/api/public-settings');
    expect(response.json).toEqual({
      applicationDepositCentavos: 1_000_000,
      bookingDepositCentavos: 1_000_000,
      unitReservationDepositCentavos: 10_000_000,
      temporaryBlockHours: 8,
      paidHoldDays: 10,
      annualInterestBasisPoints: 800,
      referralActivationCentavos: 10_000_000,
      schedulingUrl: '/agendar',
      contactEmail: 'asesor@cdm.test',
      bankTransfer: { clabe: '032180000118359719', bankName: 'BBVA México', beneficiary: 'Desarrolladora Ñúñez, S.A. de C.V.', example: false },
    });
  });

  it('keeps the deck slides locked until the shared phrase is given, then serves all 11', async () => {
    const browser = new HttpSession(testApp.baseUrl);
    const locked = await browser.get('/api/deck/slides');
    expect(locked.status).toBe(403);
    expect(locked.json.code).toBe('gate_locked');
    expect((await browser.get('/api/gates/deck')).json).toEqual({ unlocked: false });

    const wrong = await browser.post('/api/gates/deck/unlock', { password: 'no-es' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe('Por favor verifica la contraseña e intenta de nuevo');

    const unlocked = await browser.post('/api/gates/deck/unlock', { password: DECK_PASSWORD });
    expect(unlocked.json).toEqual({ unlocked: true });
    const cookie = unlocked.setCookies.find((header) => header.startsWith('cdm_gate_deck='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect((await browser.get('/api/gates/deck')).json).toEqual({ unlocked: true });

    const slides = await browser.get('/api/deck/slides');
    expect(slides.status).toBe(200);
    const titles = (slides.json.slides as Array<{ eyebrow: string }>).map((slide) => slide.eyebrow);
    expect(titles).toHaveLength(11);
    expect(titles.slice(-3)).toEqual(['Mitigación de riesgos', 'Modelo de compensación', 'Trabajemos juntos']);
    expect(slides.text).toContain('asesor@cdm.test');
    expect(slides.headers.get('cache-control')).toBe('private, no-store');

    // The portal's gate is separate: unlocking the deck does not open it.
    expect((await browser.get('/api/gates/portal')).json).toEqual({ unlocked: false });
  });

  it('refuses a forged or tampered gate cookie', async () => {
    const forged = new HttpSession(testApp.baseUrl);
    forged.setCookie('cdm_gate_deck', `deck.${Date.now()}`);
    expect((await forged.get('/api/deck/slides')).status).toBe(403);

    const browser = new HttpSession(testApp.baseUrl);
    await browser.post('/api/gates/deck/unlock', { password: DECK_PASSWORD });
    const signed = browser.cookie('cdm_gate_deck')!;
    const tampered = new HttpSession(testApp.baseUrl);
    tampered.setCookie('cdm_gate_deck', signed.replace(/^deck/, 'portal'));
    expect((await tampered.get('/api/gates/portal')).json).toEqual({ unlocked: false });
  });

  it('rate-limits wrong phrases: 429 after 5 failures', async () => {
    const browser = new HttpSession(testApp.baseUrl);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await browser.post('/api/gates/portal/unlock', { password: `mala-${attempt}` })).status).toBe(401);
    }
    const blocked = await browser.post('/api/gates/portal/unlock', { password: 'otra' });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/^Demasiados intentos fallidos/);
  });

  it('refuses an unknown gate with 400', async () => {
    const response = await new HttpSession(testApp.baseUrl).post('/api/gates/boveda/unlock', { password: 'x' });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual([{ field: 'gate', message: 'Acceso no válido' }]);
  });

  it('serves robots.txt and sitemap.xml with the configured origin', async () => {
    const robots = await new HttpSession(testApp.baseUrl).get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Disallow: /admin');
    expect(robots.text).toContain('Disallow: /presentaciondeservicios');
    expect(robots.text).toContain('Sitemap: https://cdm.example/sitemap.xml');
    const sitemap = await new HttpSession(testApp.baseUrl).get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(sitemap.text).toContain('<loc>https://cdm.example/servicios</loc>');
    expect(sitemap.text).not.toContain('presentaciondeservicios');
  });

  it('writes each page its own title, description and Open Graph tags into the document', async () => {
    const landing = await new HttpSession(testApp.baseUrl).get('/');
    expect(landing.status).toBe(200);
    expect(landing.text).toContain('<title>Ciudad Deporte Motor ZMG | Socios Fundadores</title>');
    expect(landing.text).toContain('<meta property="og:url" content="https://cdm.example/" />');
    expect(landing.text).toContain('<link rel="canonical" href="https://cdm.example/" />');
    expect(landing.text).not.toContain('noindex');

    const admin = await new HttpSession(testApp.baseUrl).get('/admin/solicitudes');
    expect(admin.status).toBe(200);
    expect(admin.text).toContain('<meta name="robots" content="noindex, nofollow" />');

    const missing = await new HttpSession(testApp.baseUrl).get('/no-existe');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<title>Page Not Found</title>');
  });
});
