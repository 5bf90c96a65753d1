import { randomBytes, randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type { PaymentPlanView } from '@cdm/contracts';
import { paymentPlan } from '@cdm/domain';
import { SYSTEM_CONTEXT } from '../../platform/audit';
import { CreateInvestorAccountCommand, type CreateInvestorAccountResult } from '../../platform/identity';
import { eventually } from '../../../test-support/eventually';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { startTestApp, TestApp } from '../../../test-support/test-app';
import { CreatePartnerFromSaleCommand } from '../commands/create-partner-from-sale.command';
import { type DailyRemindersResult, RunDailyPartnerRemindersCommand } from '../commands/run-daily-partner-reminders.command';
import { RunDailyPartnerRemindersHandler } from '../commands/run-daily-partner-reminders.handler';
import { DAILY_PARTNER_RUN, mexicoCityToday } from '../standing';

const DAY = 86_400_000;
const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** A plan whose down payment (the next payment while unpaid) falls on `dueDate`. */
function planDueOn(dueDate: string): PaymentPlanView {
  const figures = paymentPlan({ basePriceCentavos: 1_000_000_000, downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 12, annualInterestBasisPoints: 800 });
  return {
    ...figures,
    productType: 'box-premium-panamericana',
    unitCode: 'A1P',
    paymentDay: Number(dueDate.slice(8, 10)),
    downPaymentScheduledDate: dueDate,
    reservationDepositCentavos: 10_000_000,
  };
}

describe('the daily partner run: caught up after a day without workers, streamed in batches', () => {
  const BATCH = 2;
  let smtp: SmtpListener;
  let first: TestApp;
  // One deployment of its own (its Redis prefix keys its scheduled runs and outbox rows).
  const env = () => ({ SMTP_URL: smtp.url, REDIS_PREFIX: prefix, DAILY_RUN_BATCH_SIZE: String(BATCH) });
  const prefix = `${process.env.REDIS_PREFIX}-daily-${randomBytes(3).toString('hex')}`;
  const runName = `${prefix}:${DAILY_PARTNER_RUN}`;

  async function partnerDueOn(dueDate: string, label: string) {
    const commands = first.app.get(CommandBus);
    const email = `${label}.${randomBytes(4).toString('hex')}@example.mx`;
    const { investorAccountId } = await commands.execute<CreateInvestorAccountCommand, CreateInvestorAccountResult>(
      new CreateInvestorAccountCommand(email, `Socio ${label}`, SYSTEM_CONTEXT),
    );
    const partnerId = await commands.execute<CreatePartnerFromSaleCommand, string | null>(
      new CreatePartnerFromSaleCommand(randomUUID(), investorAccountId, 'A1P', planDueOn(dueDate), new Date()),
    );
    return { partnerId: partnerId as string, email };
  }
  const remindersSent = (partnerId: string) =>
    first.db.query<Array<{ kind: string; due_date: string }>>(
      `SELECT kind, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM partner_reminders_sent WHERE partner_id = $1`,
      [partnerId],
    );
  const lastCompleted = async () =>
    ((await first.db.query(`SELECT to_char(last_completed_for, 'YYYY-MM-DD') AS day FROM scheduled_runs WHERE name = $1`, [runName])) as Array<{ day: string }>)[0]
      ?.day ?? null;

  beforeAll(async () => {
    smtp = await new SmtpListener().start();
    first = await startTestApp(env());
  });

  afterAll(async () => {
    await first?.close();
    await smtp?.stop();
  });

  it('a day missed while no worker was up goes out when a worker starts, and only once', async () => {
    const today = mexicoCityToday(new Date());
    // Due the day before yesterday: its "1 day late" notice was due yesterday, whose run never happened.
    const late = await partnerDueOn(addDays(today, -2), 'atrasado');
    await first.db.query(
      `INSERT INTO scheduled_runs (name, last_completed_for) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET last_completed_for = EXCLUDED.last_completed_for`,
      [runName, addDays(today, -2)],
    );

    // A worker starts: it finds the last completed run two days old and catches up.
    const restarted = await startTestApp(env());
    try {
      await eventually(() => expect(smtp.to(late.email)).toHaveLength(1), { timeoutMs: 20_000 });
      expect(smtp.to(late.email)[0].subject).toMatch(/pago/i);
      expect(await remindersSent(late.partnerId)).toEqual([{ kind: 'overdue-1', due_date: addDays(today, -2) }]);
      expect([addDays(today, -1), today]).toContain(await lastCompleted());

      // Every later trigger finds the run done: another worker start, the hourly check, the 09:00 run.
      const again = await startTestApp(env());
      await again.close();
      const commands = first.app.get(CommandBus);
      const hourly = await commands.execute<RunDailyPartnerRemindersCommand, DailyRemindersResult>(new RunDailyPartnerRemindersCommand('catch-up'));
      expect(hourly.upToDate).toBe(true);
      await commands.execute(new RunDailyPartnerRemindersCommand('now'));
    } finally {
      await restarted.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // room for a second email, if there were one
    expect(smtp.to(late.email)).toHaveLength(1);
    expect(await remindersSent(late.partnerId)).toHaveLength(1);
  });

  it('reads the partners in keyset batches of DAILY_RUN_BATCH_SIZE, each batch writing its reminders and outbox rows', async () => {
    const today = mexicoCityToday(new Date());
    const upcoming: Array<{ partnerId: string; email: string }> = [];
    for (let index = 0; index < 5; index++) upcoming.push(await partnerDueOn(addDays(today, 3), `proximo${index}`));

    const handler = first.app.get(RunDailyPartnerRemindersHandler);
    type Batch = { partners: number; reminders: number };
    const spy = jest.spyOn(handler as unknown as { remindBatch: (...args: unknown[]) => Promise<Batch> }, 'remindBatch');
    let result: DailyRemindersResult;
    let batches: Batch[];
    try {
      result = await first.app.get(CommandBus).execute<RunDailyPartnerRemindersCommand, DailyRemindersResult>(new RunDailyPartnerRemindersCommand());
      batches = await Promise.all(spy.mock.results.map((call) => call.value as Promise<Batch>));
    } finally {
      spy.mockRestore();
    }
    expect(batches.length).toBeGreaterThanOrEqual(Math.ceil(upcoming.length / BATCH));
    expect(Math.max(...batches.map((batch) => batch.partners))).toBeLessThanOrEqual(BATCH);
    expect(batches.reduce((sum, batch) => sum + batch.partners, 0)).toBe(result.recomputed);
    expect(batches.reduce((sum, batch) => sum + batch.reminders, 0)).toBe(result.reminders);
    expect(result.reminders).toBeGreaterThanOrEqual(upcoming.length);

    for (const { partnerId } of upcoming) {
      expect(await remindersSent(partnerId)).toEqual([{ kind: 'upcoming', due_date: addDays(today, 3) }]);
      const rows = await first.db.query(`SELECT payload FROM outbox WHERE type = 'partners.partner-reminder-due' AND payload->>'partnerId' = $1`, [partnerId]);
      expect(rows).toEqual([{ payload: { partnerId, dueDate: addDays(today, 3), kind: 'upcoming', dedupeKey: `partner-reminder.${partnerId}.${addDays(today, 3)}.upcoming` } }]);
    }
    await eventually(() => expect(upcoming.every(({ email }) => smtp.to(email).length === 1)).toBe(true), { timeoutMs: 20_000 });
  });
});
