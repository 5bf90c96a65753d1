import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { SYSTEM_CONTEXT } from '../src/platform/audit';
import { CreateInvestorAccountCommand, CreateInvestorAccountResult } from '../src/platform/identity';
import { SessionStore } from '../src/platform/identity/session-store';
import { SESSION_COOKIES } from '../src/platform/identity/session-cookies';
import { HttpSession } from './http-session';
import type { TestApp } from './test-app';

export type TestInvestor = { id: string; email: string; name: string; session: HttpSession };

/**
 * An investor account with an open session, made through the app's own command and session
 * store (no password hashing), so a test can field hundreds of distinct investors quickly. Its
 * email counts as proven (as after following a set-up link) unless `emailVerified: false`.
 */
export async function signedInInvestor(
  testApp: TestApp,
  name = 'Inversionista de Prueba',
  { emailVerified = true, headers = {} }: { emailVerified?: boolean; headers?: Record<string, string> } = {},
): Promise<TestInvestor> {
  const email = `inversionista.${randomBytes(4).toString('hex')}@example.mx`;
  const { investorAccountId } = await testApp.app
    .get(CommandBus)
    .execute<CreateInvestorAccountCommand, CreateInvestorAccountResult>(new CreateInvestorAccountCommand(email, name, SYSTEM_CONTEXT));
  return { id: investorAccountId, email, name, session: await openSessionFor(testApp, investorAccountId, { emailVerified, headers }) };
}

/**
 * A browser signed in to an existing account, as following its emailed one-time link would leave
 * it (the email then counts as proven), for tests whose emails stay in the local outbox.
 */
export async function openSessionFor(
  testApp: TestApp,
  investorAccountId: string,
  { emailVerified = true, headers = {} }: { emailVerified?: boolean; headers?: Record<string, string> } = {},
): Promise<HttpSession> {
  if (emailVerified) await testApp.db.query('UPDATE investor_accounts SET email_verified_at = now() WHERE id = $1', [investorAccountId]);
  const token = await testApp.app.get(SessionStore).open('investor', investorAccountId);
  const session = new HttpSession(testApp.baseUrl, headers);
  session.setCookie(SESSION_COOKIES.investor, token);
  return session;
}

/**
 * The invariant of decisions.md #20: no unit has two live holds, and every unit's status agrees with
 * its reservations. Returns the disagreements (empty when all is well).
 */
export async function inventoryDisagreements(testApp: TestApp): Promise<unknown[]> {
  return testApp.db.query(`
    WITH live AS (
      SELECT unit_code, count(*) AS holds, max(status) AS status
      FROM unit_reservations WHERE status IN ('pending', 'blocked', 'active', 'converted') GROUP BY unit_code
    )
    SELECT u.unit_code, u.status AS unit_status, live.status AS reservation_status, live.holds
    FROM units u LEFT JOIN live ON live.unit_code = u.unit_code
    WHERE coalesce(live.holds, 0) > 1
       OR (u.status = 'available' AND live.unit_code IS NOT NULL)
       OR (u.status = 'blocked' AND coalesce(live.status, '') NOT IN ('pending', 'blocked'))
       OR (u.status = 'reserved' AND coalesce(live.status, '') <> 'active')
       OR (u.status = 'sold' AND coalesce(live.status, '') <> 'converted')`);
}
