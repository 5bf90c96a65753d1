import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ReservationActivatedEvent, ReservationConvertedToSaleEvent, ReservationDepositUndoneEvent, UnitHeldEvent } from '../../reservations';
import { FunnelRefresh } from '../funnel-refresh';

type ReservationEvent = UnitHeldEvent | ReservationActivatedEvent | ReservationDepositUndoneEvent | ReservationConvertedToSaleEvent;

/**
 * A hold, a paid deposit (or its undo) and a sale read the reservation again: the unit held, the
 * deposit paid while it is, the sale with its value.
 */
@EventsHandler(UnitHeldEvent, ReservationActivatedEvent, ReservationDepositUndoneEvent, ReservationConvertedToSaleEvent)
export class RefreshFunnelOnReservationListener implements IEventHandler<ReservationEvent> {
  constructor(private readonly refresh: FunnelRefresh) {}

  async handle(event: ReservationEvent): Promise<void> {
    await this.refresh.records('reservation', [event.reservationId]);
  }
}
