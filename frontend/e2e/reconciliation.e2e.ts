import { randomBytes } from 'node:crypto';
import { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { eventually } from '../../backend/test-support/eventually';
import type { SmtpListener } from '../../backend/test-support/smtp-listener';
import type { AppServer } from './support/app-server';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { openTestPage } from './support/browser';
import { investorBlocksAUnit } from './support/investors';
import { startServices, stopServices } from './support/services';
import { openStaffPanel, openStaffTab } from './support/staff';

const ADMIN_EMAIL = 'admin.conciliacion@cdm.test';
const ADMIN_PASSWORD = 'Admin-Conciliacion-2026!';
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const suffix = () => Array.from(randomBytes(6), (byte) => ALPHABET[byte % ALPHABET.length]).join('');

describe('staff panel: Conciliación (/admin/conciliacion)', () => {
  let smtp: SmtpListener;
  let server: AppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let db: Client;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    ({ smtp, server, browser, db } = await startServices({ ADMIN_EMAIL, ADMIN_PASSWORD }));
  });

  beforeEach(async () => {
    ({ context, page, errors: pageErrors } = await openTestPage(browser, { ignoreConsole: (text) => text.startsWith('Failed to load resource') }));
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(() => stopServices({ smtp, server, browser, db }));

  it('uploads a CSV statement, shows its summary, and applies a suggested transfer to the block it names', async () => {
    const referenceNumber = `CDM-${Date.now().toString(36).toUpperCase()}-${suffix()}`;
    const blocked = await investorBlocksAUnit(browser, server.baseUrl, {
      email: `conciliacion.${randomBytes(4).toString('hex')}@example.mx`,
      name: 'Łukasz Nguyễn Ñúñez',
      block: { referenceNumber },
    });
    // The investor paid a different amount than the deposit: the line is suggested for staff to accept.
    const account = `0121800${Date.now().toString().slice(-11)}`;
    const csv = [
      'Fecha;Concepto;Clave de rastreo;Ordenante;Importe',
      `15/01/2026;DEPÓSITO APARTADO ${referenceNumber};RASTREO${suffix()};Łukasz Nguyễn Ñúñez;99.999,50`,
      `16/01/2026;DEPÓSITO SIN REFERENCIA;RASTREO${suffix()};Ana Gómez;1.234,00`,
      '17/01/2026;COMISIÓN;;;-50,00',
      '',
    ].join('\r\n');

    await openStaffPanel(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await openStaffTab(page, server.baseUrl, 'Conciliación', 'conciliacion');
    await page.getByLabel('Cuenta o CLABE').fill(account);
    await page.getByLabel('Formato').selectOption('csv');
    await page.getByLabel('Archivo').setInputFiles({ name: 'enero.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await page.getByLabel('Separador').selectOption(';');
    await page.getByLabel('Fecha', { exact: true }).fill('Fecha');
    await page.getByLabel('Concepto o descripción').fill('Concepto');
    await page.getByLabel('Monto (con signo) (opcional)').fill('Importe');
    await page.getByLabel('Clave de rastreo (opcional)').fill('Clave de rastreo');
    await page.getByLabel('Ordenante (opcional)').fill('Ordenante');
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Subir y conciliar' }).click();
    await page.getByText('Estado de cuenta conciliado').waitFor();

    const summary = page.getByLabel('Resumen del estado de cuenta');
    const figure = (label: string) => summary.locator('div').filter({ has: page.locator('dt').getByText(label, { exact: true }) }).locator('dd');
    await eventually(async () => {
      expect(await figure('Movimientos').textContent()).toBe('3');
      expect(await figure('Sugeridos').textContent()).toBe('1');
      expect(await figure('Sin conciliar').textContent()).toBe('1');
      expect(await figure('Cargos').textContent()).toBe('1');
    });
    const row = page.getByRole('row').filter({ hasText: 'DEPÓSITO APARTADO' });
    await row.getByText('Sugerido', { exact: true }).waitFor();
    expect(await row.textContent()).toContain(referenceNumber);
    expect(await row.textContent()).toContain('Referencia con otro monto');
    await expectNoAccessibilityViolations(page, { afterToasts: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAccessibilityViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await row.getByRole('button', { name: /^Aplicar/ }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText('¿Aplicar este pago?').waitFor();
    await dialog.getByRole('button', { name: 'Aplicar pago' }).click();
    await page.getByText('Pago aplicado').waitFor();
    await eventually(async () => expect(await row.textContent()).toContain('Aplicado'));

    // Applied as Confirmar Pago does: the block is an active reservation, the unit reserved.
    await eventually(async () => {
      const { rows } = await db.query('SELECT r.status, u.status AS unit_status FROM unit_reservations r JOIN units u ON u.unit_code = r.unit_code WHERE r.id = $1', [blocked.reservationId]);
      expect(rows[0]).toEqual({ status: 'active', unit_status: 'reserved' });
    });
    expect(pageErrors).toEqual([]);
  });
});
