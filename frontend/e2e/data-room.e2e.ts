import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { AppServer, startAppServer } from './support/app-server';
import { launchChromium, openTestPage } from './support/browser';
import { accessibilityViolations } from './support/accessibility';
import { signedInInvestor } from './support/investors';
import { connectDatabase } from './support/services';
import { signInAsStaff, waitForCurrentStaffTab } from './support/staff';

const ADMIN_EMAIL = 'admin.dataroom@cdm.test';
const ADMIN_PASSWORD = 'Admin-DataRoom-2026!';
const INVESTOR_PASSWORD = 'Clave-De-Prueba-1';
const suffix = Date.now().toString(36);
const PLAN_TITLE = `Plano maestro del circuito ${suffix}`;
const CONTRACT_TITLE = `Contrato de compraventa ${suffix}`;

async function pdfWith(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 18, font });
  return Buffer.from(await pdf.save());
}

describe('data room: staff upload, investor opens, staff see the access', () => {
  let server: AppServer;
  let browser: Browser;
  let db: Client;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[][] = [];

  async function newPage(): Promise<Page> {
    // The 401s of the session checks before anyone signs in, and the 415 of the wrong file this test sends, are expected.
    const opened = await openTestPage(browser, { acceptDownloads: true, ignoreConsole: (text) => text.includes('status of 401') || text.includes('status of 415') });
    contexts.push(opened.context);
    pageErrors.push(opened.errors);
    return opened.page;
  }

  beforeAll(async () => {
    server = await startAppServer({ ADMIN_EMAIL, ADMIN_PASSWORD });
    browser = await launchChromium();
    db = await connectDatabase();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await db?.end();
    await browser?.close();
    await server?.stop();
  });

  it('sends a visitor without a session to the investor sign-in, back to the data room once signed in, and keeps the page out of search engines', async () => {
    // An investor account with a password, set up in another browser.
    const email = await signedInInvestor(await newPage(), server.baseUrl, { name: 'Rodrigo Salas Data', emailPrefix: 'dataroom', password: INVESTOR_PASSWORD });

    const page = await newPage();
    const response = await page.goto(`${server.baseUrl}/data-room`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await page.waitForURL(`${server.baseUrl}/investors`);
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/data-room');

    const login = page.getByRole('dialog', { name: 'Iniciar Sesión' });
    await login.getByLabel('Usuario (email)').fill(email);
    await login.getByLabel('Contraseña', { exact: true }).fill(INVESTOR_PASSWORD);
    await login.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL(`${server.baseUrl}/data-room`);
    await page.getByRole('heading', { level: 1, name: 'Data Room' }).waitFor();
  }, 60_000);

  it('staff upload a document, the investor sees and downloads it, staff see who opened it', async () => {
    const planPdf = await pdfWith('Plano maestro');

    // Staff: upload two documents, one for every investor and one for paid reservations only.
    const staff = await newPage();
    await staff.goto(`${server.baseUrl}/admin/data-room`);
    await signInAsStaff(staff, ADMIN_EMAIL, ADMIN_PASSWORD);
    await staff.getByRole('heading', { level: 2, name: 'Data Room' }).waitFor();
    await waitForCurrentStaffTab(staff, 'Data Room');

    await staff.getByRole('button', { name: 'Subir documento' }).click();
    let dialog = staff.getByRole('dialog', { name: 'Subir documento' });
    await dialog.getByLabel('Título').fill(PLAN_TITLE);
    await dialog.getByLabel('Carpeta').selectOption('Planos');
    await dialog.getByLabel('Descripción').fill('Trazado de las cinco pistas y los boxes');
    await dialog.getByLabel('Todos los inversionistas autorizados').check();
    await dialog.getByLabel('Archivo').setInputFiles({ name: 'plano-maestro.pdf', mimeType: 'application/pdf', buffer: planPdf });
    await dialog.getByRole('button', { name: 'Subir documento' }).click();
    await staff.getByText('Documento subido').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const planRow = staff.getByRole('row').filter({ hasText: PLAN_TITLE });
    await planRow.getByText('Sin accesos').waitFor();

    await staff.getByRole('button', { name: 'Subir documento' }).click();
    dialog = staff.getByRole('dialog', { name: 'Subir documento' });
    await dialog.getByLabel('Título').fill(CONTRACT_TITLE);
    await dialog.getByLabel('Carpeta').selectOption('Otra carpeta…');
    await dialog.getByLabel('Nombre de la carpeta nueva').fill('Contratos firmados');
    await dialog.getByLabel('Solo socios con una reservación pagada').check();
    await dialog.getByLabel(/marca de agua/).check();
    await dialog.getByLabel('Archivo').setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: await pdfWith('Contrato') });
    await dialog.getByRole('button', { name: 'Subir documento' }).click();
    await dialog.waitFor({ state: 'detached' });
    await staff.getByRole('row').filter({ hasText: CONTRACT_TITLE }).getByText('Solo socios con una reservación pagada').waitFor();

    // A wrong file is refused with the server's reason, shown at the field.
    await staff.getByRole('button', { name: 'Subir documento' }).click();
    dialog = staff.getByRole('dialog', { name: 'Subir documento' });
    await dialog.getByLabel('Título').fill('Programa de obra');
    await dialog.getByLabel('Archivo').setInputFiles({ name: 'programa.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 esto no es un PDF') });
    await dialog.getByRole('button', { name: 'Subir documento' }).click();
    await dialog.getByText('El archivo debe ser un PDF, una imagen (JPG, PNG o WebP), un Excel, un Word, un PowerPoint o un CSV.').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // Investor (no reservation): sees the first document, is told why the second is missing, downloads it.
    const investor = await newPage();
    const investorEmail = await signedInInvestor(investor, server.baseUrl, { name: 'Carmen Ibarra Data', emailPrefix: 'dataroom', password: INVESTOR_PASSWORD });
    await investor.goto(`${server.baseUrl}/data-room`);
    expect(await investor.title()).toBe('Data Room | Ciudad Deporte Motor ZMG');
    await investor.getByRole('heading', { level: 1, name: 'Data Room' }).waitFor();
    const card = investor.getByRole('listitem').filter({ has: investor.getByRole('heading', { level: 3, name: PLAN_TITLE }) });
    await card.getByText('Trazado de las cinco pistas y los boxes').waitFor();
    await card.getByText('Versión 1').waitFor();
    expect(await investor.getByRole('heading', { level: 3, name: CONTRACT_TITLE }).count()).toBe(0);
    const notice = investor.getByRole('region', { name: 'Documentos para socios con reservación' });
    await notice.getByText(/solo para socios con una reservación pagada: elige tu unidad en el portal/).waitFor();
    expect(await notice.getByRole('link', { name: 'Elegir mi unidad' }).getAttribute('href')).toBe('/dashboard');
    expect(await accessibilityViolations(investor)).toEqual([]);

    await investor.getByLabel('Buscar documentos').fill('cinco pistas');
    await card.waitFor();

    const view = card.getByRole('link', { name: `Ver ${PLAN_TITLE} en una pestaña nueva` });
    expect(await view.getAttribute('target')).toBe('_blank');
    const viewed = await investor.request.get(new URL((await view.getAttribute('href'))!, server.baseUrl).toString());
    expect(viewed.status()).toBe(200);
    expect(viewed.headers()['content-disposition']).toMatch(/^inline; filename="plano-maestro-del-circuito-.+-v1\.pdf"$/);

    const downloading = investor.waitForEvent('download');
    await card.getByRole('link', { name: `Descargar ${PLAN_TITLE}` }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^plano-maestro-del-circuito-.+-v1\.pdf$/);
    expect(Buffer.compare(await readFile((await file.path()) ?? ''), planPdf)).toBe(0);

    const { rows } = await db.query(
      `SELECT a.kind FROM dataroom_accesses a JOIN dataroom_documents d ON d.id = a.document_id WHERE d.title = $1 ORDER BY a.at`,
      [PLAN_TITLE],
    );
    expect(rows.map((row: { kind: string }) => row.kind)).toEqual(['view', 'download']);

    // Staff: who opened it, per document and per investor.
    await staff.reload();
    const opened = staff.getByRole('row').filter({ hasText: PLAN_TITLE }).getByRole('button', { name: `Quién abrió ${PLAN_TITLE}` });
    await opened.getByText('2 (1 inversionista)').waitFor();
    await opened.click();
    const log = staff.getByRole('dialog', { name: `Accesos a «${PLAN_TITLE}»` });
    const entries = log.getByRole('row').filter({ hasText: investorEmail });
    await entries.first().waitFor();
    expect(await entries.count()).toBe(2);
    await log.getByRole('row').filter({ hasText: 'Descarga' }).getByText('Carmen Ibarra Data').waitFor();
    await log.getByRole('row').filter({ hasText: 'Vista' }).getByText('Carmen Ibarra Data').waitFor();
    await staff.keyboard.press('Escape');
    await log.waitFor({ state: 'detached' });

    const perInvestor = staff.getByRole('region', { name: 'Inversionistas que abrieron documentos' }).getByRole('row').filter({ hasText: investorEmail });
    await perInvestor.getByRole('button', { name: 'Ver los documentos que abrió Carmen Ibarra Data' }).click();
    const detail = staff.getByRole('dialog', { name: 'Documentos que abrió Carmen Ibarra Data' });
    await detail.getByRole('row').filter({ hasText: PLAN_TITLE }).first().waitFor();
    expect(await accessibilityViolations(staff)).toEqual([]);

    expect(pageErrors.flat()).toEqual([]);
  });
});
