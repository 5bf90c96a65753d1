import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { CommandBus } from '@nestjs/cqrs';
import { defaultDownPaymentDate } from '@cdm/domain';
import { RESERVATION_MESSAGES } from '@cdm/contracts';
import { dropDatabase, ensureDatabase, runMigrations, seedReferenceData } from '../../platform/database';
import { SYSTEM_CONTEXT } from '../../platform/audit';
import { CreateInvestorAccountCommand, type CreateInvestorAccountResult, IssueSetupLinkCommand } from '../../platform/identity';
import { SESSION_COOKIES } from '../../platform/identity/session-cookies';
import { HttpSession } from '../../../test-support/http-session';
import { defaultLimitsEnv } from '../../../test-support/limits-env';
import { inventoryDisagreements, signedInInvestor } from '../../../test-support/investors';
import { startTestApp, TestApp } from '../../../test-support/test-app';
import { mexicoCityDate } from '../plan';

type Answer = { status: number; json: Record<string, unknown> };

/** Every unit code of the seeded inventory (modules A–F, pairs 1–5, premium and mid). */
const ALL_UNITS = ['A', 'B', 'C', 'D', 'E', 'F'].flatMap((module) => [1, 2, 3, 4, 5].flatMap((pair) => [`${module}${pair}P`, `${module}${pair}M`]));

