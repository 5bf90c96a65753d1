import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { Browser, Page } from 'playwright-core';
import { openTestPage } from './browser';

const root = path.resolve(__dirname, '../../..');
const run = promisify(execFile);

/**
 * An investor account that still needs its password set up, made with the built CLI as staff
 * would make it (there is no sign-up screen). Returns the set-up link the CLI prints.
 */
export async function createDemoInvestor(email: string, name: string): Promise<string> {
  const { stdout } = await run('node', ['backend/dist/backend/src/cli.js', 'demo-investor', email, name], { cwd: root, env: process.env });
  const link = stdout.match(/Set-up link: (\S+)/)?.[1];
  if (!link) throw new Error(`The CLI printed no set-up link:\n${stdout}`);
  return link;
}

/** The token of a set-up link (…/investors/activar/<token>), which the redeem endpoint takes. */
export function setupToken(link: string): string {
  const token = link.match(/\/investors\/activar\/([^/\s]+)$/)?.[1];
  if (!token) throw new Error(`Not a set-up link: ${link}`);
  return token;
}

/**
 * A new investor with a password and an open session in `page`: made with the built CLI, its
 * set-up link redeemed and the password set through the API, as the set-up dialog does.
 * Returns the email, unique per call (all suites share one database).
 */
export async function signedInInvestor(page: Page, baseUrl: string, { name, emailPrefix, password }: { name: string; emailPrefix: string; password: string }): Promise<string> {
  const email = `${emailPrefix}.${Date.now().toString(36)}.${Math.floor(Math.random() * 1e6)}@example.mx`;
  const token = setupToken(await createDemoInvestor(email, name));
  await page.goto(`${baseUrl}/investors`);
  const statuses = await page.evaluate(
    async ({ token, password }) => {
      const post = (url: string, body: unknown) =>
        fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.status);
      return [await post('/api/investor-setup-link/redeem', { token }), await post('/api/investor-password', { newPassword: password })];
    },
    { token, password },
  );
  expect(statuses).toEqual([200, 200]);
  return email;
}

export type BlockedUnit = { unitCode: string; reservationId: string; referenceNumber: string };

/**
 * A new investor (in a browser of their own, so the caller's session is untouched) blocks the
 * first available unit for a bank transfer through the API, for the staff screens that start
 * from a blocked unit. `block` adds to the block request (hours, a reference of the caller's).
 */
export async function investorBlocksAUnit(
  browser: Browser,
  baseUrl: string,
  { email, name, block = {} }: { email: string; name: string; block?: { hours?: number; referenceNumber?: string } },
): Promise<BlockedUnit> {
  const token = setupToken(await createDemoInvestor(email, name));
  const investor = await openTestPage(browser, { ignoreConsole: () => true });
  try {
    await investor.page.goto(`${baseUrl}/investors`);
    const downPaymentScheduledDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const result = await investor.page.evaluate(
      async ({ token, block, downPaymentScheduledDate }) => {
        const post = async (url: string, body: unknown) => {
          const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
          return { status: response.status, body: await response.json().catch(() => null) };
        };
        const redeemed = await post('/api/investor-setup-link/redeem', { token });
        const units: Array<{ unitCode: string; status: string }> = await fetch('/api/units').then((response) => response.json());
        const unitCode = units.find((unit) => unit.status === 'available')?.unitCode ?? '';
        const blocked = await post('/api/units/block-temporary', {
          unitCode,
          ...block,
          paymentPlan: { unitCode, downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36, paymentDay: 15, downPaymentScheduledDate },
        });
        return { redeemed: redeemed.status, unitCode, block: blocked };
      },
      { token, block, downPaymentScheduledDate },
    );
    expect(result.redeemed).toBe(200);
    expect(result.block).toEqual({ status: 201, body: expect.objectContaining({ success: true, status: 'blocked' }) });
    return { unitCode: result.unitCode, reservationId: result.block.body.reservationId, referenceNumber: result.block.body.referenceNumber };
  } finally {
    await investor.context.close();
  }
}
