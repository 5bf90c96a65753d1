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
import { toastWith } from './support/toasts';

const ADMIN_EMAIL = 'admin.conciliacion@cdm.test';
const ADMIN_PASSWORD = 'Admin-Conciliacion-2026!';
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const suffix = () => Array.from(randomBytes(6), (byte) => ALPHABET[byte % ALPHABET.length]).join('');

/** The table of the statement's lines (the "Por devolver" table below names the same transfers). */
const linesOf = (page: Page) => page.getByRole('region', { name: 'Movimientos del estado de cuenta' });

/** How wide the document is laid out: more than the viewport means a sideways scroll. */
const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

/** A deposit's sums in the record of money received. */
async function moneyOf(db: Client, reservationId: string) {
  const { rows } = await db.query(
    "SELECT owed_centavos::int AS owed, applied_centavos::int AS applied, to_return_centavos::int AS \"toReturn\", returned_centavos::int AS returned FROM money_targets WHERE kind = 'unit_reservation' AND id = $1",
    [reservationId],
  );
  return rows[0];
}

/** Uploads a CSV statement of `account`; `mapping` gives its columns the first time. */
async function uploadCsv(page: Page, account: string, name: string, file: Buffer, { mapping = false } = {}): Promise<void> {
  await page.getByLabel('Cuenta o CLABE').fill(account);
  await page.getByLabel('Formato').selectOption('csv');
  await page.getByLabel('Archivo').setInputFiles({ name, mimeType: 'text/csv', buffer: file });
  if (mapping) {
    await page.getByLabel('Separador').selectOption(';');
    await page.getByLabel('Fecha', { exact: true }).fill('Fecha');
    await page.getByLabel('Concepto o descripción').fill('Concepto');
    await page.getByLabel('Monto (con signo) (opcional)').fill('Importe');
    await page.getByLabel('Clave de rastreo (opcional)').fill('Clave de rastreo');
    await page.getByLabel('Ordenante (opcional)').fill('Ordenante');
  } else {
    // The account's columns are remembered: the form offers to change them instead of asking.
    await page.getByRole('button', { name: 'Cambiar columnas' }).waitFor();
  }
  await page.getByRole('button', { name: 'Subir y conciliar' }).click();
  await toastWith(page, 'Estado de cuenta conciliado').waitFor();
}

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

  it('uploads a CSV statement, shows its summary, and applies a suggested transfer for less than the deposit as a part of it', async () => {
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
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 800 });
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
    const row = linesOf(page).getByRole('row').filter({ hasText: 'DEPÓSITO APARTADO' });
    await row.getByText('Sugerido', { exact: true }).waitFor();
    expect(await row.textContent()).toContain(referenceNumber);
    expect(await row.textContent()).toContain('Referencia con otro monto');
    await expectNoAccessibilityViolations(page, { afterToasts: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAccessibilityViolations(page);
    // On a phone the page scrolls down only: the lines' table scrolls inside its own region.
    expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 800 });

    await row.getByRole('button', { name: /^Aplicar/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('¿Aplicar este pago?').waitFor();
    // What applying does, from the record of money: a part of the deposit, which stays pending.
    await dialog.getByText(`Se registrará $99,999.50 MXN a Apartado ${referenceNumber} · Łukasz Nguyễn Ñúñez; el depósito quedará pendiente por $0.50 MXN.`).waitFor();
    await dialog.getByRole('button', { name: 'Aplicar pago' }).click();
    await page.getByText('Pago aplicado').waitFor();
    await eventually(async () => expect(await row.textContent()).toContain('Aplicado'));

    // A part of the deposit: the block keeps waiting for the rest; the record holds what came in.
    await eventually(async () => {
      const { rows } = await db.query('SELECT r.status FROM unit_reservations r WHERE r.id = $1', [blocked.reservationId]);
      expect(rows[0]).toEqual({ status: 'blocked' });
    });
    expect(await moneyOf(db, blocked.reservationId)).toEqual({ owed: 10_000_000, applied: 9_999_950, toReturn: 0, returned: 0 });
    expect(pageErrors).toEqual([]);
  });

  it('keeps a second transfer for a paid deposit to return, lists it under "Por devolver" and marks it returned', async () => {
    const referenceNumber = `CDM-${Date.now().toString(36).toUpperCase()}-${suffix()}`;
    const blocked = await investorBlocksAUnit(browser, server.baseUrl, {
      email: `por.devolver.${randomBytes(4).toString('hex')}@example.mx`,
      name: 'Renée Ortiz',
      block: { referenceNumber },
    });
    const account = `0121800${Date.now().toString().slice(-11)}`;
    const header = 'Fecha;Concepto;Clave de rastreo;Ordenante;Importe';
    const statement = (...lines: string[]) => Buffer.from([header, ...lines, ''].join('\r\n'), 'utf8');

    await openStaffPanel(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await openStaffTab(page, server.baseUrl, 'Conciliación', 'conciliacion');
    // The exact deposit with its reference is applied by itself.
    await uploadCsv(page, account, 'marzo.csv', statement(`02/03/2026;DEPÓSITO ${referenceNumber};RASTREO${suffix()};Renée Ortiz;100.000,00`), { mapping: true });
    await eventually(async () => {
      const { rows } = await db.query('SELECT status FROM unit_reservations WHERE id = $1', [blocked.reservationId]);
      expect(rows[0]).toEqual({ status: 'active' });
    });

    // The same transfer again: its deposit is paid, so the line is only suggested, and applying it would take nothing.
    await uploadCsv(page, account, 'marzo-2.csv', statement(`03/03/2026;OTRO DEPÓSITO ${referenceNumber};RASTREO${suffix()};Renée Ortiz;100.000,00`));
    const row = linesOf(page).getByRole('row').filter({ hasText: 'OTRO DEPÓSITO' });
    await row.getByText('Referencia de un depósito ya pagado').waitFor();
    await row.getByRole('button', { name: /^Aplicar/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Apartado ${referenceNumber} · Renée Ortiz ya no espera este pago (el depósito ya está pagado): no se aplicaría nada.`).waitFor();
    await expectNoAccessibilityViolations(page, { afterToasts: true });
    await dialog.getByRole('button', { name: 'Registrar por devolver' }).click();
    await page.getByText('Movimiento registrado por devolver').waitFor();
    await eventually(async () => expect(await row.textContent()).toContain('Por devolver: $100,000 MXN'));

    // "Por devolver" lists it with the block it came for; an admin marks it returned, with the reason.
    const panel = page.getByRole('region', { name: 'Montos por devolver' });
    const owed = panel.getByRole('row').filter({ hasText: referenceNumber });
    await owed.getByRole('cell', { name: '$100,000 MXN', exact: true }).waitFor();
    await expectNoAccessibilityViolations(page, { afterToasts: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAccessibilityViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await owed.getByRole('button', { name: /^Marcar como devuelto/ }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Marcar como devuelto?' });
    await confirm.getByLabel('Motivo o referencia de la devolución').fill('SPEI 998877 de regreso a Renée');
    await expectNoAccessibilityViolations(page);
    await confirm.getByRole('button', { name: 'Marcar como devuelto' }).click();
    await page.getByText('Monto marcado como devuelto').waitFor();
    await owed.waitFor({ state: 'detached' });

    expect(await moneyOf(db, blocked.reservationId)).toEqual({ owed: 10_000_000, applied: 10_000_000, toReturn: 0, returned: 10_000_000 });
    expect(pageErrors).toEqual([]);
  });
});
