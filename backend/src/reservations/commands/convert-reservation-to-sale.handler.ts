import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { AdminReservation } from '@cdm/contracts';
import { canMoveReservation, hasMadeReservationMove, reservationStatusAfter, saleContractGate } from '@cdm/domain';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { Settings } from '../../platform/settings/settings';
import { ReservationConvertedToSaleEvent } from '../events/reservation-events';
import { ReservationRepository } from '../persistence/reservation.repository';
import { GetAdminReservationQuery } from '../queries/get-admin-reservation.query';
import { GetReservationContractStatusQuery, type ReservationContractStatus } from '../queries/get-reservation-contract-status.query';
import { ContractOverrideNotAllowedError, ReservationNotFoundError, ReservationStateError, SignedContractRequiredError } from '../reservations.errors';
import { RESERVATIONS_MESSAGES } from '../reservations.messages';
import { ConvertReservationToSaleCommand } from './convert-reservation-to-sale.command';

@CommandHandler(ConvertReservationToSaleCommand)
export class ConvertReservationToSaleHandler implements ICommandHandler<ConvertReservationToSaleCommand, AdminReservation> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
    private readonly outbox: Outbox,
    private readonly settings: Settings,
  ) {}

  async execute({ reservationId, context, override }: ConvertReservationToSaleCommand): Promise<AdminReservation> {
    // The sale follows the contract (a setting); the contracts context answers whether it is signed.
    const [required, contractStatus] = await Promise.all([
      this.settings.get('contractRequiredForSale'),
      this.queries.execute<GetReservationContractStatusQuery, ReservationContractStatus>(new GetReservationContractStatusQuery(reservationId)),
    ]);
    const gate = saleContractGate(required, contractStatus, override);
    await this.reservations.transaction(async (manager) => {
      const reservation = await this.reservations.lockById(reservationId, manager);
      if (!reservation) throw new ReservationNotFoundError();
      if (hasMadeReservationMove(reservation.status, 'convert')) return;
      if (!canMoveReservation(reservation.status, 'convert')) throw new ReservationStateError(RESERVATIONS_MESSAGES.convertOnlyActive);
      if (gate === 'contract_missing') throw new SignedContractRequiredError();
      if (gate === 'override_not_admin') throw new ContractOverrideNotAllowedError();
      const now = this.clock.now();
      if (!(await this.reservations.convert(reservation, now, manager))) {
        throw new ReservationStateError(RESERVATIONS_MESSAGES.unitNotReserved(reservation.unitCode));
      }
      await this.reservations.auditMove(
        context,
        reservation,
        'unit_reservation.converted',
        {
          status: reservationStatusAfter('convert'),
          unitCode: reservation.unitCode,
          contract: contractStatus,
          ...(gate === 'overridden' ? { contractOverrideReason: override.reason?.trim() } : {}),
        },
        manager,
      );
      // Partner creation and referral credits follow from this row, committed with the sale.
      await this.outbox.add(manager, new ReservationConvertedToSaleEvent(reservation.id, reservation.investorId, reservation.unitCode, reservation.plan, now));
    });
    return this.queries.execute(new GetAdminReservationQuery(reservationId));
  }
}
