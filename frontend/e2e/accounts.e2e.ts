import { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { eventually } from '../../backend/test-support/eventually';
import { linkIn } from '../../backend/test-support/http-session';
import type { SmtpListener } from '../../backend/test-support/smtp-listener';
import type { AppServer } from './support/app-server';
import { openTestPage } from './support/browser';
import { createDemoInvestor, setupToken } from './support/investors';
import { startServices, stopServices } from './support/services';

describe('investor accounts: set-up link, login, recovery', () => {
  let smtp: SmtpListener;
  let server: AppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let db: Client;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    ({ smtp, server, browser, db } = await startServices({ STAFF_NOTIFY_EMAIL: 'ventas@cdm.test' }));
  });

  beforeEach(async () => {
    // 401 answers (no session yet, a refused password) are expected here; Chromium logs them.
    ({ context, page, errors: pageErrors } = await openTestPage(browser, { ignoreConsole: (text) => text.startsWith('Failed to load resource') }));
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(() => stopServices({ smtp, server, browser, db }));

  async function openLogin() {
    await page.goto(`${server.baseUrl}/investors`);
    const dialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
    await dialog.waitFor();
    return dialog;
  }

  async function logIn(email: string, password: string) {
    const dialog = await openLogin();
    await dialog.getByLabel('Usuario (email)').fill(email);
    await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Iniciar Sesión' }).click();
    return dialog;
  }

  async function logOut() {
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL(`${server.baseUrl}/investors`);
  }

  function emailsTo(address: string, subject: string) {
    return smtp.to(address).filter((email) => email.subject.includes(subject));
  }

  it('sends a set-up link to an account without a password, which leads to the forced set-up, then logs in with the new password', async () => {
    const email = `socia.${Date.now()}@example.mx`;
    const name = 'Ana Socia Prueba';
    await createDemoInvestor(email, name);

    const dialog = await openLogin();
    await dialog.getByLabel('Usuario (email)').fill(email);
    await dialog.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await dialog.getByText('Tu cuenta aún no tiene contraseña. Te enviamos un enlace a tu correo para configurarla.').waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/investors`);

    const [setupEmail] = await eventually(() => {
      const received = emailsTo(email, 'Configura tu contraseña');
      expect(received).toHaveLength(1);
      return received;
    });
    await page.goto(linkIn(setupEmail.text, '/investors/activar/'));
    await page.waitForURL(`${server.baseUrl}/dashboard`);

    const setup = page.getByRole('dialog', { name: 'Configurar Contraseña' });
    await setup.waitFor();
    expect(await setup.getByRole('button', { name: 'Cerrar' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await setup.isVisible()).toBe(true);
    await setup.getByLabel('Nueva contraseña', { exact: true }).fill('Mi-Clave-Nueva-1');
    await setup.getByLabel('Confirmar contraseña', { exact: true }).fill('Mi-Clave-Nueva-1');
    await setup.getByRole('button', { name: 'Crear contraseña' }).click();
    await page.getByText('¡Contraseña creada!').waitFor();
    await setup.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: `Bienvenido al Club, ${name}` }).waitFor();
    expect(await page.getByRole('button', { name: `Perfil de ${name}` }).isVisible()).toBe(true);
    const { rows } = await db.query('SELECT needs_password_setup FROM investor_accounts WHERE email = $1', [email]);
    expect(rows).toEqual([{ needs_password_setup: false }]);

    await logOut();
    await logIn(email, 'Mi-Clave-Nueva-1');
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: `Bienvenido al Club, ${name}` }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Configurar Contraseña' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('recovers a forgotten password by email: the new one works, the old one and the used link do not', async () => {
    const email = `recupera.${Date.now()}@example.mx`;
    const name = 'Bruno Recupera Prueba';
    const setupLink = await createDemoInvestor(email, name);
    // Give the account a first password through the API, as the set-up dialog would.
    await page.goto(`${server.baseUrl}/investors`);
    const statuses = await page.evaluate(async (token) => {
      const post = (url: string, body: unknown) =>
        fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.status);
      return [
        await post('/api/investor-setup-link/redeem', { token }),
        await post('/api/investor-password', { newPassword: 'Clave-Anterior-1' }),
        await post('/api/investor-logout', {}),
      ];
    }, setupToken(setupLink));
    expect(statuses).toEqual([200, 200, 204]);

    const login = await openLogin();
    await login.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const recovery = page.getByRole('dialog', { name: 'Recuperar Contraseña' });
    await recovery.getByRole('button', { name: 'Enviar enlace' }).click();
    await recovery.getByText('Por favor ingresa tu correo electrónico').waitFor();
    await recovery.getByLabel('Correo electrónico').fill(email);
    await recovery.getByRole('button', { name: 'Enviar enlace' }).click();
    await recovery.getByText('Revisa tu correo', { exact: true }).waitFor();
    await recovery.getByText('El enlace caduca en 1 hora', { exact: false }).waitFor();

    const [resetEmail] = await eventually(() => {
      const received = emailsTo(email, 'Recupera tu contraseña');
      expect(received).toHaveLength(1);
      return received;
    });
    const resetLink = linkIn(resetEmail.text, '/reset-password/');

    await page.goto(resetLink);
    await page.getByText(email, { exact: true }).waitFor();
    const submit = page.getByRole('button', { name: 'Actualizar contraseña' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Clave-Recuperada-2');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Clave-Recuperada-2');
    await submit.click();
    await page.getByRole('heading', { name: '¡Contraseña actualizada!' }).waitFor();

    await page.getByRole('link', { name: 'Ir al portal de inversionistas' }).click();
    const again = page.getByRole('dialog', { name: 'Iniciar Sesión' });
    await again.getByLabel('Usuario (email)').fill(email);
    await again.getByLabel('Contraseña', { exact: true }).fill('Clave-Recuperada-2');
    await again.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: `Bienvenido al Club, ${name}` }).waitFor();

    await logOut();
    await logIn(email, 'Clave-Anterior-1');
    await page.getByText('Credenciales inválidas').waitFor();
    await page.getByText('Usuario o contraseña incorrectos').waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/investors`);

    await page.goto(resetLink);
    await page.getByRole('heading', { name: 'Token inválido o expirado' }).waitFor();
    await page.getByText('El enlace ya fue utilizado').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
