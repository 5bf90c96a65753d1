import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { eventually } from '../../backend/test-support/eventually';
import type { SmtpListener } from '../../backend/test-support/smtp-listener';
import type { AppServer } from './support/app-server';
import { openTestPage } from './support/browser';
import { startServices, stopServices } from './support/services';
import { signInAsStaff, waitForCurrentStaffTab } from './support/staff';

const PORTAL_PASSWORD = 'clave-socios-de-prueba';
const ADMIN_EMAIL = 'admin.portal@cdm.test';
const ADMIN_PASSWORD = 'Admin-Portal-2026!';
const DIST = path.resolve(__dirname, '../dist');
const PORTAL = '/investors/carta-de-intencion';
const SECTION_HEADINGS = ['1. Alcance del servicio', '2. Honorarios y condiciones económicas', '3. Exclusividad y vigencia', '4. Firma y validación'];
// Sentences that exist only in the letter the API serves (backend/src/leads/letter/letter-of-intent.text.ts).
const GATED_PHRASES = ['Participación como socio fundador', 'cuatro por ciento', 'se renovará automáticamente'];
// A tiny but real PNG signature: the server judges the file by these bytes.
const INE_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(512)]);

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe('partners\' portal: letter of intent (public-site.md §2.5, §4, §5, §8)', () => {
  let smtp: SmtpListener;
  let server: AppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let db: Client;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    ({ smtp, server, browser, db } = await startServices({ PORTAL_PASSWORD, ADMIN_EMAIL, ADMIN_PASSWORD, STAFF_NOTIFY_EMAIL: 'ventas.portal@cdm.test' }));
  });

  beforeEach(async () => {
    // Refused passwords and the failure this test provokes are answers Chromium logs by itself.
    ({ context, page, errors: pageErrors } = await openTestPage(browser, {
      acceptDownloads: true,
      ignoreConsole: (text) => text.startsWith('Failed to load resource'),
    }));
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await db?.query('DROP TRIGGER IF EXISTS e2e_fail_letter_submissions ON letter_submissions').catch(() => undefined);
    await stopServices({ smtp, server, browser, db });
  });

  const field = (label: string) => page.getByLabel(label, { exact: true });

  it('opens with the right password only, downloads the letter, keeps the form after a failure and completes the acceptance; staff see it and open the ID', async () => {
    const response = await page.goto(`${server.baseUrl}${PORTAL}`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Carta de Intención | Ciudad Deporte Motor ZMG');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await page.getByRole('heading', { level: 1, name: 'Portal Exclusivo de Socios' }).waitFor();

    // Stage 1: the server checks the password.
    await field('Contraseña').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Acceder' }).click();
    await page.getByText('Contraseña incorrecta').waitFor();
    await page.getByText('Por favor, verifica la contraseña e intenta nuevamente').waitFor();
    expect(await page.getByRole('heading', { name: 'Carta de Intención - Ciudad Deporte Motor ZMG' }).count()).toBe(0);

    await field('Contraseña').fill(PORTAL_PASSWORD);
    await page.getByRole('button', { name: 'Acceder' }).click();
    await page.getByText('Acceso concedido').waitFor();
    await page.getByText('Bienvenido al portal exclusivo de socios').waitFor();

    // Stage 2: the letter from the API, in four sections.
    await page.getByRole('heading', { level: 1, name: 'Carta de Intención - Ciudad Deporte Motor ZMG' }).waitFor();
    for (const heading of SECTION_HEADINGS) await page.getByRole('heading', { level: 2, name: heading }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar Carta' }).click();
    const letterFile = await download;
    expect(letterFile.suggestedFilename()).toMatch(/^carta-de-intencion-ciudad-deporte-motor-zmg-.+\.txt$/);
    const letterText = await readFile((await letterFile.path()) ?? '', 'utf8');
    for (const heading of SECTION_HEADINGS) expect(letterText).toContain(heading.toUpperCase());
    expect(letterText).toContain('4 % (cuatro por ciento) del precio neto de venta');
    expect(letterText).toContain('6 (seis) meses');

    const mediatorId = page.getByRole('link', { name: 'Descargar identificación del mediador (PDF)' });
    const mediatorIdFile = await page.request.get(new URL((await mediatorId.getAttribute('href'))!, server.baseUrl).toString());
    expect(mediatorIdFile.status()).toBe(200);
    expect(mediatorIdFile.headers()['content-type']).toBe('application/pdf');
    const pdf = await mediatorIdFile.body();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('DOCUMENTO DE MUESTRA');

    // Nothing filled: the spec's toast.
    await page.getByRole('button', { name: 'Aceptar Carta de Intención' }).click();
    await page.getByText('Campos requeridos').waitFor();
    await page.getByText('Por favor completa todos los campos y adjunta tu INE').waitFor();

    const email = `representante.${Date.now()}@example.mx`;
    await field('Nombre completo del representante').fill('Valeria Ortiz Campos');
    await field('Email').fill(email);
    await field('Identificación oficial (INE)').setInputFiles({ name: 'ine-valeria.png', mimeType: 'image/png', buffer: INE_PNG });
    expect(await field('Email').getAttribute('type')).toBe('email');

    // The server is made to fail: the table refuses inserts for a moment.
    await db.query(`CREATE OR REPLACE FUNCTION e2e_fail_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'fallo provocado por la prueba'; END $$`);
    await db.query(`CREATE TRIGGER e2e_fail_letter_submissions BEFORE INSERT ON letter_submissions FOR EACH ROW EXECUTE FUNCTION e2e_fail_insert()`);
    // The request waits until the test has seen the pending button.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/letter-submission', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Aceptar Carta de Intención' }).click();
    const pending = page.getByRole('button', { name: 'Procesando...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await page.getByText('Hubo un problema al enviar tu carta de intención. Por favor intenta nuevamente.').waitFor();
    await page.unroute('**/api/letter-submission');

    expect(await field('Nombre completo del representante').inputValue()).toBe('Valeria Ortiz Campos');
    expect(await field('Email').inputValue()).toBe(email);
    expect(await field('Identificación oficial (INE)').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('ine-valeria.png');
    expect((await db.query('SELECT 1 FROM letter_submissions WHERE email = $1', [email])).rows).toHaveLength(0);

    // The server works again: the same form, sent again as it is.
    await db.query('DROP TRIGGER e2e_fail_letter_submissions ON letter_submissions');
    await page.getByRole('button', { name: 'Aceptar Carta de Intención' }).click();
    await page.getByText('¡Carta de intención aceptada!').waitFor();
    await page.getByText('Hemos recibido tu información. Te enviaremos un correo de confirmación.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Proceso Completado' }).waitFor();
    await page.getByText(/en un plazo de 24 horas/).waitFor();
    expect(await page.getByRole('link', { name: 'Volver al Inicio' }).getAttribute('href')).toBe('/');

    const { rows } = await db.query(
      `SELECT s.id, s.name, s.attribution, t.body AS letter, d.bytes FROM letter_submissions s
         JOIN letter_of_intent_texts t ON t.sha256 = s.letter_sha256 JOIN letter_id_documents d ON d.submission_id = s.id
        WHERE s.email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].letter).toBe(letterText);
    expect(Buffer.compare(rows[0].bytes, INE_PNG)).toBe(0);
    // How the visitor arrived went with the form (issue 31): here a first visit straight to the portal.
    expect(rows[0].attribution).toMatchObject({ firstTouch: { landingPath: expect.stringMatching(/^\//), at: expect.any(String) } });
    const confirmation = await eventually(() => {
      const [found] = smtp.to(email);
      expect(found).toBeDefined();
      return found;
    });
    expect(confirmation.attachments[0].content.toString('utf8')).toBe(letterText);

    await page.getByRole('link', { name: 'Volver al Inicio' }).click();
    await page.waitForURL(`${server.baseUrl}/`);

    // Staff: the row in "Cartas de Intención", the ID file, the CSV.
    await page.goto(`${server.baseUrl}/admin/cartas`);
    await signInAsStaff(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByRole('heading', { level: 2, name: 'Cartas de Intención' }).waitFor();
    await waitForCurrentStaffTab(page, 'Cartas de Intención');
    await page.getByLabel('Buscar por nombre o email').fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Valeria Ortiz Campos');
    await eventually(async () => {
      await page.reload();
      await page.getByLabel('Buscar por nombre o email').fill(email);
      await expect(page.getByRole('row').filter({ hasText: email }).textContent()).resolves.toMatch(/Sí/);
    });

    const ineDownload = page.waitForEvent('download');
    await page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'Descargar la INE de Valeria Ortiz Campos' }).click();
    const ineFile = await ineDownload;
    expect(ineFile.suggestedFilename()).toMatch(/^ine-[0-9a-f-]{36}\.png$/);
    expect(Buffer.compare(await readFile((await ineFile.path()) ?? ''), INE_PNG)).toBe(0);

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toMatch(/^cartas-de-intencion-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await csvFile.path()) ?? '', 'utf8');
    expect(csv.startsWith('\uFEFFID,Nombre,Email,Fecha,Email Enviado,Archivo INE\r\n')).toBe(true);
    expect(csv).toContain(`${rows[0].id},Valeria Ortiz Campos,${email},`);
    expect(csv).toContain(`${server.baseUrl}/api/admin/letter-submissions/${rows[0].id}/ine`);

    expect(pageErrors).toEqual([]);
  });

  it('keeps the letter out of every file of the built app and serves it only after the password', async () => {
    const leaks = filesUnder(DIST).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return GATED_PHRASES.filter((phrase) => text.includes(phrase)).map((phrase) => `${path.relative(DIST, file)}: ${phrase}`);
    });
    expect(leaks).toEqual([]);

    expect((await page.request.get(`${server.baseUrl}/api/letter-of-intent`)).status()).toBe(403);
    await page.goto(`${server.baseUrl}${PORTAL}`);
    await field('Contraseña').fill(PORTAL_PASSWORD);
    await page.getByRole('button', { name: 'Acceder' }).click();
    await page.getByRole('heading', { level: 1, name: 'Carta de Intención - Ciudad Deporte Motor ZMG' }).waitFor();
    expect((await page.request.get(`${server.baseUrl}/api/letter-of-intent`)).status()).toBe(200);
  });
});
