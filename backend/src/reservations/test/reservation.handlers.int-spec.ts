import { defaultDownPaymentDate } from '@cdm/domain';
import type { PaymentView } from '../../payments';
import { SYSTEM_CONTEXT } from '../../platform/audit';
import { freeUnit, moneyArrives, newInvestor, newReservation, reservationState, startHandlerApp, type HandlerApp } from '../../../test-support/factories';
import { CancelReservationCommand } from '../commands/cancel-reservation.command';
import { ConfirmReservationDepositCommand } from '../commands/confirm-reservation-deposit.command';
import { ConvertReservationToSaleCommand } from '../commands/convert-reservation-to-sale.command';
import { ExpireReservationCommand } from '../commands/expire-reservation.command';
import { HoldUnitCommand, type HoldUnitResult } from '../commands/hold-unit.command';
import { RecordReservationDepositCommand } from '../commands/record-reservation-deposit.command';
import { RefundReservationDepositCommand } from '../commands/refund-reservation-deposit.command';
import { mexicoCityDate } from '../plan';
import { RESERVATIONS_MESSAGES } from '../reservations.messages';

// 'Convertir' without a contract, as an admin does with a reason (the contract's own tests are in contracts/test).
const OVERRIDE = { reason: 'Contrato firmado fuera de la plataforma (prueba)', byAdmin: true };

/**
 * The reservation rules, one command at a time through the command bus (no HTTP), on a database of
 * this file's own: hold → confirm → convert, expire, cancel, late deposits, and the refused moves.
 */
