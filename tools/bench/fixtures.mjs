// Data the benchmark and the drills make directly in the database, fast (no password hashing).
import { createHash, randomBytes } from 'node:crypto';

/** `count` investor accounts with an open session each; returns their session cookies' tokens. */
export async function createInvestorSessions(pool, count, label = 'postor') {
  const tokens = [];
  for (let index = 0; index < count; index++) {
    const email = `${label}.${index}.${randomBytes(3).toString('hex')}@bench.local`;
    const { rows } = await pool.query(
      // Proven accounts (as after their set-up link): only those may hold units.
      `INSERT INTO investor_accounts (email, email_normalized, name, needs_password_setup, email_verified_at) VALUES ($1, $1, $2, false, now()) RETURNING id`,
      [email, `Postor ${index}`],
    );
    const token = randomBytes(32).toString('base64url');
    await pool.query(
      `INSERT INTO sessions (token_hash, subject_type, subject_id, created_at, last_seen_at, expires_at)
       VALUES ($1, 'investor', $2, now(), now(), now() + interval '1 hour')`,
      [createHash('sha256').update(token).digest('hex'), rows[0].id],
    );
    tokens.push(token);
  }
  return tokens;
}

/** A valid payment plan for a unit (40 % down, 40 % at the end, 36 months), first payment next month. */
export function paymentPlan(unitCode) {
  const nextMonth = new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 10);
  return { unitCode, downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36, paymentDay: 15, downPaymentScheduledDate: nextMonth };
}

/** The body of a valid information request (the email must be new within 10 minutes to make a new row). */
export function informationRequestBody(email) {
  return { fullName: 'Prueba de Carga', email, phone: '3312345678', interestType: 'piloto', productsOfInterest: ['boxes-karting'] };
}
