import { randomInt } from 'node:crypto';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import {
  blockExpiresAt,
  canonicalReferenceNumber,
  CARD_PAYMENT_WINDOW_MINUTES,
  hasMadeReservationMove,
  initialReservationStatus,
  maxUnpaidHoldsOverall,
  referenceNumber,
  reservationStatusAfter,
} from '@cdm/domain';
import { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../platform/database';
import { UnitAvailability } from '../../inventory';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { AppConfig } from '../../platform/config';
import { GetInvestorAccountQuery, type InvestorAccountView } from '../../platform/identity';
import { Settings } from '../../platform/settings/settings';
import { UnitBlockedEvent, UnitHeldEvent } from '../events/reservation-events';
import { ExpiryScheduler } from '../expiry-scheduler';
import { ReservationRepository } from '../persistence/reservation.repository';
import { PlanPricing } from '../plan';
import {
  EmailNotVerifiedError,
  HoldsCapReachedError,
  TooManyHoldsFromNetworkError,
  ReferenceTakenError,
  TooManyUnpaidBlocksError,
  UnitNotAvailableError,
  UnitNotFoundError,
} from '../reservations.errors';
import { HoldUnitCommand, HoldUnitResult } from './hold-unit.command';
import { Outbox } from '../../platform/outbox';
import { MoneyLedger } from '../../payments';
import { depositLabel, depositTarget } from './reservation-deposits';

@CommandHandler(HoldUnitCommand)
export class HoldUnitHandler implements ICommandHandler<HoldUnitCommand, HoldUnitResult> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly units: UnitAvailability,
    private readonly pricing: PlanPricing,
    private readonly settings: Settings,
    private readonly audit: AuditTrail,
    private readonly expiry: ExpiryScheduler,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
    private readonly outbox: Outbox,
    private readonly ledger: MoneyLedger,
  ) {}

  async execute({ investorId, unitCode, choice, route, context, referenceNumber: givenReference, clientIp }: HoldUnitCommand): Promise<HoldUnitResult> {
    // Units are held only by an investor whose email was proven (a one-time link sent to it was used).
    const account = await this.queries.execute<GetInvestorAccountQuery, InvestorAccountView | null>(new GetInvestorAccountQuery(investorId));
    if (!account?.emailVerified) throw new EmailNotVerifiedError();
    const now = this.clock.now();
    const { plan } = await this.pricing.price(unitCode, choice, now);
    const [blockHours, maxUnpaid] = await Promise.all([
      this.settings.get('temporaryBlockHours'),
      this.settings.get('maxUnpaidBlocksPerInvestor'),
    ]);
    const expiresAt =
      route === 'block' ? blockExpiresAt(now, blockHours) : new Date(now.getTime() + CARD_PAYMENT_WINDOW_MINUTES * 60_000);
    // One canonical form: what the browser sends is normalised (the DTO refused any other shape), else the server draws one.
    const sent = givenReference ? canonicalReferenceNumber(givenReference) : null;
    const reference = route === 'block' ? (sent ?? referenceNumber(now, Array.from({ length: 6 }, () => randomInt(0, 1_000_000)))) : null;

    const hold = async (manager: EntityManager): Promise<HoldUnitResult> => {
      // One investor's holds are counted and changed one request at a time.
      await this.reservations.lockInvestorHolds(investorId, manager);

      const own = await this.reservations.lockOwnUnpaidHold(investorId, unitCode, manager);
      if (own) {
        // The investor already holds this unit: the cancel route turns the card hold into an 8-hour
        // block, and asking again keeps the same hold with the latest plan.
        const blocking = route === 'block';
        const nextExpiry = blocking && (own.expiresAt?.getTime() ?? 0) < expiresAt.getTime() ? expiresAt : own.expiresAt;
        const status = blocking ? reservationStatusAfter('block') : own.status;
        const ownReference = blocking ? (own.referenceNumber ?? reference) : own.referenceNumber;
        await this.reservations.renewHold(
          own.id, {
            status,
            plan,
            totalAmountCentavos: plan.totalAmountCentavos,
            expiresAt: nextExpiry,
            referenceNumber: ownReference,
            depositMethod: givenReference ? 'bank_transfer' : own.depositMethod,
          }, now, manager,
        );
        return {
          reservationId: own.id,
          status: status as HoldUnitResult['status'],
          expiresAt: nextExpiry ?? expiresAt,
          referenceNumber: ownReference,
          alreadyBlockedByThem: blocking && hasMadeReservationMove(own.status, 'block'),
        };
      }

      const unpaid = await this.reservations.countUnpaidOfInvestor(investorId, manager);
      if (unpaid >= maxUnpaid) throw new TooManyUnpaidBlocksError(maxUnpaid);

      if (!(await this.units.move(manager, unitCode, ['available'], 'blocked', now))) {
        const status = await this.units.statusOf(manager, unitCode);
        if (status === null) throw new UnitNotFoundError(unitCode);
        // The investor's own unpaid hold was handled above: whoever holds it now is someone else, and
        // 'ya está bloqueada. Revisa tu email…' is meant for the holder only.
        throw new UnitNotAvailableError(unitCode);
      }
      // Only the request that won the unit waits for the caps' lock; a refusal rolls the move back.
      await this.assertRoomForAnotherUnpaidHold(manager, clientIp);
      const status = initialReservationStatus(route);
      const saved = await this.reservations.insertHold(
        {
          investorId,
          unitCode,
          productType: plan.productType,
          status,
          depositMethod: givenReference ? 'bank_transfer' : null,
          referenceNumber: reference,
          clientIp,
          plan,
          totalAmountCentavos: plan.totalAmountCentavos,
          reservationDepositCentavos: plan.reservationDepositCentavos,
          expiresAt,
        }, now, manager,
      );
      // What its deposit owes, in the record of money received (a transfer may pay it before any card).
      await this.ledger.expect(manager, depositTarget(saved.id), saved.reservationDepositCentavos, depositLabel(saved));
      await this.outbox.add(manager, new UnitHeldEvent(saved.id));
      await this.audit.record(manager, context, {
        action: `unit_reservation.${status}`,
        entityType: 'unit_reservation',
        entityId: saved.id,
        after: { unitCode, expiresAt },
      });
      return { reservationId: saved.id, status, expiresAt, referenceNumber: reference, alreadyBlockedByThem: false };
    };

    let result: HoldUnitResult;
    try {
      result = await this.reservations.transaction(async (manager) => {
        const held = await hold(manager);
        // The bank-transfer instructions commit with the block (a card hold sends none).
        if (hasMadeReservationMove(held.status, 'block')) await this.outbox.add(manager, new UnitBlockedEvent(held.reservationId));
        return held;
      });
    } catch (error) {
      // The unique index is the last guard: a hold that slipped past the status check loses here, to
      // another investor (one investor's requests run one at a time).
      if (isUniqueViolation(error, 'unit_reservations_reference_number_key')) throw new ReferenceTakenError();
      if (isUniqueViolation(error)) throw new UnitNotAvailableError(unitCode);
      throw error;
    }

    await this.expiry.schedule(result.reservationId, result.expiresAt);
    return result;
  }

  /**
   * Caps across investors (decisions.md #20): unpaid holds from one IP, and from everyone as a share
   * of the inventory, so throwaway accounts cannot hold every unit. Called after the unit was won: new
   * unpaid holds take one lock (after the investor's lock and their unit's row), so parallel requests
   * are counted one at a time and each sees the holds committed before it.
   */
  private async assertRoomForAnotherUnpaidHold(manager: EntityManager, clientIp: string | null): Promise<void> {
    await this.reservations.lockNewUnpaidHolds(manager);
    if (clientIp !== null && (await this.reservations.countUnpaid({ clientIp }, manager)) >= this.config.maxUnpaidHoldsPerIp) {
      throw new TooManyHoldsFromNetworkError();
    }
    const overall = await this.reservations.countUnpaid({}, manager);
    const inventory = await this.units.inventorySize(manager);
    if (overall >= maxUnpaidHoldsOverall(inventory, this.config.maxUnpaidHoldsPercent)) throw new HoldsCapReachedError();
  }
}