describe('reservation command handlers', () => {
  let app: HandlerApp;
  const taken = new Set<string>();

  const hold = async (investorId: string, unitCode: string, route: 'card' | 'block') =>
    app.commands.execute<HoldUnitCommand, HoldUnitResult>(
      new HoldUnitCommand(
        investorId,
        unitCode,
        Object.assign(
          { unitCode, downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36, paymentDay: 15 },
          { downPaymentScheduledDate: defaultDownPaymentDate(mexicoCityDate(app.clock.now())) },
        ),
        route,
        SYSTEM_CONTEXT,
      ),
    );
  const succeeded = (): PaymentView => ({
    id: 'pago-de-prueba',
    status: 'succeeded',
    amountCentavos: 100_000_00,
    succeededAt: app.clock.now(),
    refundStatus: null,
    refundedAt: null,
  });
  const unusedUnit = () => freeUnit(app, taken);

  beforeAll(async () => {
    app = await startHandlerApp();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  describe('hold', () => {
    it('blocks a free unit with a reference, keeps it for its holder and refuses it to anyone else', async () => {
      const unitCode = await unusedUnit();
      const [first, second] = [await newInvestor(app), await newInvestor(app)];
      const blocked = await hold(first, unitCode, 'block');
      expect(blocked).toMatchObject({ status: 'blocked', alreadyBlockedByThem: false });
      expect(blocked.referenceNumber).toMatch(/^CDM-/);
      expect(await reservationState(app, blocked.reservationId)).toMatchObject({ status: 'blocked', unitStatus: 'blocked' });

      await expect(hold(second, unitCode, 'block')).rejects.toThrow(RESERVATIONS_MESSAGES.notAvailable(unitCode));
      const again = await hold(first, unitCode, 'block');
      expect(again).toMatchObject({ reservationId: blocked.reservationId, alreadyBlockedByThem: true });
    });

    it('turns its holder’s card hold (pending) into a block on the cancel route', async () => {
      const unitCode = await unusedUnit();
      const investor = await newInvestor(app);
      const card = await hold(investor, unitCode, 'card');
      expect(card).toMatchObject({ status: 'pending', referenceNumber: null });
      const blocked = await hold(investor, unitCode, 'block');
      expect(blocked).toMatchObject({ reservationId: card.reservationId, status: 'blocked', alreadyBlockedByThem: false });
      expect(blocked.referenceNumber).toMatch(/^CDM-/);
    });

    it('refuses an investor whose email is not proven', async () => {
      const unitCode = await unusedUnit();
      await expect(hold(await newInvestor(app, { emailVerified: false }), unitCode, 'block')).rejects.toThrow(RESERVATIONS_MESSAGES.emailNotVerified);
    });
  });

  describe('staff confirm the deposit', () => {
    it('makes a blocked hold active and reserves its unit, once', async () => {
      const reservation = await newReservation(app, taken, { status: 'blocked', depositMethod: 'bank_transfer' });
      const confirmed = await app.commands.execute(new ConfirmReservationDepositCommand(reservation.id, SYSTEM_CONTEXT));
      // Staff's word is the deposit's only source until a statement line shows it.
      expect(confirmed).toMatchObject({ status: 'active', reservationDepositPaid: true, depositMethod: 'staff', money: { receivedCentavos: 100_000_00, toReturnCentavos: 0 } });
      expect(await reservationState(app, reservation.id)).toMatchObject({ status: 'active', unitStatus: 'reserved' });
      await expect(app.commands.execute(new ConfirmReservationDepositCommand(reservation.id, SYSTEM_CONTEXT))).resolves.toMatchObject({ status: 'active' });
    });

    it('refuses an expired or sold reservation', async () => {
      for (const status of ['expired', 'converted'] as const) {
        const reservation = await newReservation(app, taken, { status });
        await expect(app.commands.execute(new ConfirmReservationDepositCommand(reservation.id, SYSTEM_CONTEXT))).rejects.toThrow(
          RESERVATIONS_MESSAGES.confirmOnlyUnpaid,
        );
      }
    });
  });

  describe('convert to a sale', () => {
    it('sells an active reservation’s unit, once', async () => {
      const reservation = await newReservation(app, taken, { status: 'active' });
      await expect(app.commands.execute(new ConvertReservationToSaleCommand(reservation.id, SYSTEM_CONTEXT, OVERRIDE))).resolves.toMatchObject({ status: 'converted' });
      expect(await reservationState(app, reservation.id)).toMatchObject({ status: 'converted', unitStatus: 'sold' });
      await expect(app.commands.execute(new ConvertReservationToSaleCommand(reservation.id, SYSTEM_CONTEXT))).resolves.toMatchObject({ status: 'converted' });
    });

    it('refuses an unpaid hold', async () => {
      const reservation = await newReservation(app, taken, { status: 'blocked' });
      await expect(app.commands.execute(new ConvertReservationToSaleCommand(reservation.id, SYSTEM_CONTEXT))).rejects.toThrow(
        RESERVATIONS_MESSAGES.convertOnlyActive,
      );
      expect(await reservationState(app, reservation.id)).toMatchObject({ status: 'blocked', unitStatus: 'blocked' });
    });
  });

  describe('expire', () => {
    it('releases an unpaid hold past its time, and only then', async () => {
      const due = await newReservation(app, taken, { status: 'pending', expiresAt: new Date(app.clock.now().getTime() - 1_000) });
      const later = await newReservation(app, taken, { status: 'blocked', expiresAt: new Date(app.clock.now().getTime() + 60_000) });
      expect(await app.commands.execute(new ExpireReservationCommand(due.id))).toBe(true);
      expect(await reservationState(app, due.id)).toMatchObject({ status: 'expired', unitStatus: 'available' });
      expect(await app.commands.execute(new ExpireReservationCommand(due.id))).toBe(false);
      expect(await app.commands.execute(new ExpireReservationCommand(later.id))).toBe(false);
      expect(await reservationState(app, later.id)).toMatchObject({ status: 'blocked', unitStatus: 'blocked' });
    });

    it('leaves a paid hold alone', async () => {
      const active = await newReservation(app, taken, { status: 'active' });
      expect(await app.commands.execute(new ExpireReservationCommand(active.id))).toBe(false);
      expect(await reservationState(app, active.id)).toMatchObject({ status: 'active', unitStatus: 'reserved' });
    });
  });

  describe('the investor cancels', () => {
    it('frees an unpaid hold’s unit, and cancelling again changes nothing', async () => {
      const reservation = await newReservation(app, taken, { status: 'pending' });
      const cancel = () => app.commands.execute(new CancelReservationCommand(reservation.investorId, reservation.id, SYSTEM_CONTEXT));
      await cancel();
      expect(await reservationState(app, reservation.id)).toMatchObject({ status: 'cancelled', unitStatus: 'available' });
      await expect(cancel()).resolves.toBeUndefined();
    });

    it('refuses a paid hold, and someone else’s', async () => {
      const active = await newReservation(app, taken, { status: 'active' });
      await expect(app.commands.execute(new CancelReservationCommand(active.investorId, active.id, SYSTEM_CONTEXT))).rejects.toThrow(
        RESERVATIONS_MESSAGES.cancelAfterDeposit,
      );
      const blocked = await newReservation(app, taken, { status: 'blocked' });
      await expect(app.commands.execute(new CancelReservationCommand(active.investorId, blocked.id, SYSTEM_CONTEXT))).rejects.toThrow(
        RESERVATIONS_MESSAGES.reservationNotFound,
      );
    });
  });

  describe('a card deposit arrives', () => {
    it('activates an unpaid hold once the card’s money is in the record', async () => {
      const reservation = await newReservation(app, taken, { status: 'pending' });
      await moneyArrives(app, reservation.id, 100_000_00, 'card');
      expect(await app.commands.execute(new RecordReservationDepositCommand(reservation.id, succeeded()))).toBe('activated');
      expect(await reservationState(app, reservation.id)).toMatchObject({ status: 'active', unitStatus: 'reserved', depositPaid: true });
      expect(await app.commands.execute(new RecordReservationDepositCommand(reservation.id, succeeded()))).toBe('unchanged');
    });

    it('re-claims a lapsed hold’s unit while it is free, and is refunded once it is gone', async () => {
      const lapsed = await newReservation(app, taken, { status: 'expired' });
      // Paid after the hold ended: the record keeps it to return until the reservation decides.
      expect(await moneyArrives(app, lapsed.id, 100_000_00, 'card')).toMatchObject({ appliedCentavos: 0, toReturnCentavos: 100_000_00 });
      expect(await app.commands.execute(new RecordReservationDepositCommand(lapsed.id, succeeded()))).toBe('activated');
      expect(await reservationState(app, lapsed.id)).toMatchObject({ status: 'active', unitStatus: 'reserved' });

      const gone = await newReservation(app, taken, { status: 'cancelled' });
      await hold(await newInvestor(app), gone.unitCode, 'block');
      await moneyArrives(app, gone.id, 100_000_00, 'card');
      expect(await app.commands.execute(new RecordReservationDepositCommand(gone.id, succeeded()))).toBe('late_refund');
      expect(await reservationState(app, gone.id)).toMatchObject({ status: 'cancelled', unitStatus: 'blocked', depositPaid: true, refundStatus: 'pending' });
    });
  });

  describe('staff refund', () => {
    it('releases a deposit paid by bank transfer, its money to return; refuses a sale', async () => {
      const transfer = await newReservation(app, taken, { status: 'active', depositMethod: 'bank_transfer' });
      await expect(app.commands.execute(new RefundReservationDepositCommand(transfer.id, SYSTEM_CONTEXT))).resolves.toMatchObject({
        status: 'cancelled',
        money: { receivedCentavos: 0, toReturnCentavos: 100_000_00 },
      });
      expect(await reservationState(app, transfer.id)).toMatchObject({ status: 'cancelled', unitStatus: 'available' });
      const sold = await newReservation(app, taken, { status: 'converted' });
      await expect(app.commands.execute(new RefundReservationDepositCommand(sold.id, SYSTEM_CONTEXT))).rejects.toThrow(RESERVATIONS_MESSAGES.alreadySold);
      expect(await reservationState(app, sold.id)).toMatchObject({ status: 'converted', unitStatus: 'sold' });
    });
  });
});
