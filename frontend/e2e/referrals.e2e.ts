import { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { AppServer, startAppServer } from './support/app-server';
import { launchChromium, openTestPage } from './support/browser';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { createDemoInvestor, setupToken } from './support/investors';
import { connectDatabase } from './support/services';
import { openStaffPanel, openStaffTab } from './support/staff';

const ADMIN_EMAIL = 'admin.referidos@cdm.test';
const ADMIN_PASSWORD = 'Admin-Referidos-2026!';

describe('staff panel: Referidos (/admin/referidos)', () => {
  let server: AppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let db: Client;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startAppServer({ ADMIN_EMAIL, ADMIN_PASSWORD });
    browser = await launchChromium();
    db = await connectDatabase();
  });

  beforeEach(async () => {
    // The staff session check answers 401 before signing in; Chromium logs it all the same.
    ({ context, page, errors: pageErrors } = await openTestPage(browser, {
      // Accessibility scans must not catch a dialog halfway through its fade-in.
      reducedMotion: 'reduce',
      ignoreConsole: (text) => text.startsWith('Failed to load resource'),
    }));
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await db?.end();
  });

  /** An investor (in a browser of their own) activates their account and asks for their referral code, through the API. */
  async function investorWithReferralCode(email: string, name: string): Promise<{ investorId: string; referralCode: string }> {
    const setupLink = await createDemoInvestor(email, name);
    const investor = await openTestPage(browser, { ignoreConsole: () => true });
    try {
      await investor.page.goto(`${server.baseUrl}/investors`);
      const result = await investor.page.evaluate(async (token) => {
        const post = async (url: string, body: unknown) => {
          const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
          return { status: response.status, body: await response.json().catch(() => null) };
        };
        const redeemed = await post('/api/investor-setup-link/redeem', { token });
        const password = await post('/api/investor-password', { newPassword: 'Clave-Referidos-1' });
        const code = await post('/api/user-referral-code', {});
        return { statuses: [redeemed.status, password.status, code.status], referralCode: (code.body as { referralCode?: string } | null)?.referralCode ?? '' };
      }, setupToken(setupLink));
      expect(result.statuses).toEqual([200, 200, 200]);
      expect(result.referralCode).toMatch(/^CDM-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      const { rows } = await db.query('SELECT owner_investor_id FROM referral_codes WHERE code = $1', [result.referralCode]);
      return { investorId: String(rows[0].owner_investor_id), referralCode: result.referralCode };
    } finally {
      await investor.context.close();
    }
  }

  const expectNoAxeViolations = () => expectNoAccessibilityViolations(page);

  it('shows an investor with a referral code, adds a manual adjustment of $5,000 MXN and shows the new balance', async () => {
    const email = `referidos.${Date.now()}@example.mx`;
    const name = 'Rita Referidos Prueba';
    const { investorId, referralCode } = await investorWithReferralCode(email, name);

    await openStaffPanel(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await openStaffTab(page, server.baseUrl, 'Referidos', 'referidos');

    // The account: no paid reservation yet, so the program is inactive and the balance is zero.
    const row = page.getByRole('region', { name: 'Cuentas de referidos' }).getByRole('row').filter({ hasText: referralCode });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(name);
    await expect(row.textContent()).resolves.toContain(email);
    await row.getByText('Inactivo', { exact: true }).waitFor();
    await row.getByText('$0 MXN', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Descargar CSV' }).isEnabled()).toBe(true);
    await expectNoAxeViolations();

    // Its ledger, empty, and an adjustment asked for confirmation.
    await row.getByRole('button', { name: `Ver movimientos ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Créditos de ${name}` });
    await dialog.getByText('Aún no hay movimientos en esta cuenta').waitFor();
    await dialog.getByRole('textbox', { name: 'Monto en pesos' }).fill('5000');
    await dialog.getByRole('textbox', { name: 'Motivo', exact: true }).fill('Bono de bienvenida al programa');
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Registrar ajuste' }).click();
    const confirm = page.getByRole('alertdialog', { name: `¿Registrar un ajuste de +$5,000 MXN a ${name}?` });
    await confirm.getByText('El saldo quedará en $5,000 MXN', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Registrar ajuste' }).click();
    await page.getByText('Ajuste registrado').first().waitFor();
    await confirm.waitFor({ state: 'detached' });

    const summary = dialog.getByLabel('Resumen de la cuenta');
    await summary.getByText('$5,000 MXN', { exact: true }).waitFor();
    const entry = dialog.getByRole('row').filter({ hasText: 'Bono de bienvenida al programa' });
    await entry.getByText('Ajuste', { exact: true }).waitFor();
    await entry.getByText('+$5,000 MXN', { exact: true }).waitFor();
    await entry.getByText(`Registró: `, { exact: false }).waitFor();
    const { rows } = await db.query(`SELECT kind, amount_centavos, reason FROM referral_credit_entries WHERE investor_id = $1`, [investorId]);
    expect(rows).toEqual([{ kind: 'adjustment', amount_centavos: expect.anything(), reason: 'Bono de bienvenida al programa' }]);
    expect(Number(rows[0].amount_centavos)).toBe(500_000);

    // Closed, the list shows the new balance too.
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('$5,000 MXN', { exact: true }).waitFor();
    await expectNoAxeViolations();
    expect(pageErrors).toEqual([]);
  });
});
