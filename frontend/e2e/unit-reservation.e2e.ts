import { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { AppServer, startAppServer } from './support/app-server';
import { launchChromium, openTestPage } from './support/browser';
import { accessibilityViolations } from './support/accessibility';
import { expectRefusalLeavesFormUsable, payWithSimulatedCard } from './support/card-payment';
import { toastWith } from './support/toasts';
import { signedInInvestor } from './support/investors';
import { connectDatabase } from './support/services';

const PASSWORD = 'Clave-De-Prueba-1';

type Unit = { unitCode: string; module: string; status: string; productType: string };

describe('unit selection, payment plan and reservation (investor-portal.md §2.5, §4, §5)', () => {
  let server: AppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let db: Client;
  let paidUnit: Unit;
  let blockedUnit: Unit;
  let transferUnit: Unit;
  let investorEmail: string;

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchChromium();
    db = await connectDatabase();
    // Three available units of one module, whatever other test files did to the inventory.
    const units = (await (await fetch(`${server.baseUrl}/api/units`)).json()) as Unit[];
    const byModule = new Map<string, Unit[]>();
    for (const unit of units.filter((candidate) => candidate.status === 'available')) {
      byModule.set(unit.module, [...(byModule.get(unit.module) ?? []), unit]);
    }
    const free = [...byModule.values()].find((list) => list.length >= 3);
    if (!free) throw new Error('No module with three available units');
    [paidUnit, blockedUnit, transferUnit] = free;
  });

  beforeEach(async () => {
    // The 401 of the investor-session check on /investors before the session exists is expected, and
    // so is the 400 of the declined test card.
    ({ context, page, errors: pageErrors } = await openTestPage(browser, {
      reducedMotion: 'reduce',
      ignoreConsole: (text) => text.includes('status of 401') || text.includes('status of 400'),
    }));
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await db?.end();
    await browser?.close();
    await server?.stop();
  });

  /** The dashboard tabs of investor-portal.md §2.4: the map is in 'Seleccionar Unidades', the reservations in 'Mi Garage'. */
  async function openTab(name: 'Seleccionar Unidades' | 'Mi Garage') {
    const link = page.getByRole('navigation', { name: 'Secciones del portal' }).getByRole('link', { name, exact: true });
    await link.click();
    await page.waitForFunction((label) => document.querySelector('nav [aria-current="page"]')?.textContent === label, name);
  }

  async function openModule(module: string) {
    if (!(await page.getByRole('button', { name: 'Ver mapa de unidades' }).isVisible())) await openTab('Seleccionar Unidades');
    await page.getByRole('button', { name: 'Ver mapa de unidades' }).click();
    await page.getByRole('dialog', { name: 'Selecciona tu unidad' }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^Módulo ${module}: `) }).click();
    const dialog = page.getByRole('dialog', { name: `Módulo ${module}` });
    await dialog.getByRole('group', { name: `Plano del nivel 1 del módulo ${module}` }).waitFor();
    return dialog;
  }

  async function planFor(unit: Unit) {
    const moduleDialog = await openModule(unit.module);
    await moduleDialog.getByRole('button', { name: new RegExp(`^Unidad ${unit.unitCode}, .*, disponible$`) }).click();
    const unitDialog = page.getByRole('dialog', { name: `Unidad ${unit.unitCode}` });
    await unitDialog.getByRole('button', { name: 'Calcular plan de pagos' }).click();
    const calculator = page.getByRole('dialog', { name: `Plan de pagos · ${unit.unitCode}` });
    await calculator.waitFor();
    return calculator;
  }

  async function summaryFor(unit: Unit) {
    const calculator = await planFor(unit);
    await calculator.getByRole('button', { name: 'Ver resumen' }).click();
    const summary = page.getByRole('dialog', { name: 'Resumen del plan de pagos' });
    await summary.waitFor();
    return summary;
  }

  async function startCardPayment(unit: Unit) {
    const summary = await summaryFor(unit);
    await summary.getByRole('button', { name: 'Pagar depósito con tarjeta' }).click();
    const payment = page.getByRole('dialog', { name: 'Pago del depósito' });
    await payment.getByLabel('Número de tarjeta').waitFor();
    return payment;
  }

  function reservationCard(unitCode: string) {
    return page.getByRole('list', { name: 'Mis reservaciones' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^Unidad ${unitCode}`) }) });
  }

  it('chooses module, unit and plan, pays the deposit with the test card and shows the reservation as Activa', async () => {
    investorEmail = await signedInInvestor(page, server.baseUrl, { name: 'Ana Reserva Prueba', emailPrefix: 'reserva', password: PASSWORD });
    await page.goto(`${server.baseUrl}/dashboard/garage`);
    await page.getByText('Tu garage está vacío').waitFor();

    const moduleDialog = await openModule(paidUnit.module);
    await moduleDialog.getByText(`Módulo ${paidUnit.module} · Nivel 1 · 2,200 m² · 60 m² por box`).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // Keyboard: the new screen holds the focus, Tab reaches the first available unit, Enter chooses it.
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(focused).toMatch(/^Unidad [A-F][1-5][PM], Box Premium (Panamericana|Monza), disponible$/);
    await page.keyboard.press('Enter');
    const chosen = page.getByRole('dialog', { name: `Unidad ${focused.split(',')[0].replace('Unidad ', '')}` });
    await chosen.getByRole('button', { name: 'Calcular plan de pagos' }).waitFor();
    await page.keyboard.press('Escape');
    await chosen.waitFor({ state: 'detached' });

    const calculator = await planFor(paidUnit);
    const down = calculator.getByRole('slider', { name: 'Enganche' });
    const final = calculator.getByRole('slider', { name: 'Pago final' });
    expect(await down.inputValue()).toBe('40');
    expect(await final.inputValue()).toBe('40');
    expect(await calculator.getByLabel('Plazo').inputValue()).toBe('36');
    if (paidUnit.productType === 'box-premium-panamericana') {
      await calculator.getByText('$53,271.83 MXN').first().waitFor();
    }
    // Coupled sliders: more down payment leaves less final payment (cap 90).
    await down.focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    expect(await down.inputValue()).toBe('60');
    expect(await final.inputValue()).toBe('30');
    expect(await calculator.getByTestId('monthly-share').textContent()).toBe('10%');
    expect(await accessibilityViolations(page)).toEqual([]);
    await calculator.getByRole('button', { name: 'Ver resumen' }).click();

    const summary = page.getByRole('dialog', { name: 'Resumen del plan de pagos' });
    await summary.getByText('Enganche (60%)').waitFor();
    await summary.getByText('$100,000 MXN').waitFor();
    await summary.getByRole('button', { name: 'Enviar cotización por correo' }).click();
    await page.getByText('Correo enviado').waitFor();
    await summary.getByRole('button', { name: 'Pagar depósito con tarjeta' }).click();

    const payment = page.getByRole('dialog', { name: 'Pago del depósito' });
    // A declined card first: the form stays usable, focus on it and no toast over the pay button.
    await payWithSimulatedCard(payment, '4000 0000 0000 0002', 'Pagar depósito');
    await toastWith(page, 'Error procesando el pago. Por favor intenta de nuevo.').waitFor();
    await expectRefusalLeavesFormUsable(page, payment.getByRole('button', { name: 'Pagar depósito' }));
    const dataRoomTab = page.waitForEvent('popup');
    await payWithSimulatedCard(payment, '4242 4242 4242 4242', 'Pagar depósito');

    const success = page.getByRole('dialog', { name: '¡Pago exitoso!' });
    await success.getByText(`Recibimos el depósito de reservación de la unidad ${paidUnit.unitCode}.`).waitFor();
    await success.getByText('Siguiente paso: firma de contrato').waitFor();
    await success.getByText(/La unidad queda apartada a tu nombre hasta /).waitFor();
    // investor-portal.md §2: the data room opens in a new tab, signed in; the link stays for a blocked pop-up.
    const dataRoom = await dataRoomTab;
    await dataRoom.getByRole('heading', { level: 1, name: 'Data Room' }).waitFor();
    expect(dataRoom.url()).toBe(`${server.baseUrl}/data-room`);
    await dataRoom.close();
    const dataRoomLink = success.getByRole('link', { name: 'Ver el Data Room' });
    expect(await dataRoomLink.getAttribute('href')).toBe('/data-room');
    expect(await dataRoomLink.getAttribute('target')).toBe('_blank');
    expect(await dataRoomLink.getAttribute('rel')).toBe('noopener noreferrer');
    await success.getByRole('button', { name: 'Listo' }).click();
    await success.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened the dialog.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Ver mapa de unidades');

    await openTab('Mi Garage');
    const card = reservationCard(paidUnit.unitCode);
    await card.getByText('Activa', { exact: true }).waitFor();
    await card.getByText('Depósito de reservación de $100,000 MXN pagado. Siguiente paso: firma de contrato.').waitFor();
    const { rows } = await db.query('SELECT status FROM units WHERE unit_code = $1', [paidUnit.unitCode]);
    expect(rows).toEqual([{ status: 'reserved' }]);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('cancels the payment of another unit and blocks it for 8 hours: pending with its expiry', async () => {
    await page.goto(`${server.baseUrl}/investors`);
    const login = page.getByRole('dialog', { name: 'Iniciar Sesión' });
    await login.getByLabel('Usuario (email)').fill(investorEmail);
    await login.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard`);

    const payment = await startCardPayment(blockedUnit);
    await payment.getByText(/La unidad está apartada para ti hasta /).waitFor();
    await payment.getByRole('button', { name: 'Cancelar' }).click();

    const confirm = page.getByRole('dialog', { name: '¿Salir sin pagar?' });
    await confirm.getByRole('button', { name: 'Salir sin guardar' }).waitFor();
    await confirm.getByRole('button', { name: 'Volver al pago' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Bloquear 8 horas' }).click();

    const blocked = page.getByRole('dialog', { name: 'Unidad bloqueada' });
    await blocked.getByText(new RegExp(`^La unidad ${blockedUnit.unitCode} está bloqueada a tu nombre hasta `)).waitFor();
    await blocked.getByRole('button', { name: 'Listo' }).click();
    await blocked.waitFor({ state: 'detached' });

    await openTab('Mi Garage');
    const card = reservationCard(blockedUnit.unitCode);
    await card.getByText('Pendiente de Pago', { exact: true }).waitFor();
    await card.getByText('Vence', { exact: true }).waitFor();
    await card.getByText(/^Paga el depósito de \$100,000 MXN antes del .+ o la unidad se liberará\.$/).waitFor();
    await card.getByRole('button', { name: `Pagar depósito · Unidad ${blockedUnit.unitCode}` }).waitFor();
    const { rows } = await db.query(
      `SELECT u.status AS unit_status, r.status AS reservation_status, r.expires_at > now() + interval '7 hours' AS eight_hours
         FROM units u JOIN unit_reservations r ON r.unit_code = u.unit_code AND r.status IN ('pending', 'blocked')
        WHERE u.unit_code = $1`,
      [blockedUnit.unitCode],
    );
    expect(rows).toEqual([{ unit_status: 'blocked', reservation_status: 'blocked', eight_hours: true }]);
    expect(pageErrors).toEqual([]);
  });

  it('shows both units as reserved (yellow, not selectable) to another investor', async () => {
    await signedInInvestor(page, server.baseUrl, { name: 'Bruno Otro Prueba', emailPrefix: 'reserva', password: PASSWORD });
    await page.goto(`${server.baseUrl}/dashboard/unidades`);
    const moduleDialog = await openModule(paidUnit.module);
    const plan = moduleDialog.getByRole('group', { name: `Plano del nivel 1 del módulo ${paidUnit.module}` });

    const reserved = plan.getByRole('img', { name: new RegExp(`^Unidad ${paidUnit.unitCode}, .*, reservada, no se puede elegir$`) });
    expect(await reserved.getAttribute('data-status')).toBe('reserved');
    expect(await reserved.locator('rect').first().getAttribute('fill')).toBe('#fbbf24');
    const blocked = plan.getByRole('img', { name: new RegExp(`^Unidad ${blockedUnit.unitCode}, .*, bloqueada, no se puede elegir$`) });
    expect(await blocked.locator('rect').first().getAttribute('fill')).toBe('#fbbf24');
    expect(await plan.getByRole('button', { name: new RegExp(`^Unidad (${paidUnit.unitCode}|${blockedUnit.unitCode}),`) }).count()).toBe(0);

    await reserved.click({ force: true });
    expect(await moduleDialog.isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: `Unidad ${paidUnit.unitCode}` }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('blocks a unit for a bank transfer with its reference, then pays the deposit by card from Mis reservaciones', async () => {
    await signedInInvestor(page, server.baseUrl, { name: 'Carla Transferencia Prueba', emailPrefix: 'reserva', password: PASSWORD });
    await page.goto(`${server.baseUrl}/dashboard/unidades`);
    const summary = await summaryFor(transferUnit);
    await summary.getByRole('button', { name: 'Pagar por transferencia bancaria' }).click();

    const blocked = page.getByRole('dialog', { name: 'Unidad bloqueada' });
    const details = blocked.getByRole('region', { name: 'Datos para la transferencia' });
    const reference = (await details.getByText('Referencia', { exact: true }).locator('xpath=following-sibling::dd').textContent()) ?? '';
    expect(reference).toMatch(/^CDM-[0-9A-Z]+-[0-9A-Z]{6}$/);
    await details.getByText('CLABE (ejemplo)').waitFor();
    await details.getByText(/esta CLABE es ficticia/).waitFor();
    await details.getByText('$100,000 MXN').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await blocked.getByRole('button', { name: 'Listo' }).click();

    await openTab('Mi Garage');
    const card = reservationCard(transferUnit.unitCode);
    await card.getByText('Pendiente de Pago', { exact: true }).waitFor();
    await card.getByText(reference, { exact: true }).waitFor();
    await card.getByRole('button', { name: `Pagar depósito · Unidad ${transferUnit.unitCode}` }).click();

    const pay = page.getByRole('dialog', { name: `Pagar depósito · Unidad ${transferUnit.unitCode}` });
    const dataRoomFromList = page.waitForEvent('popup');
    await payWithSimulatedCard(pay, '4242 4242 4242 4242', 'Pagar depósito');
    await pay.waitFor({ state: 'detached' });
    const listDataRoom = await dataRoomFromList;
    await listDataRoom.getByRole('heading', { level: 1, name: 'Data Room' }).waitFor();
    await listDataRoom.close();
    await card.getByText('Activa', { exact: true }).waitFor();
    const { rows } = await db.query('SELECT status FROM units WHERE unit_code = $1', [transferUnit.unitCode]);
    expect(rows).toEqual([{ status: 'reserved' }]);
    expect(pageErrors).toEqual([]);
  });
});
