import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  afterDepositMoneyReversed,
  blockExpiresAt,
  depositMethodOf,
  isClosedReservation,
  isTargetCovered,
  isUnpaidReservation,
  mayReclaimWithLateMoney,
  reservationStatusAfter,
  type ContractRescission,
  type ReservationEnding,
  type TargetMoney,
} from '@cdm/domain';
import { EntityManager } from 'typeorm';
import { UnitAvailability } from '../../inventory';
import { MoneyLedger, type MoneyTarget } from '../../payments';
import { AuditContext, AuditTrail, SYSTEM_CONTEXT } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { Settings } from '../../platform/settings/settings';
import { LateDepositRefundedEvent, ReservationActivatedEvent, ReservationDepositUndoneEvent } from '../events/reservation-events';
import { ReservationRepository } from '../persistence/reservation.repository';
import { UnitReservationEntity } from '../persistence/unit-reservation.entity';
import { ReservationContractRefusedError, ReservationNotFoundError, ReservationStateError } from '../reservations.errors';
import { RESERVATIONS_MESSAGES as m } from '../reservations.messages';
import type { ReverseReservationMoneyCommand } from './reverse-reservation-money.command';
import { SettleReservationContractCommand, type ContractSettlement } from './settle-reservation-contract.command';
import type { SyncReservationDepositOutcome } from './sync-reservation-deposit.command';

/** How an activation is audited: by whom, under which action, with what beside the new status. */
export type ActivationAudit = { context: AuditContext; action: string; after: Record<string, unknown> };

/** A reservation locked for a deposit's transaction (null when there is none), with the time. */
export type LockedForDeposit = { reservation: UnitReservationEntity | null; manager: EntityManager; now: Date };

/** A reservation's deposit in the record of money received. */
export const depositTarget = (reservationId: string): MoneyTarget => ({ kind: 'unit_reservation', id: reservationId });

/** What staff read beside a deposit's money: the unit and the reference it is paid with. */
export const depositLabel = (reservation: Pick<UnitReservationEntity, 'unitCode' | 'referenceNumber'>) =>
  `Unidad ${reservation.unitCode}${reservation.referenceNumber ? ` · ${reservation.referenceNumber}` : ''}`;

/** The re-claim of a unit lost its race for the unit after the money was moved: the transaction is rolled back and run without it. */
class ReclaimLost extends Error {}

/**
 * What a reservation's deposit does, shared by every path: the reservation follows its money in the
 * payments context's record (paid when its entries cover the deposit), and every path that ends it or
 * takes its deposit settles its contract by one rule (SettleReservationContractCommand).
 */
