import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { UnitChangeEvent, UnitStatus } from '@cdm/contracts';
import { defaultDownPaymentDate } from '@cdm/domain';
import { SYSTEM_CONTEXT } from '../../platform/audit';
import { dropDatabase } from '../../platform/database';
import { EventStreamClient } from '../../../test-support/event-stream-client';
import { freeUnit, freshDatabase, newInvestor, newReservation, type HandlerApp } from '../../../test-support/factories';
import { signedInStaff, type HttpSession } from '../../../test-support/http-session';
import { startTestApp, type TestApp } from '../../../test-support/test-app';
import { CancelReservationCommand } from '../commands/cancel-reservation.command';
import { ConfirmReservationDepositCommand } from '../commands/confirm-reservation-deposit.command';
import { ConvertReservationToSaleCommand } from '../commands/convert-reservation-to-sale.command';
import { ExpireReservationCommand } from '../commands/expire-reservation.command';
import { HoldUnitCommand } from '../commands/hold-unit.command';
import { RefundReservationDepositCommand } from '../commands/refund-reservation-deposit.command';
import { ReverseReservationMoneyCommand } from '../commands/reverse-reservation-money.command';
import { mexicoCityDate } from '../plan';

const ADMIN = { email: 'vivo.admin@cdm.test', password: 'Admin-EnVivo-2026!' };
const OVERRIDE = { reason: 'Contrato firmado fuera de la plataforma (prueba)', byAdmin: true };
const DEPOSIT = 100_000_00;

type Move = { unitCode: string; act: () => Promise<unknown> };

/**
 * Every kind of change of a unit reaches the live stream (GET /api/units/events) as exactly one event:
 * the reservation moves through their own commands, the staff's price and area edits over HTTP.
 */
