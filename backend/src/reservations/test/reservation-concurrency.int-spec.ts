import { defaultDownPaymentDate } from '@cdm/domain';
import { inventoryDisagreements, signedInInvestor, TestInvestor } from '../../../test-support/investors';
import { startTestApp, TestApp } from '../../../test-support/test-app';
import { mexicoCityDate } from '../plan';

const CONTENDERS = 200;
const ROUNDS = 20;

describe('no unit held twice: 200 simultaneous blocks on one unit, 20 rounds', () => {
  let testApp: TestApp;
  let investors: TestInvestor[];

  beforeAll(async () => {
    testApp = await startTestApp();
    investors = [];
    for (let index = 0; index < CONTENDERS; index += 1) investors.push(await signedInInvestor(testApp, `Postor ${index + 1}`));
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it('gives exactly one 201 and 409 to everybody else, never a 5xx, with the inventory consistent after each round', async () => {
    // This file owns modules C and D (other test files run at the same time on the same database).
    const codes = ['C', 'D'].flatMap((module) => [1, 2, 3, 4, 5].flatMap((pair) => [`${module}${pair}P`, `${module}${pair}M`]));
    // Random units for the rounds, without repeats.
    const units = codes.sort(() => Math.random() - 0.5).slice(0, ROUNDS);
    const downPaymentScheduledDate = defaultDownPaymentDate(mexicoCityDate(new Date()));

    for (const unitCode of units) {
      const paymentPlan = { unitCode, downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36, paymentDay: 15, downPaymentScheduledDate };
      const responses = await Promise.all(investors.map((investor) => investor.session.post('/api/units/block-temporary', { unitCode, paymentPlan })));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(CONTENDERS - 1);
      // decisions.md #30: the others read 'no está disponible'; 'ya está bloqueada. Revisa tu email…' is for the holder only.
      const refusals = responses.filter((response) => response.status === 409).map((response) => response.json);
      const notAvailable = { code: 'unit_unavailable', message: `La unidad ${unitCode} no está disponible. Por favor selecciona otra unidad.` };
      expect(refusals.every((refusal) => refusal.code === notAvailable.code && refusal.message === notAvailable.message)).toBe(true);
      expect(await inventoryDisagreements(testApp)).toEqual([]);

      // The winner lets go so no investor reaches the unpaid-block limit across rounds.
      const winnerIndex = statuses.indexOf(201);
      const reservationId = responses[winnerIndex].json.reservationId as string;
      expect((await investors[winnerIndex].session.post(`/api/unit-reservations/${reservationId}/cancel`, {})).status).toBe(200);
    }
    // Only this file's units: other files hold theirs in the same database at the same time.
    const [{ live }] = await testApp.db.query(
      "SELECT count(*)::int AS live FROM unit_reservations WHERE status IN ('pending', 'blocked', 'active', 'converted') AND unit_code = ANY($1)",
      [units],
    );
    expect(live).toBe(0);
  }, 300_000);
});
