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

const ADMIN_EMAIL = 'admin.inventario@cdm.test';
const ADMIN_PASSWORD = 'Admin-Inventario-2026!';

describe('staff panel: Productos, Inventario and Reservas (/admin)', () => {
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
    // The staff session check answers 401 before signing in; Chromium logs it all the same.
    ({ context, page, errors: pageErrors } = await openTestPage(browser, { ignoreConsole: (text) => text.startsWith('Failed to load resource') }));
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(() => stopServices({ smtp, server, browser, db }));

  const signIn = () => openStaffPanel(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  const openTab = (label: string, pathName: string) => openStaffTab(page, server.baseUrl, label, pathName);

  /** The figure of one card of the Inventario totals, once loaded. */
  async function inventoryTotal(label: string): Promise<number> {
    const card = page.getByLabel('Resumen del inventario').locator('div').filter({ has: page.locator('dt').getByText(label, { exact: true }) });
    return eventually(async () => {
      const text = (await card.locator('dd').textContent())?.trim() ?? '';
      expect(text).toMatch(/^\d[\d,]*$/);
      return Number(text.replace(/,/g, ''));
    });
  }

  const expectNoAxeViolations = () => expectNoAccessibilityViolations(page);

  it('edits a price, confirms the payment of a blocked unit, converts it into a sale and counts it as sold', async () => {
    const email = `bloqueo.${Date.now()}@example.mx`;
    const name = 'Inés Bloqueo Prueba';
    const { unitCode, referenceNumber } = await investorBlocksAUnit(browser, server.baseUrl, { email, name });

    await signIn();

    // Inventario: 60 units, one of them blocked by the investor above.
    await openTab('Inventario', 'inventario');
    expect(await inventoryTotal('Unidades')).toBe(60);
    const soldBefore = await inventoryTotal('Vendidas');
    expect(await inventoryTotal('Bloqueadas')).toBeGreaterThanOrEqual(1);
    const moduleCard = page.getByRole('region', { name: `Módulo ${unitCode[0]}` });
    await moduleCard.getByRole('progressbar', { name: `Avance de venta del módulo ${unitCode[0]}` }).waitFor();
    await expectNoAxeViolations();

    // Productos: a new price for the Monza boxes, saved with Enter, then the original put back.
    await openTab('Productos', 'productos');
    const { rows: before } = await db.query(`SELECT base_price_centavos FROM product_types WHERE code = 'box-premium-monza'`);
    const originalPesos = Number(before[0].base_price_centavos) / 100;
    const monza = page.getByRole('row').filter({ hasText: 'box-premium-monza' });
    await monza.getByRole('button', { name: 'Editar el precio de Box Premium Monza' }).click();
    const priceInput = monza.getByRole('spinbutton', { name: 'Precio de Box Premium Monza en pesos' });
    await priceInput.fill('6250000');
    await priceInput.press('Enter');
    await page.getByText('Precio actualizado').first().waitFor();
    await monza.getByRole('button', { name: 'Editar el precio de Box Premium Monza' }).getByText('$6,250,000 MXN').waitFor();
    const { rows: after } = await db.query(`SELECT base_price_centavos FROM product_types WHERE code = 'box-premium-monza'`);
    expect(Number(after[0].base_price_centavos)).toBe(6_250_000_00);
    await expectNoAxeViolations();
    await monza.getByRole('button', { name: 'Editar el precio de Box Premium Monza' }).click();
    await priceInput.fill(String(originalPesos));
    await priceInput.press('Enter');
    await monza.getByRole('button', { name: 'Editar el precio de Box Premium Monza' }).waitFor();
    await eventually(async () => {
      const { rows } = await db.query(`SELECT base_price_centavos FROM product_types WHERE code = 'box-premium-monza'`);
      expect(Number(rows[0].base_price_centavos)).toBe(originalPesos * 100);
    });

    // Reservas: the blocked unit, its payment confirmed by staff.
    await openTab('Reservas', 'reservas');
    await page.getByRole('group', { name: 'Mostrar' }).getByRole('button', { name: 'Bloqueadas' }).click();
    const row = page.getByRole('row').filter({ hasText: unitCode }).filter({ hasText: email });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(name);
    await expect(row.textContent()).resolves.toContain('Bloqueada');
    await expect(row.textContent()).resolves.toContain(referenceNumber);
    await expectNoAxeViolations();

    await row.getByRole('button', { name: `Confirmar Pago ${unitCode}` }).click();
    const confirmDialog = page.getByRole('alertdialog', { name: `¿Confirmar el pago del depósito de la unidad ${unitCode}?` });
    await confirmDialog.getByRole('button', { name: 'Confirmar Pago' }).click();
    await page.getByText('Pago confirmado').waitFor();
    await page.getByText('La unidad queda apartada 10 días').waitFor();
    await confirmDialog.waitFor({ state: 'detached' });

    await page.getByRole('group', { name: 'Mostrar' }).getByRole('button', { name: 'Apartadas' }).click();
    await row.getByText('Activa', { exact: true }).waitFor();
    const { rows: held } = await db.query('SELECT status FROM units WHERE unit_code = $1', [unitCode]);
    expect(held).toEqual([{ status: 'reserved' }]);

    // Convertir: after the explanation, the unit is sold.
    await row.getByRole('button', { name: `Convertir ${unitCode}` }).click();
    const convertDialog = page.getByRole('alertdialog', { name: `¿Convertir la reservación de la unidad ${unitCode} en venta?` });
    await convertDialog.getByText('registrado como socio', { exact: false }).waitFor();
    // No contract was signed for this unit: the admin gives the reason to convert without one.
    await convertDialog.getByLabel('Motivo para convertir sin contrato firmado').fill('Contrato firmado fuera de la plataforma (prueba)');
    await convertDialog.getByRole('button', { name: 'Convertir en venta' }).click();
    await page.getByText('Reservación convertida en venta').waitFor();
    await page.getByRole('group', { name: 'Mostrar' }).getByRole('button', { name: 'Todas' }).click();
    await row.getByText('Vendida', { exact: true }).waitFor();
    const { rows: sold } = await db.query(
      `SELECT u.status AS unit, r.status AS reservation FROM units u JOIN unit_reservations r ON r.unit_code = u.unit_code
       WHERE u.unit_code = $1 AND r.status = 'converted'`,
      [unitCode],
    );
    expect(sold).toEqual([{ unit: 'sold', reservation: 'converted' }]);

    // Inventario counts the sale.
    await openTab('Inventario', 'inventario');
    await eventually(async () => expect(await inventoryTotal('Vendidas')).toBe(soldBefore + 1));
    expect(await inventoryTotal('Unidades')).toBe(60);
    expect(pageErrors).toEqual([]);
  });

  it('asks for a selection before sending reservation reminders', async () => {
    await signIn();
    await openTab('Reservas', 'reservas');
    await page.getByRole('button', { name: 'Enviar recordatorio' }).click();
    await page.getByText('Selecciona al menos una reservación').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
