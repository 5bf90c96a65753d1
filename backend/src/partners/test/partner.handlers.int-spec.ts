import type { PartnerDetail, PartnerItem, RemindersSentResponse } from '@cdm/contracts';
import { canMovePartner, partnerStateOf, type PartnerAction } from '@cdm/domain';
import {
  type FactoryPartner,
  type HandlerApp,
  mexicoCityDay,
  newOverduePartner,
  newPartner,
  newReservation,
  planForUnit,
  reloadPartner,
  staffContext,
  startHandlerApp,
  type TestReservation,
} from '../../../test-support/factories';
import { CreatePartnerFromSaleCommand } from '../commands/create-partner-from-sale.command';
import { RecordPartnerPaymentCommand } from '../commands/record-partner-payment.command';
import { RunDailyPartnerRemindersCommand } from '../commands/run-daily-partner-reminders.command';
import { SendPartnerRemindersCommand } from '../commands/send-partner-reminders.command';
import { SetDownPaymentStatusCommand } from '../commands/set-down-payment-status.command';
import { NoOverduePartnerSelectedError, NothingToRemindError, PartnerNotFoundError } from '../partners.errors';

/**
 * The partner rules, one command at a time through the command bus (no HTTP), on a database of this
 * file's own (the HTTP suite, partners.int-spec.ts, keeps the end-to-end cases).
 */
describe('partner command handlers', () => {
  let app: HandlerApp;
  const staff = staffContext();

  beforeAll(async () => {
    app = await startHandlerApp();
  }, 60_000);
  afterAll(() => app?.close());

  const recordPayment = (partnerId: string, amountCentavos: number) =>
    app.commands.execute<RecordPartnerPaymentCommand, PartnerDetail>(
      new RecordPartnerPaymentCommand(partnerId, { amountCentavos, paidOn: mexicoCityDay(app), method: 'transferencia', reference: 'REF-1' }, staff),
    );
  /** The handler's move is one the partner state table allows. */
  const expectMove = (before: FactoryPartner, action: PartnerAction, after: { nextPaymentDate: string | null; isCurrentOnPayments: boolean }) =>
    expect(canMovePartner(partnerStateOf(before), action, partnerStateOf(after))).toBe(true);

  it('records a payment: the balance drops by it and the payment is listed', async () => {
    const partner = await newPartner(app);
    expect(partnerStateOf(partner)).toBe('current');
    const detail = await recordPayment(partner.id, 100_000_00);
    expect(detail.remainingBalanceCentavos).toBe(partner.remainingBalanceCentavos - 100_000_00);
    expect(detail.payments).toEqual([expect.objectContaining({ amountCentavos: 100_000_00, method: 'transferencia', reference: 'REF-1', hasProof: false })]);
    expect(detail.isCurrentOnPayments).toBe(true);
    expectMove(partner, 'record-payment', detail);
  });

  it('toggles the down payment: marking sets the date and counts it, unmarking clears both', async () => {
    const partner = await newPartner(app);
    const marked = await app.commands.execute<SetDownPaymentStatusCommand, PartnerItem>(new SetDownPaymentStatusCommand(partner.id, true, staff));
    expect(marked.downPaymentPaid).toBe(true);
    expect(marked.downPaymentDate).not.toBeNull();
    expect(marked.remainingBalanceCentavos).toBe(partner.remainingBalanceCentavos - partner.downPaymentCentavos);
    expect(marked.nextPaymentDate).not.toBe(partner.downPaymentScheduledDate);
    expectMove(partner, 'mark-down-payment', marked);

    const unmarked = await app.commands.execute<SetDownPaymentStatusCommand, PartnerItem>(new SetDownPaymentStatusCommand(partner.id, false, staff));
    expect(unmarked.downPaymentPaid).toBe(false);
    expect(unmarked.downPaymentDate).toBeNull();
    expect(unmarked.remainingBalanceCentavos).toBe(partner.remainingBalanceCentavos);
    expect(unmarked.nextPaymentDate).toBe(partner.downPaymentScheduledDate);
  });

  it('an unpaid down payment past its date makes the partner overdue; paying it makes them current again', async () => {
    const partner = await newOverduePartner(app, 5);
    expect(partnerStateOf(partner)).toBe('overdue');
    expect(partner.nextPaymentDate).toBe(partner.downPaymentScheduledDate);

    const detail = await recordPayment(partner.id, partner.downPaymentCentavos);
    expect(detail.isCurrentOnPayments).toBe(true);
    expect(detail.nextPaymentDate).not.toBe(partner.downPaymentScheduledDate);
    expectMove(partner, 'record-payment', detail);
  });

  it('a payment of the whole balance pays the partner off: no next payment, nothing left', async () => {
    const partner = await newOverduePartner(app, 2);
    const detail = await recordPayment(partner.id, partner.remainingBalanceCentavos);
    expect(detail).toMatchObject({ remainingBalanceCentavos: 0, nextPaymentDate: null, isCurrentOnPayments: true, monthsOverdue: 0 });
    expect(detail.schedule.every((item) => item.paid)).toBe(true);
    expect(partnerStateOf(detail)).toBe('paid-off');
    expectMove(partner, 'record-payment', detail);
  });

  it('reminds a current or overdue partner, and says how many were sent', async () => {
    const current = await newPartner(app);
    const overdue = await newOverduePartner(app);
    const sent = await app.commands.execute<SendPartnerRemindersCommand, RemindersSentResponse>(
      new SendPartnerRemindersCommand([current.id, overdue.id], 'payment', staff),
    );
    expect(sent).toEqual({ sent: 2, message: 'Recordatorios enviados' });
    const overdueOnly = await app.commands.execute<SendPartnerRemindersCommand, RemindersSentResponse>(
      new SendPartnerRemindersCommand([current.id, overdue.id], 'overdue', staff),
    );
    expect(overdueOnly).toEqual({ sent: 1, message: 'Recordatorio enviado' });
  });

  describe('refused transitions', () => {
    it('refuses a reminder to a paid-off partner', async () => {
      const partner = await newPartner(app);
      await recordPayment(partner.id, partner.remainingBalanceCentavos);
      expect(partnerStateOf(await reloadPartner(app, partner.id))).toBe('paid-off');
      await expect(app.commands.execute(new SendPartnerRemindersCommand([partner.id], 'single', staff))).rejects.toBeInstanceOf(NothingToRemindError);
    });

    it('refuses the overdue reminder when no selected partner is overdue', async () => {
      const partner = await newPartner(app);
      await expect(app.commands.execute(new SendPartnerRemindersCommand([partner.id], 'overdue', staff))).rejects.toBeInstanceOf(
        NoOverduePartnerSelectedError,
      );
    });

    it('refuses a payment or a toggle for a partner that does not exist, writing nothing', async () => {
      const missing = '00000000-0000-4000-8000-000000000000';
      await expect(recordPayment(missing, 1_000_00)).rejects.toBeInstanceOf(PartnerNotFoundError);
      await expect(app.commands.execute(new SetDownPaymentStatusCommand(missing, true, staff))).rejects.toBeInstanceOf(PartnerNotFoundError);
      const [{ count }] = (await app.db.query('SELECT count(*)::int AS count FROM partner_payments WHERE partner_id = $1', [missing])) as Array<{
        count: number;
      }>;
      expect(count).toBe(0);
    });
  });
});

