import { Browser, Page } from 'playwright-core';
import { AppServer, startAppServer } from './support/app-server';
import { launchChromium, openTestPage, type TestPage } from './support/browser';
import { accessibilityViolations } from './support/accessibility';
import { signedInInvestor } from './support/investors';

const PASSWORD = 'Clave-De-Prueba-1';
// The target: what someone else did shows within 2 s on a screen that is open.
const SHOWN_WITHIN_MS = 2_000;

type Unit = { unitCode: string; module: string; status: string };

/** The investor signed in on `page` blocks the unit through the API, as the dialog's transfer route does. */
async function blockThroughApi(page: Page, unitCode: string): Promise<number> {
  const downPaymentScheduledDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return page.evaluate(
    async ({ unitCode, downPaymentScheduledDate }) => {
      const response = await fetch('/api/units/block-temporary', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ unitCode, paymentPlan: { unitCode, downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36, paymentDay: 15, downPaymentScheduledDate } }),
      });
      return response.status;
    },
    { unitCode, downPaymentScheduledDate },
  );
}

describe('two investors at once: the units follow what the other does (issue 29)', () => {
  let server: AppServer;
  let browser: Browser;
  let ana: TestPage;
  let beto: TestPage;
  let mapUnit: Unit;
  let dialogUnit: Unit;

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchChromium();
    // Two available units of one module, whatever other test files did to the inventory.
    const units = (await (await fetch(`${server.baseUrl}/api/units`)).json()) as Unit[];
    const byModule = new Map<string, Unit[]>();
    for (const unit of units.filter((candidate) => candidate.status === 'available')) byModule.set(unit.module, [...(byModule.get(unit.module) ?? []), unit]);
    const free = [...byModule.values()].find((list) => list.length >= 2);
    if (!free) throw new Error('No module with two available units');
    [mapUnit, dialogUnit] = free as [Unit, Unit];
    ana = await openTestPage(browser, { reducedMotion: 'reduce', ignoreConsole: (text) => text.includes('status of 401') });
    beto = await openTestPage(browser, { reducedMotion: 'reduce', ignoreConsole: (text) => text.includes('status of 401') });
    await signedInInvestor(ana.page, server.baseUrl, { name: 'Ana Vivo Prueba', emailPrefix: 'vivo-ana', password: PASSWORD });
    await signedInInvestor(beto.page, server.baseUrl, { name: 'Beto Vivo Prueba', emailPrefix: 'vivo-beto', password: PASSWORD });
  });

  afterAll(async () => {
    await ana?.context.close();
    await beto?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it("shows the other investor's block on the open map and in the open unit dialog within 2 s, keeping the plan; axe clean at 360 and 1280 px", async () => {
    const { page } = beto;
    await ana.page.goto(`${server.baseUrl}/dashboard/unidades`);
    await page.goto(`${server.baseUrl}/dashboard/unidades`);
    await page.getByRole('button', { name: 'Ver mapa de unidades' }).click();
    await page.getByRole('button', { name: new RegExp(`^Módulo ${mapUnit.module}: `) }).click();
    const moduleDialog = page.getByRole('dialog', { name: `Módulo ${mapUnit.module}` });
    await moduleDialog.getByRole('button', { name: new RegExp(`^Unidad ${mapUnit.unitCode}, .*, disponible$`) }).waitFor();

    // Ana blocks a unit of the module Beto is looking at: his map shows it, without a reload.
    expect(await blockThroughApi(ana.page, mapUnit.unitCode)).toBe(201);
    await moduleDialog.getByRole('img', { name: new RegExp(`^Unidad ${mapUnit.unitCode}, .*, bloqueada, no se puede elegir$`) }).waitFor({ timeout: SHOWN_WITHIN_MS });

    // Beto chooses another unit and works out his plan (60 % down) up to the summary.
    await moduleDialog.getByRole('button', { name: new RegExp(`^Unidad ${dialogUnit.unitCode}, .*, disponible$`) }).click();
    await page.getByRole('dialog', { name: `Unidad ${dialogUnit.unitCode}` }).getByRole('button', { name: 'Calcular plan de pagos' }).click();
    const calculator = page.getByRole('dialog', { name: `Plan de pagos · ${dialogUnit.unitCode}` });
    const down = calculator.getByRole('slider', { name: 'Enganche' });
    await down.focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    expect(await down.inputValue()).toBe('60');
    await calculator.getByRole('button', { name: 'Ver resumen' }).click();
    const summary = page.getByRole('dialog', { name: 'Resumen del plan de pagos' });
    await summary.getByText('Enganche (60%)').waitFor();

    // Ana blocks that one too, while Beto's summary is open.
    expect(await blockThroughApi(ana.page, dialogUnit.unitCode)).toBe(201);
    await summary.getByRole('status').getByText('Otro inversionista acaba de bloquear esta unidad.').waitFor({ timeout: SHOWN_WITHIN_MS });
    expect(await summary.getByRole('button', { name: 'Pagar depósito con tarjeta' }).isDisabled()).toBe(true);
    expect(await summary.getByRole('button', { name: 'Pagar por transferencia bancaria' }).isDisabled()).toBe(true);
    expect(await summary.getByText('Enganche (60%)').isVisible()).toBe(true);

    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    await summary.getByText('Otro inversionista acaba de bloquear esta unidad.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    expect(ana.errors).toEqual([]);
    expect(beto.errors).toEqual([]);
  }, 120_000);
});