@Injectable()
export class ReservationDeposits {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly ledger: MoneyLedger,
    private readonly units: UnitAvailability,
    private readonly settings: Settings,
    private readonly audit: AuditTrail,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
  ) {}

  /** Where the paths start: one transaction, the reservation locked in it, then `work`. */
  onLockedReservation<T>(reservationId: string, work: (locked: LockedForDeposit) => Promise<T>): Promise<T> {
    return this.reservations.transaction(async (manager) => {
      const reservation = await this.reservations.lockById(reservationId, manager);
      return work({ reservation, manager, now: this.clock.now() });
    });
  }

  /** The reservation's money, locked after the reservation itself (the one order every path takes). */
  async lockMoney(manager: EntityManager, reservation: UnitReservationEntity): Promise<TargetMoney> {
    const target = depositTarget(reservation.id);
    await this.ledger.expect(manager, target, reservation.reservationDepositCentavos, depositLabel(reservation));
    return (await this.ledger.lock(manager, target)) as TargetMoney;
  }

  /** The deposit is paid: the unit reserved from `unitFrom`, the move audited and the investor's email committed with it. False (nothing written) when the unit could not be reserved. */
  async activate(
    manager: EntityManager,
    reservation: UnitReservationEntity,
    unitFrom: 'blocked' | 'available',
    audit: ActivationAudit,
    options: { unitMayNotMove?: boolean; paidAt?: Date } = {},
  ): Promise<boolean> {
    const now = this.clock.now();
    const [holdDays, applied] = await Promise.all([this.settings.get('paidHoldDays'), this.ledger.appliedBySource(depositTarget(reservation.id), manager)]);
    const method = depositMethodOf(applied) ?? 'staff';
    const deposit = { method, paidAt: options.paidAt ?? now, holdDays, unitFrom, now, unitMayNotMove: options.unitMayNotMove };
    if (!(await this.reservations.activate(reservation, deposit, manager))) return false;
    await this.reservations.auditMove(audit.context, reservation, audit.action, { ...audit.after, status: reservationStatusAfter('payByCard'), depositMethod: method, holdDays }, manager);
    await this.outbox.add(manager, new ReservationActivatedEvent(reservation.id));
    return true;
  }

  /**
   * Brings the reservation in line with its money (SyncReservationDepositCommand). The caller refunds
   * the card afterwards when the outcome says so (the provider is never called inside a transaction).
   */
  async follow(reservationId: string): Promise<SyncReservationDepositOutcome> {
    try {
      return await this.followOnce(reservationId, true);
    } catch (error) {
      if (!(error instanceof ReclaimLost)) throw error;
      return this.followOnce(reservationId, false);
    }
  }

  private followOnce(reservationId: string, mayReclaim: boolean): Promise<SyncReservationDepositOutcome> {
    return this.onLockedReservation(reservationId, async ({ reservation, manager, now }) => {
      if (!reservation) return 'unchanged';
      let money = await this.lockMoney(manager, reservation);
      const target = depositTarget(reservation.id);
      // A deposit that lost money (a line undone) takes the money of another payment waiting to return on it.
      if (money.open && !isTargetCovered(money) && money.toReturnCentavos > 0 && (isUnpaidReservation(reservation.status) || reservation.status === 'active')) {
        await this.ledger.applyToReturnOf(manager, target, ['card', 'bank_line', 'staff', 'manual'], SYSTEM_CONTEXT, m.toReturnAppliedReason);
        money = (await this.ledger.lock(manager, target)) as TargetMoney;
      }
      if (isUnpaidReservation(reservation.status)) {
        if (!isTargetCovered(money)) return 'unchanged';
        // The money is in: the deposit is recorded even if the unit's row had drifted.
        await this.activate(manager, reservation, 'blocked', { context: SYSTEM_CONTEXT, action: 'unit_reservation.deposit_paid', after: { unitCode: reservation.unitCode } }, { unitMayNotMove: true });
        return 'activated';
      }
      const lateCovers = money.appliedCentavos + money.toReturnCentavos + money.waivedCentavos >= money.owedCentavos && money.toReturnCentavos > 0;
      if (isClosedReservation(reservation.status) && mayReclaim && lateCovers) {
        const unitFree = (await this.units.statusOf(manager, reservation.unitCode)) === 'available';
        if (mayReclaimWithLateMoney({ status: reservation.status, everPaid: reservation.depositPaidAt !== null }, true, unitFree)) {
          await this.ledger.reopenTarget(manager, target);
          await this.ledger.applyToReturnOf(manager, target, ['card', 'bank_line', 'staff', 'manual'], SYSTEM_CONTEXT, m.reclaimReason);
          const after = await this.ledger.lock(manager, target);
          const audit = { context: SYSTEM_CONTEXT, action: 'unit_reservation.deposit_paid', after: { unitCode: reservation.unitCode, reclaimed: true } };
          if (!after || !isTargetCovered(after) || !(await this.activate(manager, reservation, 'available', audit))) throw new ReclaimLost();
          return 'reclaimed';
        }
      }
      // A card that is all to return (paid after the unit went to someone else, or a second payment) goes back to the card.
      if (!(await this.hasWholeCardToReturn(manager, target))) return 'unchanged';
      if (isClosedReservation(reservation.status) && reservation.depositPaidAt === null) {
        await this.keepForRefund(manager, reservation, now);
        return 'late_refund';
      }
      return 'duplicate_refund';
    });
  }

  /** Paid too late and the unit is gone: the deposit is recorded with its refund pending, and the investor told. */
  private async keepForRefund(manager: EntityManager, reservation: UnitReservationEntity, now: Date): Promise<void> {
    await this.reservations.recordLateDeposit(reservation.id, now, now, manager);
    await this.audit.record(manager, SYSTEM_CONTEXT, {
      action: 'unit_reservation.late_deposit_refunded',
      entityType: 'unit_reservation',
      entityId: reservation.id,
      after: { unitCode: reservation.unitCode },
    });
    await this.outbox.add(manager, new LateDepositRefundedEvent(reservation.id));
  }

  /** The card paid nothing of the deposit and all of it waits to go back (a card's one payment always pays its own reservation). */
  private async hasWholeCardToReturn(manager: EntityManager, target: MoneyTarget): Promise<boolean> {
    const [applied, toReturn] = await Promise.all([this.ledger.appliedBySource(target, manager), this.ledger.toReturnBySource(target, manager)]);
    return (applied.card ?? 0) === 0 && (toReturn.card ?? 0) > 0;
  }

  /**
   * Before a statement line's money is taken off the deposit (ReverseReservationMoneyCommand, in the
   * caller's transaction): a paid reservation no longer covered goes back to a block, its contract settled.
   */
  async beforeMoneyReversed({ reservationId, appliedCentavos, toReturnCentavos, reason, rescission, context, manager }: ReverseReservationMoneyCommand): Promise<void> {
    const reservation = await this.reservations.lockById(reservationId, manager);
    if (!reservation) throw new ReservationNotFoundError();
    const money = await this.lockMoney(manager, reservation);
    // Another payment's money waiting to return on this deposit stands in for what goes (follow() applies it after).
    const standIn = money.open ? Math.max(0, money.toReturnCentavos - toReturnCentavos) : 0;
    const stillCovered = isTargetCovered({ ...money, appliedCentavos: money.appliedCentavos - appliedCentavos + standIn });
    const decision = afterDepositMoneyReversed(reservation.status, stillCovered);
    if (decision === 'refused_sold') throw new ReservationStateError(m.undoDepositSold);
    if (decision === 'unchanged') return;
    await this.settleContract(manager, reservation.id, 'undo_deposit', rescission, context);
    const now = this.clock.now();
    const until = blockExpiresAt(now, await this.settings.get('temporaryBlockHours'));
    await this.reservations.undoDeposit(reservation, until, now, manager);
    await this.reservations.auditMove(
      context,
      reservation,
      'unit_reservation.deposit_undone',
      { status: reservationStatusAfter('undoDeposit'), unitCode: reservation.unitCode, expiresAt: until.toISOString(), reason },
      manager,
    );
    // The investor was told the unit is reserved: they learn it is not, and the new deadline. The
    // expiry sweep (every minute) ends the block on time.
    await this.outbox.add(manager, new ReservationDepositUndoneEvent(reservation.id));
  }

  /** The contract rule of every path that ends a reservation or takes its deposit, in that path's transaction; a refusal is thrown. */
  async settleContract(manager: EntityManager, reservationId: string, ending: ReservationEnding, rescission: ContractRescission | null, context: AuditContext): Promise<ContractSettlement> {
    const settlement = await this.commands.execute<SettleReservationContractCommand, ContractSettlement>(
      new SettleReservationContractCommand(reservationId, ending, rescission, context, manager),
    );
    if (settlement.outcome === 'refused') throw new ReservationContractRefusedError(m.contractRefusal(ending, settlement.reason));
    return settlement;
  }
}
