import { ReservationDepositUndoneEvent, UnitBlockedEvent } from '../../reservations';
import { newReservation, startHandlerApp, type HandlerApp } from '../../../test-support/factories';
import { SendReservationEmailsListener } from '../listeners/send-reservation-emails.listener';

describe('a reservation event handled again after the reservation moved on', () => {
  let app: HandlerApp;
  const taken = new Set<string>();

  beforeAll(async () => {
    app = await startHandlerApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const emailsOf = async (reservationId: string) =>
    ((await app.db.query(`SELECT dedupe_key FROM email_log WHERE dedupe_key LIKE $1 ORDER BY dedupe_key`, [`reservation.${reservationId}.%`])) as Array<{
      dedupe_key: string;
    }>).map((row) => row.dedupe_key);

  it('sends the block its one email, however often the event is handled', async () => {
    const blocked = await newReservation(app, taken, { status: 'blocked' });
    const listener = app.context.get(SendReservationEmailsListener);
    await listener.handle(new UnitBlockedEvent(blocked.id));
    await listener.handle(new UnitBlockedEvent(blocked.id));
    expect(await emailsOf(blocked.id)).toEqual([expect.stringMatching(new RegExp(`^reservation\\.${blocked.id}\\.blocked\\.\\d+$`))]);
  });

  it('sends no request to pay for a hold whose deposit was paid since (a retry, or the outbox relayed again after a restore)', async () => {
    const listener = app.context.get(SendReservationEmailsListener);
    for (const status of ['active', 'converted', 'expired', 'cancelled'] as const) {
      const reservation = await newReservation(app, taken, { status });
      await listener.handle(new UnitBlockedEvent(reservation.id));
      await listener.handle(new ReservationDepositUndoneEvent(reservation.id));
      expect({ status, emails: await emailsOf(reservation.id) }).toEqual({ status, emails: [] });
    }
  });
});
