import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { Client } from 'pg';
import { eventually } from '../../backend/test-support/eventually';
import { SmtpListener } from '../../backend/test-support/smtp-listener';
import { AppServer, startAppServer } from './support/app-server';
import { launchChromium, openTestPage } from './support/browser';
import { accessibilityViolations } from './support/accessibility';

const root = path.resolve(__dirname, '../..');
const run = promisify(execFile);

const ADMIN_EMAIL = 'admin.inventario@cdm.test';
const ADMIN_PASSWORD = 'Admin-Inventario-2026!';

/** An investor account that still needs its password set up, made with the built CLI. */
async function createDemoInvestor(email: string, name: string): Promise<string> {
  const { stdout } = await run('node', ['backend/dist/backend/src/cli.js', 'demo-investor', email, name], { cwd: root, env: process.env });
  const link = stdout.match(/Set-up link: (\S+)/)?.[1];
  if (!link) throw new Error(`The CLI printed no set-up link:\n${stdout}`);
  return link;
}

describe('staff panel: Productos, Inventario and Reservas (/admin)', () => {
  let smtp: SmtpListener;
  let server: AppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let db: Client;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    smtp = await new SmtpListener().start();
    server = await startAppServer({ SMTP_URL: smtp.url, STAFF_NOTIFY_EMAIL: 'ventas@cdm.test', ADMIN_EMAIL, ADMIN_PASSWORD });
    browser = await launchChromium();
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });

  beforeEach(async () => {
    // The staff session check answers 401 before signing in; Chromium logs it all the same.
    ({ context, page, errors: pageErrors } = await openTestPage(browser, { ignoreConsole: (text) => text.startsWith('Failed to load resource') }));
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
    await db?.end();
  });

  /** An investor (in a browser of their own) blocks the first available unit for a bank transfer, through the API. */
  async function investorBlocksAUnit(email: string, name: string): Promise<{ unitCode: string; referenceNumber: string }> {
    const setupLink = await createDemoInvestor(email, name);
    const investor = await openTestPage(browser, { ignoreConsole: () => true });
    try {
      await investor.page.goto(`${server.baseUrl}/investors`);
      const downPaymentScheduledDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const result = await investor.page.evaluate(
        async ({ token, downPaymentScheduledDate }) => {
          const post = async (url: string, body: unknown) => {
            const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
            return { status: response.status, body: await response.json().catch(() => null) };
          };
          const redeemed = await post('/api/investor-setup-link/redeem', { token });
          const units: Array<{ unitCode: string; status: string }> = await fetch('/api/units').then((response) => response.json());
          const unitCode = units.find((unit) => unit.status === 'available')?.unitCode ?? '';
          const block = await post('/api/units/block-temporary', {
            unitCode,
            paymentPlan: { unitCode, downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36, paymentDay: 15, downPaymentScheduledDate },
          });
          return { redeemed: redeemed.status, unitCode, block };
        },
        { token: setupLink.split('/').pop(), downPaymentScheduledDate },
      );
      expect(result.redeemed).toBe(200);
      expect(result.block).toEqual({ status: 201, body: expect.objectContaining({ success: true, status: 'blocked' }) });
      return { unitCode: result.unitCode, referenceNumber: result.block.body.referenceNumber };
    } finally {
      await investor.context.close();
    }
  }

  async function signIn() {
    await page.goto(`${server.baseUrl}/admin`);
    await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Acceder' }).click();
    await page.getByRole('navigation', { name: 'Secciones del panel' }).waitFor();
  }

  async function openTab(label: string, pathName: string) {
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: label, exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/admin/${pathName}`);
    await page.getByRole('heading', { level: 2, name: label }).waitFor();
  }

  /** The figure of one card of the Inventario totals, once loaded. */
  async function inventoryTotal(label: string): Promise<number> {
    const card = page.getByLabel('Resumen del inventario').locator('div').filter({ has: page.locator('dt').getByText(label, { exact: true }) });
    return eventually(async () => {
      const text = (await card.locator('dd').textContent())?.trim() ?? '';
      expect(text).toMatch(/^\d[\d,]*$/);
      return Number(text.replace(/,/g, ''));
    });
  }

  async function expectNoAxeViolations() {
    expect(await accessibilityViolations(page)).toEqual([]);
  }

  it('edits a price, confirms the payment of a blocked unit, converts it into a sale and counts it as sold', async () => {
    const email = `bloqueo.${Date.now()}@example.mx`;
    const name = 'Inés Bloqueo Prueba';
    const { unitCode, referenceNumber } = await investorBlocksAUnit(email, name);

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