describe('one live event per change of a unit', () => {
  let databaseUrl: string;
  let testApp: TestApp;
  let app: HandlerApp;
  let admin: HttpSession;
  let stream: EventStreamClient;
  const taken = new Set<string>();

  beforeAll(async () => {
    databaseUrl = await freshDatabase('unit_change_events');
    testApp = await startTestApp({ DATABASE_URL: databaseUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const { app: context, db, clock } = testApp;
    app = { context, db, clock, commands: context.get(CommandBus), queries: context.get(QueryBus), close: testApp.close };
    admin = await signedInStaff(testApp.baseUrl, ADMIN);
    stream = await EventStreamClient.open(`${testApp.baseUrl}/api/units/events`);
    await stream.waitFor((event) => event.event === 'snapshot');
  }, 60_000);

  afterAll(async () => {
    stream?.close();
    await testApp?.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  const latestVersion = async () => Number((await testApp.db.query('SELECT version FROM unit_change_version'))[0].version);

  /** The unit events the action caused: every change committed after the stream had the ones before. */
  const eventsOf = async (act: () => Promise<unknown>): Promise<UnitChangeEvent[]> => {
    const before = await latestVersion();
    await stream.waitFor((event) => Number(event.id) >= before);
    await act();
    const after = await latestVersion();
    await stream.waitFor((event) => Number(event.id) >= after);
    return stream.data<UnitChangeEvent>('unit').filter((change) => change.version > before);
  };

  const hold = async (unitCode: string) => {
    const choice = { unitCode, downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36, paymentDay: 15 };
    const downPaymentScheduledDate = defaultDownPaymentDate(mexicoCityDate(app.clock.now()));
    return app.commands.execute(new HoldUnitCommand(await newInvestor(app), unitCode, { ...choice, downPaymentScheduledDate }, 'block', SYSTEM_CONTEXT));
  };

  const MOVES: Array<[string, UnitStatus, UnitStatus, () => Promise<Move>]> = [
    ['an investor blocks a unit', 'available', 'blocked', async () => {
      const unitCode = await freeUnit(app, taken);
      return { unitCode, act: () => hold(unitCode) };
    }],
    ['an investor cancels an unpaid hold', 'blocked', 'available', async () => {
      const reservation = await newReservation(app, taken, { status: 'pending' });
      return { unitCode: reservation.unitCode, act: () => app.commands.execute(new CancelReservationCommand(reservation.investorId, reservation.id, SYSTEM_CONTEXT)) };
    }],
    ['an unpaid hold expires', 'blocked', 'available', async () => {
      const reservation = await newReservation(app, taken, { status: 'blocked', expiresAt: new Date(app.clock.now().getTime() - 1_000) });
      return { unitCode: reservation.unitCode, act: () => app.commands.execute(new ExpireReservationCommand(reservation.id)) };
    }],
    ['staff confirm a deposit', 'blocked', 'reserved', async () => {
      const reservation = await newReservation(app, taken, { status: 'blocked', depositMethod: 'bank_transfer' });
      return { unitCode: reservation.unitCode, act: () => app.commands.execute(new ConfirmReservationDepositCommand(reservation.id, SYSTEM_CONTEXT)) };
    }],
    ['a reservation becomes a sale', 'reserved', 'sold', async () => {
      const reservation = await newReservation(app, taken, { status: 'active' });
      return { unitCode: reservation.unitCode, act: () => app.commands.execute(new ConvertReservationToSaleCommand(reservation.id, SYSTEM_CONTEXT, OVERRIDE)) };
    }],
    ['an admin undoes the bank line that paid a deposit', 'reserved', 'blocked', async () => {
      const reservation = await newReservation(app, taken, { status: 'active', depositMethod: 'bank_transfer' });
      const undo = () =>
        app.db.transaction((manager) =>
          app.commands.execute(new ReverseReservationMoneyCommand(reservation.id, DEPOSIT, 0, 'Pago de otra persona', null, SYSTEM_CONTEXT, manager)),
        );
      return { unitCode: reservation.unitCode, act: undo };
    }],
    ['staff refund a paid hold', 'reserved', 'available', async () => {
      const reservation = await newReservation(app, taken, { status: 'active', depositMethod: 'bank_transfer' });
      return { unitCode: reservation.unitCode, act: () => app.commands.execute(new RefundReservationDepositCommand(reservation.id, SYSTEM_CONTEXT)) };
    }],
  ];

  it.each(MOVES)('%s: one event, %s → %s', async (_name, from, to, arrange) => {
    const { unitCode, act } = await arrange();
    const events = await eventsOf(act);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({ unit: { unitCode, status: to }, previousStatus: from });
    // The unit as the list shows it now.
    const listed = ((await (await fetch(`${testApp.baseUrl}/api/units`)).json()) as UnitChangeEvent['unit'][]).find((unit) => unit.unitCode === unitCode);
    expect(event.unit).toEqual(listed);
  });

  const monza = async () => {
    const [type] = await testApp.db.query(`SELECT id, code FROM product_types WHERE code = 'box-premium-monza'`);
    const units = await testApp.db.query<Array<{ unit_code: string; status: UnitStatus }>>(`SELECT unit_code, status FROM units WHERE product_type = $1`, [type.code]);
    return { id: type.id as string, units };
  };

  it.each([
    ['price', { price: 7_250_000 }, { currentPriceCentavos: 7_250_000_00 }],
    ['area', { area: 64 }, { areaM2: 64 }],
  ] as const)('a staff %s change: one event for each unit of the product type, its status unchanged', async (field, body, figures) => {
    const type = await monza();
    const events = await eventsOf(async () => expect((await admin.patch(`/api/admin/product-types/${type.id}/${field}`, body)).status).toBe(200));
    expect(events.map((event) => event.unit.unitCode).sort()).toEqual(type.units.map((unit) => unit.unit_code).sort());
    const statusOf = new Map(type.units.map((unit) => [unit.unit_code, unit.status]));
    for (const event of events) {
      expect(event.unit).toMatchObject({ ...figures, status: statusOf.get(event.unit.unitCode) });
      expect(event.previousStatus).toBe(statusOf.get(event.unit.unitCode));
    }
    // The same figure again changes nothing anyone sees: no event.
    expect(await eventsOf(() => admin.patch(`/api/admin/product-types/${type.id}/${field}`, body))).toEqual([]);
  });
});