describe('unit holds need a proven email and are capped per account, per IP and overall (decisions.md #20, real default figures)', () => {
  let databaseUrl: string;
  let testApp: TestApp;
  let port: number;
  const downPaymentScheduledDate = defaultDownPaymentDate(mexicoCityDate(new Date()));
  const plan = (unitCode: string) => ({ unitCode, downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36, paymentDay: 15, downPaymentScheduledDate });

  /** A POST from a given loopback address (127.0.0.0/8 all reaches this host): request.ip differs per client. */
  function postFrom(localAddress: string, cookie: string, path: string, body: unknown): Promise<Answer> {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port, path, method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie } },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, json: text ? JSON.parse(text) : {} }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  async function investor(emailVerified = true): Promise<string> {
    const { session } = await signedInInvestor(testApp, 'Postor de Prueba', { emailVerified });
    return `${SESSION_COOKIES.investor}=${session.cookie(SESSION_COOKIES.investor)}`;
  }

  const block = (ip: string, cookie: string, unitCode: string) => postFrom(ip, cookie, '/api/units/block-temporary', { unitCode, paymentPlan: plan(unitCode) });
  const cardHold = (ip: string, cookie: string, unitCode: string) => postFrom(ip, cookie, '/api/unit-reservations', { unitCode, paymentPlan: plan(unitCode) });
  const cancel = (ip: string, cookie: string, id: unknown) => postFrom(ip, cookie, `/api/unit-reservations/${id}/cancel`, {});
  const unpaidHolds = async () =>
    (await testApp.db.query<Array<{ count: number }>>("SELECT count(*)::int AS count FROM unit_reservations WHERE status IN ('pending', 'blocked')"))[0].count;

  beforeAll(async () => {
    // A database of its own: the overall cap counts every hold, and other test files hold units at the same time.
    const server = new URL(process.env.DATABASE_URL as string);
    server.pathname = `${server.pathname}_caps_${randomBytes(3).toString('hex')}`;
    databaseUrl = server.toString();
    await ensureDatabase(databaseUrl);
    await runMigrations(databaseUrl);
    await seedReferenceData(databaseUrl);
    testApp = await startTestApp({ ...defaultLimitsEnv(), DATABASE_URL: databaseUrl });
    port = Number(new URL(testApp.baseUrl).port);
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  it('refuses to hold a unit for an account whose email was never proven, with 403 in Spanish', async () => {
    const unproven = await investor(false);
    for (const attempt of [block('127.0.0.2', unproven, 'A1P'), cardHold('127.0.0.2', unproven, 'A1P')]) {
      const answer = await attempt;
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ code: 'email_not_verified', message: RESERVATION_MESSAGES.emailNotVerified });
    }
    expect(await unpaidHolds()).toBe(0);
  });

  it('counts an email as proven once the one-time link sent to it was used', async () => {
    const commands = testApp.app.get(CommandBus);
    const email = `prueba.enlace.${randomBytes(3).toString('hex')}@example.mx`;
    const { investorAccountId } = await commands.execute<CreateInvestorAccountCommand, CreateInvestorAccountResult>(
      new CreateInvestorAccountCommand(email, 'Con Enlace', SYSTEM_CONTEXT),
    );
    const [before] = await testApp.db.query('SELECT email_verified_at FROM investor_accounts WHERE id = $1', [investorAccountId]);
    expect(before.email_verified_at).toBeNull();
    const token = await commands.execute<IssueSetupLinkCommand, string>(new IssueSetupLinkCommand(investorAccountId, false));
    const browser = new HttpSession(testApp.baseUrl);
    expect((await browser.post('/api/investor-setup-link/redeem', { token })).status).toBe(200);
    const [after] = await testApp.db.query('SELECT email_verified_at FROM investor_accounts WHERE id = $1', [investorAccountId]);
    expect(after.email_verified_at).toBeInstanceOf(Date);

    const cookie = `${SESSION_COOKIES.investor}=${browser.cookie(SESSION_COOKIES.investor)}`;
    const held = await block('127.0.0.5', cookie, 'B1P');
    expect(held.status).toBe(201);
    expect((await cancel('127.0.0.5', cookie, held.json.reservationId)).status).toBe(200);
  });

  it('caps unpaid holds per account at 2 and per IP at 3, then frees them on release', async () => {
    const first = await investor();
    const held = [await block('127.0.0.3', first, 'A1P'), await cardHold('127.0.0.3', first, 'A1M')];
    expect(held.map((answer) => answer.status)).toEqual([201, 201]);
    const third = await block('127.0.0.3', first, 'A2P');
    expect(third.status).toBe(409);
    expect(third.json).toEqual({ code: 'too_many_blocks', message: RESERVATION_MESSAGES.tooManyBlocks(2) });

    // Another account behind the same IP: one more unpaid hold from that IP is allowed, the fourth is not.
    const second = await investor();
    expect((await block('127.0.0.3', second, 'A2P')).status).toBe(201);
    const fourth = await block('127.0.0.3', second, 'A2M');
    expect(fourth.status).toBe(429);
    expect(fourth.json).toEqual({ code: 'too_many_requests', message: RESERVATION_MESSAGES.tooManyHoldsFromNetwork });
    // The same account from another IP is fine.
    expect((await block('127.0.0.4', second, 'A2M')).status).toBe(201);

    // Released holds no longer count.
    expect((await cancel('127.0.0.3', first, held[0].json.reservationId)).status).toBe(200);
    expect((await block('127.0.0.3', first, 'A3P')).status).toBe(201);
  });

  it('lets at most 10 % of the inventory (6 of 60) be held unpaid at once, even by 60 fresh accounts on 60 IPs in parallel', async () => {
    const before = await unpaidHolds();
    const taken = new Set(
      (await testApp.db.query<Array<{ unit_code: string }>>("SELECT unit_code FROM unit_reservations WHERE status IN ('pending', 'blocked')")).map((row) => row.unit_code),
    );
    const free = ALL_UNITS.filter((code) => !taken.has(code));
    const cookies = await Promise.all(free.map(() => investor()));
    const answers = await Promise.all(free.map((unitCode, index) => block(`127.0.1.${index + 1}`, cookies[index], unitCode)));

    const won = answers.filter((answer) => answer.status === 201).length;
    expect(won).toBe(Math.max(0, 6 - before));
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.every((answer) => answer.status === 409 && answer.json.code === 'holds_cap_reached')).toBe(true);
    expect(refused[0].json.message).toBe(RESERVATION_MESSAGES.holdsCapReached);
    expect(await unpaidHolds()).toBe(6);
    expect(await inventoryDisagreements(testApp)).toEqual([]);
  }, 60_000);
});
