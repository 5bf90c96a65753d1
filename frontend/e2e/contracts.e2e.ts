import { Browser, Page } from 'playwright-core';
import type { Client } from 'pg';
import { eventually } from '../../backend/test-support/eventually';
import type { SmtpListener } from '../../backend/test-support/smtp-listener';
import type { AppServer } from './support/app-server';
import { openTestPage, type TestPage } from './support/browser';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { signedInInvestor } from './support/investors';
import { startServices, stopServices } from './support/services';
import { openStaffPanel, openStaffTab } from './support/staff';

const ADMIN_EMAIL = 'admin.contratos@cdm.test';
const ADMIN_PASSWORD = 'Admin-Contratos-2026!';
const NAME = 'Łukasz Nguyễn Ñúñez';

/** Axe at a phone's width and a desktop's, then back to the desktop; once the toasts have gone (axe would judge one fading out). */
async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAccessibilityViolations(page, { afterToasts: true });
  }
}

describe('contract signing: the investor signs, staff countersign, staff convert', () => {
  let smtp: SmtpListener;
  let server: AppServer;
  let browser: Browser;
  let db: Client;
  const pages: TestPage[] = [];

  beforeAll(async () => {
    ({ smtp, server, browser, db } = await startServices({ STAFF_NOTIFY_EMAIL: 'ventas@cdm.test', ADMIN_EMAIL, ADMIN_PASSWORD }));
  });

  afterAll(async () => {
    for (const opened of pages) await opened.context.close();
    await stopServices({ smtp, server, browser, db });
  });

  const open = async () => {
    const opened = await openTestPage(browser, { ignoreConsole: (text) => text.startsWith('Failed to load resource') });
    pages.push(opened);
    return opened.page;
  };

  it('takes a paid reservation through the contract to the sale', async () => {
    // The investor blocks a unit; staff confirm the transfer: the reservation is active.
    const investor = await open();
    const email = await signedInInvestor(investor, server.baseUrl, { name: NAME, emailPrefix: 'contrato', password: 'Contrato-Prueba-2026!' });
    const downPaymentScheduledDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const { unitCode, reservationId } = await investor.evaluate(async (date) => {
      const units: Array<{ unitCode: string; status: string }> = await fetch('/api/units').then((response) => response.json());
      const code = units.find((unit) => unit.status === 'available')?.unitCode ?? '';
      const response = await fetch('/api/units/block-temporary', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ unitCode: code, paymentPlan: { unitCode: code, downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36, paymentDay: 15, downPaymentScheduledDate: date } }),
      });
      return { unitCode: code, reservationId: ((await response.json()) as { reservationId: string }).reservationId };
    }, downPaymentScheduledDate);

    const staff = await open();
    await openStaffPanel(staff, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    const confirmed = await staff.evaluate(async (id) => {
      const response = await fetch('/api/admin/confirm-deposit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reservationId: id }) });
      return response.status;
    }, reservationId);
    expect(confirmed).toBe(200);

    // Mi Garage → "Firmar contrato": the PDF in the page, once the worker generated it.
    await investor.goto(`${server.baseUrl}/dashboard/garage`);
    await investor.getByRole('link', { name: `Firmar contrato · Unidad ${unitCode}` }).click();
    await investor.waitForURL(`${server.baseUrl}/contratos/${reservationId}`);
    // The worker generates it: wait for the contract the page asks for (a loaded machine takes its
    // time; a reload every 2 s with a 30 s bound failed there), then show it.
    await eventually(
      async () => {
        const status = await investor.evaluate(async (id) => (await fetch(`/api/my/contracts/by-reservation/${id}`)).status, reservationId);
        expect(status).toBe(200);
      },
      { timeoutMs: 120_000, intervalMs: 500 },
    );
    await investor.reload();
    await investor.getByTitle('Contrato de promesa de compraventa (PDF)').waitFor();
    await expectAccessibleAtBothWidths(investor);

    await investor.getByRole('button', { name: 'Enviar código a mi correo' }).click();
    const code = await eventually(() => {
      const message = smtp.to(email).find((received) => received.subject.includes('código'));
      const found = message?.text.match(/\b(\d{6})\b/)?.[1];
      if (!found) throw new Error('no code yet');
      return found;
    });
    // A wrong code: the message beside the field, what was typed kept.
    await investor.getByLabel('Código de 6 dígitos').fill(code === '000000' ? '000001' : '000000');
    await investor.getByLabel('Tu nombre completo').fill(NAME);
    await investor.getByRole('button', { name: 'Firmar contrato' }).click();
    await investor.getByText('El código no es correcto. Te quedan 4 intentos.').waitFor();
    expect(await investor.getByLabel('Tu nombre completo').inputValue()).toBe(NAME);
    await investor.getByLabel('Código de 6 dígitos').fill(code);
    await investor.getByRole('button', { name: 'Firmar contrato' }).click();
    await investor.getByText('Ya firmaste este contrato.', { exact: false }).waitFor();
    // Mi Garage no longer asks for the signature: it says the countersignature is what is missing.
    await investor.goto(`${server.baseUrl}/dashboard/garage`);
    const card = investor.getByRole('listitem').filter({ has: investor.getByRole('heading', { name: new RegExp(`^Unidad ${unitCode}`) }) });
    await card.getByText('Firmaste el contrato. Falta la contrafirma de Ciudad Deporte Motor', { exact: false }).waitFor();
    expect(await card.getByRole('link', { name: /^Firmar contrato/ }).count()).toBe(0);

    // Staff countersign in "Contratos".
    await openStaffTab(staff, server.baseUrl, 'Contratos', 'contratos');
    await staff.getByRole('button', { name: `Contrafirmar ${unitCode}` }).waitFor();
    await expectAccessibleAtBothWidths(staff);
    await staff.getByRole('button', { name: `Contrafirmar ${unitCode}` }).click();
    const dialog = staff.getByRole('alertdialog', { name: `¿Contrafirmar el contrato de la unidad ${unitCode}?` });
    await dialog.getByRole('button', { name: 'Contrafirmar' }).click();
    await staff.getByRole('row').filter({ hasText: unitCode }).getByText('Firmado', { exact: true }).waitFor();
    const [row] = (await db.query("SELECT status, sealed_sha256 FROM contracts WHERE reservation_id = $1 AND status <> 'cancelled'", [reservationId])).rows;
    expect(row.status).toBe('signed');

    // Mi Garage says it is signed and sealed, and leads to the sealed copy on the contract's page.
    await investor.reload();
    await card.getByText('Contrato firmado por ambas partes y sellado.').waitFor();
    await card.getByRole('link', { name: `Descargar contrato firmado · Unidad ${unitCode}` }).click();
    await investor.waitForURL(`${server.baseUrl}/contratos/${reservationId}`);
    await investor.getByRole('link', { name: 'Descargar copia sellada' }).waitFor();

    // Staff convert: no reason needed with a signed contract.
    await openStaffTab(staff, server.baseUrl, 'Reservas', 'reservas');
    const reservationRow = staff.getByRole('row').filter({ hasText: unitCode });
    await reservationRow.getByRole('button', { name: `Convertir ${unitCode}` }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Convertir en venta' }).click();
    await eventually(async () => {
      const [reservation] = (await db.query('SELECT status FROM unit_reservations WHERE id = $1', [reservationId])).rows;
      expect(reservation.status).toBe('converted');
    });

    // /verificar recognises the sealed hash and names nobody.
    const visitor = await open();
    await visitor.goto(`${server.baseUrl}/verificar`);
    await visitor.getByRole('heading', { name: 'Verifica un contrato' }).waitFor();
    await expectAccessibleAtBothWidths(visitor);
    await visitor.getByLabel('Huella SHA-256').fill(row.sealed_sha256);
    await visitor.getByRole('button', { name: 'Verificar' }).click();
    await visitor.getByText('Sí: es un contrato sellado', { exact: false }).waitFor();
    expect(await visitor.content()).not.toContain(NAME);
  });
});
