import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { depositUndoRefusal, hasInvestorSigned, hasMadeReservationMove, isOpenForInvestorSignature, reservationStatusAfter } from '@cdm/domain';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { Settings } from '../../platform/settings/settings';
import { ReservationDepositUndoneEvent } from '../events/reservation-events';
import { ExpiryScheduler } from '../expiry-scheduler';
import { ReservationRepository } from '../persistence/reservation.repository';
import { GetReservationContractStatusQuery, type ReservationContractStatus } from '../queries/get-reservation-contract-status.query';
import { ReservationNotFoundError, ReservationStateError } from '../reservations.errors';
import { RESERVATIONS_MESSAGES as m } from '../reservations.messages';
import { UndoReservationDepositCommand } from './undo-reservation-deposit.command';

const REFUSALS = {
  converted: m.undoDepositSold,
  not_active: m.undoDepositNotActive,
  not_bank_transfer: m.undoDepositNotTransfer,
  contract_signed: m.undoDepositContractSigned,
  contract_open: m.undoDepositContractOpen,
} as const;

@CommandHandler(UndoReservationDepositCommand)
export class UndoReservationDepositHandler implements ICommandHandler<UndoReservationDepositCommand, void> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly settings: Settings,
    private readonly clock: Clock,
    private readonly expiry: ExpiryScheduler,
    private readonly queries: QueryBus,
    private readonly outbox: Outbox,
  ) {}

  async execute({ reservationId, reason, context }: UndoReservationDepositCommand): Promise<void> {
    // The contracts context answers the status of the reservation's live contract (null without one).
    const [blockHours, contractStatus] = await Promise.all([
      this.settings.get('temporaryBlockHours'),
      this.queries.execute<GetReservationContractStatusQuery, ReservationContractStatus>(new GetReservationContractStatusQuery(reservationId)),
    ]);
    const contractSigned = hasInvestorSigned(contractStatus);
    const contractOpen = isOpenForInvestorSignature(contractStatus);
    const expiresAt = await this.reservations.transaction(async (manager) => {
      const reservation = await this.reservations.lockById(reservationId, manager);
      if (!reservation) throw new ReservationNotFoundError();
      // Already a block without a deposit: undone before, or the deposit was never recorded.
      if (hasMadeReservationMove(reservation.status, 'undoDeposit') && !reservation.depositPaidAt) return null;
      const refusal = depositUndoRefusal({ status: reservation.status, depositMethod: reservation.depositMethod, contractSigned, contractOpen });
      if (refusal) throw new ReservationStateError(REFUSALS[refusal]);
      const now = this.clock.now();
      const until = new Date(now.getTime() + blockHours * 3_600_000);
      await this.reservations.undoDeposit(reservation, until, now, manager);
      await this.reservations.auditMove(
        context,
        reservation,
        'unit_reservation.deposit_undone',
        { status: reservationStatusAfter('undoDeposit'), unitCode: reservation.unitCode, expiresAt: until.toISOString(), reason },
        manager,
      );
      // The investor was told the unit is reserved: they learn it is not, and the new deadline.
      await this.outbox.add(manager, new ReservationDepositUndoneEvent(reservation.id));
      return until;
    });
    if (expiresAt) await this.expiry.schedule(reservationId, expiresAt);
  }
}
