import { randomInt } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { blockExpiresAt, CARD_PAYMENT_WINDOW_MINUTES, referenceNumber } from '@cdm/domain';
import { DataSource, EntityManager, In, QueryFailedError } from 'typeorm';
import { UnitAvailability } from '../../inventory';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { Settings } from '../../platform/settings/settings';
import { UnitBlockedEvent } from '../events/reservation-events';
import { ExpiryScheduler } from '../expiry-scheduler';
import { UNPAID_STATUSES, UnitReservationEntity } from '../persistence/unit-reservation.entity';
import { PlanPricing } from '../plan';
import { TooManyUnpaidBlocksError, UnitAlreadyBlockedError, UnitNotAvailableError, UnitNotFoundError } from '../reservations.errors';
import { HoldUnitCommand, HoldUnitResult } from './hold-unit.command';
import { Outbox } from '../../platform/outbox';

const isUniqueViolation = (error: unknown) => error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';

@CommandHandler(HoldUnitCommand)
export class HoldUnitHandler implements ICommandHandler<HoldUnitCommand, HoldUnitResult> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly units: UnitAvailability,
    private readonly pricing: PlanPricing,
    private readonly settings: Settings,
    private readonly audit: AuditTrail,
    private readonly expiry: ExpiryScheduler,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async execute({ investorId, unitCode, choice, route, context, referenceNumber: givenReference }: HoldUnitCommand): Promise<HoldUnitResult> {
    const now = this.clock.now();
    const { plan } = await this.pricing.price(unitCode, choice, now);
    const [blockHours, maxUnpaid] = await Promise.all([
      this.settings.get('temporaryBlockHours'),
      this.settings.get('maxUnpaidBlocksPerInvestor'),
    ]);
    const expiresAt =
      route === 'block' ? blockExpiresAt(now, blockHours) : new Date(now.getTime() + CARD_PAYMENT_WINDOW_MINUTES * 60_000);
    const reference = route === 'block' ? (givenReference ?? referenceNumber(now, Array.from({ length: 6 }, () => randomInt(0, 1_000_000)))) : null;

    const hold = async (manager: EntityManager): Promise<HoldUnitResult> => {
      // One investor's holds are counted and changed one request at a time.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`unit-holds:${investorId}`]);
      const repository = manager.getRepository(UnitReservationEntity);

      const own = await repository.findOne({
        where: { investorId, unitCode, status: In([...UNPAID_STATUSES]) },
        lock: { mode: 'pessimistic_write' },
      });
      if (own) {
        // The investor already holds this unit: the cancel route turns the card hold into an 8-hour
        // block, and asking again keeps the same hold with the latest plan.
        const nextExpiry = route === 'block' && (own.expiresAt?.getTime() ?? 0) < expiresAt.getTime() ? expiresAt : own.expiresAt;
        const status = route === 'block' ? 'blocked' : own.status;
        const ownReference = route === 'block' ? (own.referenceNumber ?? reference) : own.referenceNumber;
        await repository.update(own.id, {
          status,
          plan,
          totalAmountCentavos: plan.totalAmountCentavos,
          expiresAt: nextExpiry,
          referenceNumber: ownReference,
          depositMethod: givenReference ? 'bank_transfer' : own.depositMethod,
          updatedAt: now,
        });
        return { reservationId: own.id, status: status as 'pending' | 'blocked', expiresAt: nextExpiry ?? expiresAt, referenceNumber: ownReference };
      }

      const unpaid = await repository.count({ where: { investorId, status: In([...UNPAID_STATUSES]) } });
      if (unpaid >= maxUnpaid) throw new TooManyUnpaidBlocksError(maxUnpaid);

      if (!(await this.units.move(manager, unitCode, ['available'], 'blocked', now))) {
        const status = await this.units.statusOf(manager, unitCode);
        if (status === null) throw new UnitNotFoundError(unitCode);
        throw status === 'blocked' ? new UnitAlreadyBlockedError(unitCode) : new UnitNotAvailableError(unitCode);
      }
      const saved = await repository.save(
        repository.create({
          investorId,
          unitCode,
          productType: plan.productType,
          status: route === 'block' ? 'blocked' : 'pending',
          depositMethod: givenReference ? 'bank_transfer' : null,
          referenceNumber: reference,
          plan,
          totalAmountCentavos: plan.totalAmountCentavos,
          reservationDepositCentavos: plan.reservationDepositCentavos,
          expiresAt,
          createdAt: now,
          updatedAt: now,
        }),
      );
      await this.audit.record(
        manager,
        context,
        { action: `unit_reservation.${route === 'block' ? 'blocked' : 'pending'}`, entityType: 'unit_reservation', entityId: saved.id, after: { unitCode, expiresAt } },
      );
      return { reservationId: saved.id, status: saved.status as 'pending' | 'blocked', expiresAt, referenceNumber: reference };
    };

    let result: HoldUnitResult;
    try {
      result = await this.dataSource.transaction(async (manager) => {
        const held = await hold(manager);
        // The bank-transfer instructions commit with the block (a card hold sends none).
        if (held.status === 'blocked') await this.outbox.add(manager, new UnitBlockedEvent(held.reservationId));
        return held;
      });
    } catch (error) {
      // The unique index is the last guard: a hold that slipped past the status check loses here.
      if (isUniqueViolation(error)) throw new UnitAlreadyBlockedError(unitCode);
      throw error;
    }

    await this.expiry.schedule(result.reservationId, result.expiresAt);
    return result;
  }
}
