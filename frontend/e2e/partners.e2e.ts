import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { eventually } from '../../backend/test-support/eventually';
import type { SmtpListener } from '../../backend/test-support/smtp-listener';
import type { AppServer } from './support/app-server';
import { openTestPage } from './support/browser';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { investorBlocksAUnit } from './support/investors';
import { startServices, stopServices } from './support/services';
import { openStaffPanel, openStaffTab } from './support/staff';

const ADMIN_EMAIL = 'admin.socios@cdm.test';
const ADMIN_PASSWORD = 'Admin-Socios-2026!';
// A small PDF, unique per run, as the proof of the payment staff record.
const PROOF_PDF = Buffer.from(`%PDF-1.4\n% comprobante ${Date.now()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** es-MX money as the screens show it: 613_278_588 centavos → '$6,132,785.88 MXN'. */
function pesos(centavos: number): string {
  const whole = centavos % 100 === 0;
  const text = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(
    centavos / 100,
  );
  return `${text} MXN`;
}

describe('staff panel: Socios and Ventas (/admin)', () => {
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
    // The staff session check answers 401 before signing in, and the bulk reminder the server
    // refuses answers 400; Chromium logs both all the same.
    ({ context, page, errors: pageErrors } = await openTestPage(browser, { ignoreConsole: (text) => text.startsWith('Failed to load resource') }));
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(() => stopServices({ smtp, server, browser, db }));

  /** Staff confirm the deposit and convert the reservation into a sale, with the session of the signed-in page. */
  async function staffSells(reservationId: string) {
    const answers = await page.evaluate(async (id) => {
      const post = async (url: string, body?: unknown) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: await response.json().catch(() => null) };
      };
      const confirmed = await post('/api/admin/confirm-deposit', { reservationId: id, paymentConfirmation: `admin-${Date.now()}` });
      const converted = await post(`/api/admin/unit-reservations/${id}/convert`, { overrideReason: 'Contrato firmado fuera de la plataforma (prueba)' });
      return { confirmed, converted };
    }, reservationId);
    expect(answers.confirmed.status).toBe(200);
    expect(answers.converted.body).toMatchObject({ status: 'converted' });
  }

  const signIn = () => openStaffPanel(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  const openTab = (label: string, pathName: string) => openStaffTab(page, server.baseUrl, label, pathName);

  /** The figure of one card of a summary, once loaded. */
  async function figure(summary: string, label: string): Promise<string> {
    const card = page.getByLabel(summary).locator('div').filter({ has: page.locator('dt').getByText(label, { exact: true }) });
    return eventually(async () => {
      const text = (await card.locator('dd').textContent())?.trim() ?? '';
      expect(text).toMatch(/\d/);
      return text;
    });
  }

  /** The value next to a label in one section of the detail dialog. */
  const detailValue = (section: string, label: string) =>
    page
      .getByRole('dialog')
      .getByRole('region', { name: section, exact: true })
      .locator('div')
      .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
      .locator('dd');

  const expectNoAxeViolations = () => expectNoAccessibilityViolations(page);

  it('turns a sale into a partner whose down payment, payments and reminders staff manage, and counts it in Ventas', async () => {
    const email = `socio.${Date.now()}@example.mx`;
    const name = 'Rocío Socia Prueba';
    await signIn();

    await openTab('Ventas', 'ventas');
    const soldBefore = Number(await figure('Resumen de ventas', 'Unidades vendidas'));

    // The reference a bank transfer would carry, unique per run.
    const referenceNumber = `CDM-${Date.now().toString(36).toUpperCase()}-SC0001`;
    const { unitCode, reservationId } = await investorBlocksAUnit(browser, server.baseUrl, { email, name, block: { hours: 8, referenceNumber } });
    await staffSells(reservationId);
    // The partner is made by an event right after the sale.
    const partnerId = await eventually(async () => {
      const { rows } = await db.query('SELECT id FROM partners WHERE reservation_id = $1', [reservationId]);
      expect(rows).toHaveLength(1);
      return rows[0].id as string;
    });

    // Socios: the new partner, current, with the down payment still due.
    await openTab('Socios', 'socios');
    expect(Number(await figure('Resumen de socios', 'Total'))).toBeGreaterThanOrEqual(1);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(unitCode);
    await row.getByText('Pendiente', { exact: true }).waitFor();
    await row.getByText('Al corriente', { exact: true }).waitFor();
    await expectNoAxeViolations();

    // The spec's selection messages, in the browser first.
    await page.getByRole('button', { name: 'Enviar recordatorio de pago' }).click();
    await page.getByText('Selecciona al menos un socio para enviar recordatorios').first().waitFor();
    await row.getByRole('checkbox', { name: `Seleccionar a ${name}` }).check();
    await page.getByText('1 socio seleccionado').waitFor();
    await page.getByRole('button', { name: 'Enviar recordatorio de atraso' }).click();
    await page.getByText('Selecciona al menos un socio con pagos atrasados').first().waitFor();
    // ...and the same answer from the server.
    const refused = await page.evaluate(async (id) => {
      const response = await fetch('/api/admin/send-bulk-overdue-reminders', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ partnerIds: [id] }),
      });
      return { status: response.status, body: await response.json() };
    }, partnerId);
    expect(refused).toEqual({ status: 400, body: expect.objectContaining({ message: 'Selecciona al menos un socio con pagos atrasados' }) });

    // The detail dialog opens from the name.
    await row.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    await detailValue('Información de pagos', 'Saldo restante').filter({ hasText: 'MXN' }).waitFor();
    await dialog.getByRole('button', { name: /Mostrar el calendario/ }).click();
    await dialog.getByRole('region', { name: 'Pagos programados' }).getByRole('row').nth(1).getByText('Enganche').waitFor();
    await expectNoAxeViolations();

    // Marking the down payment paid, after confirming, updates the dialog, the row and the database.
    await dialog.getByRole('checkbox', { name: 'Enganche pagado' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Marcar el enganche como pagado?' });
    await confirm.getByRole('button', { name: 'Marcar como pagado' }).click();
    await page.getByText('Estado actualizado').first().waitFor();
    await confirm.waitFor({ state: 'detached' });
    expect(await dialog.getByRole('checkbox', { name: 'Enganche pagado' }).isChecked()).toBe(true);
    const { rows: marked } = await db.query('SELECT down_payment_paid, remaining_balance_centavos FROM partners WHERE id = $1', [partnerId]);
    expect(marked[0].down_payment_paid).toBe(true);
    const balanceAfterDown = Number(marked[0].remaining_balance_centavos);
    await detailValue('Información de pagos', 'Saldo restante').getByText(pesos(balanceAfterDown), { exact: true }).waitFor();

    // Recording a payment of $1,000.50 with its proof lowers the remaining balance by exactly that.
    const form = dialog.getByRole('form', { name: 'Registrar pago' });
    await form.getByLabel('Monto (pesos)').fill('1,000.50');
    await form.getByLabel('Método de pago').selectOption('transferencia');
    await form.getByLabel('Referencia').fill('SPEI-E2E-1');
    await form.getByText('PDF, JPG, PNG o WebP, hasta 10 MB.').waitFor();
    await form.getByLabel('Comprobante (opcional)').setInputFiles({ name: 'comprobante SPEI.pdf', mimeType: 'application/pdf', buffer: PROOF_PDF });
    await form.getByText('comprobante SPEI.pdf').waitFor();
    await form.getByRole('button', { name: 'Registrar pago' }).click();
    await page.getByText('Pago registrado').first().waitFor();
    await detailValue('Información de pagos', 'Saldo restante').getByText(pesos(balanceAfterDown - 1_000_50), { exact: true }).waitFor();
    const received = dialog.getByRole('region', { name: 'Lista de pagos recibidos' });
    await received.getByText('SPEI-E2E-1').waitFor();
    const { rows: payments } = await db.query(
      `SELECT payment.amount_centavos, payment.method, payment.reference, proof.sha256 AS proof_sha256
       FROM partner_payments payment LEFT JOIN partner_payment_proofs proof ON proof.payment_id = payment.id WHERE payment.partner_id = $1`,
      [partnerId],
    );
    expect(payments.map((payment) => ({ ...payment, amount_centavos: Number(payment.amount_centavos) }))).toEqual([
      { amount_centavos: 1_000_50, method: 'transferencia', reference: 'SPEI-E2E-1', proof_sha256: sha256(PROOF_PDF) },
    ]);

    // 'Ver comprobante' downloads the very file staff attached.
    const proofLink = received.getByRole('row').filter({ hasText: 'SPEI-E2E-1' }).getByRole('link', { name: /^Ver comprobante/ });
    const downloading = page.waitForEvent('download');
    await proofLink.click();
    const proofFile = await downloading;
    expect(proofFile.suggestedFilename()).toBe('comprobante-SPEI.pdf');
    expect(sha256(await readFile((await proofFile.path()) ?? ''))).toBe(sha256(PROOF_PDF));

    // The statement downloads as a PDF with the staff session.
    const href = await dialog.getByRole('link', { name: /Descargar estado de cuenta/ }).getAttribute('href');
    const statement = await context.request.get(`${server.baseUrl}${href}`);
    expect(statement.status()).toBe(200);
    expect(statement.headers()['content-type']).toBe('application/pdf');
    expect((await statement.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // A reminder from the dialog reaches the partner's inbox.
    await dialog.getByRole('button', { name: 'Enviar Recordatorio', exact: true }).click();
    await page.getByText('Recordatorio enviado').first().waitFor();
    const reminder = await eventually(() => {
      const [received] = smtp.to(email).filter((message) => message.subject.startsWith('Recordatorio de pago'));
      expect(received).toBeDefined();
      return received;
    });
    expect(reminder.subject).toContain(unitCode);

    // Closed, the row shows the down payment paid.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Pagado', { exact: true }).waitFor();

    // Ventas counts the sale.
    await openTab('Ventas', 'ventas');
    await eventually(async () => expect(Number(await figure('Resumen de ventas', 'Unidades vendidas'))).toBe(soldBefore + 1));
    await page.getByRole('region', { name: 'Unidades vendidas e ingresos por módulo' }).getByRole('row').filter({ hasText: `Módulo ${unitCode[0]}` }).waitFor();
    await page.getByRole('img', { name: /^Gráfica de barras de ingresos por mes/ }).waitFor();
    await expectNoAxeViolations();
    expect(pageErrors).toEqual([]);
  });
});