describe('the daily run and sales without a partner', () => {
  let app: HandlerApp;

  beforeAll(async () => {
    // Pages of two sales: five sales take three pages, the last one short.
    app = await startHandlerApp({ DAILY_RUN_BATCH_SIZE: '2' });
  }, 60_000);
  afterAll(() => app?.close());

  it('creates the missing partners page by page, once, and leaves the existing ones alone', async () => {
    const taken = new Set<string>();
    const sales: TestReservation[] = [];
    for (let index = 0; index < 5; index++) sales.push(await newReservation(app, taken, { status: 'converted' }));
    // One sale already has its partner (the outbox made it).
    const [first] = sales;
    await app.commands.execute(new CreatePartnerFromSaleCommand(first.id, first.investorId, first.unitCode, await planForUnit(app, first.unitCode), app.clock.now()));
    const partnersOf = async () =>
      (await app.db.query('SELECT reservation_id FROM partners WHERE reservation_id = ANY($1::uuid[]) ORDER BY reservation_id', [sales.map((sale) => sale.id)])) as Array<{
        reservation_id: string;
      }>;
    const createdAudits = async () =>
      ((await app.db.query("SELECT count(*)::int AS count FROM audit_log WHERE action = 'partner.created'")) as Array<{ count: number }>)[0].count;
    expect(await partnersOf()).toHaveLength(1);
    const auditsBefore = await createdAudits();

    await app.commands.execute(new RunDailyPartnerRemindersCommand());
    expect((await partnersOf()).map((row) => row.reservation_id)).toEqual(sales.map((sale) => sale.id).sort());
    expect(await createdAudits()).toBe(auditsBefore + 4);

    // A second run finds nothing missing: no partner and no audit entry more.
    await app.commands.execute(new RunDailyPartnerRemindersCommand());
    expect(await partnersOf()).toHaveLength(5);
    expect(await createdAudits()).toBe(auditsBefore + 4);
  });
});
