import { getQueueToken } from '@nestjs/bullmq';
import { CommandBus } from '@nestjs/cqrs';
import { defaultDownPaymentDate } from '@cdm/domain';
import { Queue } from 'bullmq';
import { eventually } from '../../../test-support/eventually';
import { inventoryDisagreements, signedInInvestor } from '../../../test-support/investors';
import { startTestApp, TestApp } from '../../../test-support/test-app';
import { ExpireOverdueReservationsCommand } from '../commands/expire-overdue-reservations.command';
import { ExpireReservationCommand } from '../commands/expire-reservation.command';
import { ExpiryScheduler } from '../expiry-scheduler';
import { expiryJobId, RESERVATION_EXPIRY_QUEUE } from '../jobs/reservation-expiry.job';
import { mexicoCityDate } from '../plan';

describe('holds expire on time with real Redis: by their job, by the sweep when the job is lost, once', () => {
  let testApp: TestApp;
  let queue: Queue;

  const plan = (unitCode: string) => ({
    unitCode,
    downPaymentPercent: 50,
    finalPaymentPercent: 30,
    termMonths: 24,
    paymentDay: 5,
    downPaymentScheduledDate: defaultDownPaymentDate(mexicoCityDate(new Date())),
  });
  const unitStatus = async (unitCode: string) =>
    ((await testApp.db.query('SELECT status FROM units WHERE unit_code = $1', [unitCode])) as Array<{ status: string }>)[0].status;

  /** Blocks a unit, then shortens the hold to `ms` from now, as if its hours had nearly passed. */
  async function shortBlock(unitCode: string, ms: number) {
    const investor = await signedInInvestor(testApp);
    const blocked = await investor.session.post('/api/units/block-temporary', { unitCode, paymentPlan: plan(unitCode) });
    expect(blocked.status).toBe(201);
    const reservationId = blocked.json.reservationId as string;
    const expiresAt = new Date(Date.now() + ms);
    await testApp.db.query('UPDATE unit_reservations SET expires_at = $2 WHERE id = $1', [reservationId, expiresAt]);
    return { reservationId, expiresAt };
  }

  // This file owns modules E and F (other test files run at the same time on the same database).
  beforeAll(async () => {
    testApp = await startTestApp();
    queue = testApp.app.get<Queue>(getQueueToken(RESERVATION_EXPIRY_QUEUE));
  });

  // The invariant is checked after every test, whatever the test did.
  afterEach(async () => {
    // eslint-disable-next-line jest/no-standalone-expect
    expect(await inventoryDisagreements(testApp)).toEqual([]);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('schedules a delayed job with a deterministic id that releases the unit when it fires', async () => {
    const { reservationId, expiresAt } = await shortBlock('E3P', 1_500);
    await testApp.app.get(ExpiryScheduler).schedule(reservationId, expiresAt);
    await testApp.app.get(ExpiryScheduler).schedule(reservationId, expiresAt);
    const job = await queue.getJob(expiryJobId(reservationId, expiresAt));
    expect(job).toBeDefined();

    await eventually(async () => expect(await unitStatus('E3P')).toBe('available'), { timeoutMs: 20_000 });
    await eventually(async () => expect(await job?.isCompleted()).toBe(true));
    const [row] = await testApp.db.query('SELECT status FROM unit_reservations WHERE id = $1', [reservationId]);
    expect(row.status).toBe('expired');
  });

  it('releases a hold whose job was lost through the sweep', async () => {
    const { reservationId } = await shortBlock('F4M', -1_000);
    // The job of the original 8-hour expiry is still waiting; losing it changes nothing below.
    const jobs = await queue.getDelayed();
    await Promise.all(jobs.filter((job) => job.data.reservationId === reservationId).map((job) => job.remove()));
    expect(await unitStatus('F4M')).toBe('blocked');

    const result = await testApp.app.get(CommandBus).execute(new ExpireOverdueReservationsCommand());
    expect(result).toEqual({ expired: 1, skipped: false });
    expect(await unitStatus('F4M')).toBe('available');
  });

  it('never releases twice when a job is retried or runs next to the sweep', async () => {
    const { reservationId } = await shortBlock('E2M', -1_000);
    const commands = testApp.app.get(CommandBus);
    const outcomes = await Promise.all([
      commands.execute(new ExpireReservationCommand(reservationId)),
      commands.execute(new ExpireReservationCommand(reservationId)),
      commands.execute(new ExpireReservationCommand(reservationId)),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const audit = await testApp.db.query("SELECT count(*)::int AS count FROM audit_log WHERE entity_id = $1 AND action = 'unit_reservation.expired'", [
      reservationId,
    ]);
    expect(audit).toEqual([{ count: 1 }]);
  });

  it('does not release a hold that is not yet due, or one that was paid', async () => {
    const { reservationId } = await shortBlock('F1P', 60_000);
    expect(await testApp.app.get(CommandBus).execute(new ExpireReservationCommand(reservationId))).toBe(false);
    expect(await unitStatus('F1P')).toBe('blocked');
  });
});
