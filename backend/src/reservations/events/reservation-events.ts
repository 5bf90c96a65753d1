import { DurableEvent } from '../../platform/outbox';
import type { PaymentPlanView } from '@cdm/contracts';

// Published after the change commits. Plain data; personal data is read by the listener, never carried.

/** A new hold of a unit began (any route: card, bank transfer, the cancel route). The funnel counts it. */
@DurableEvent('reservations.unit-held')
export class UnitHeldEvent {
  constructor(readonly reservationId: string) {}
}

/** A unit was set aside unpaid (bank transfer or the cancel route); the investor gets the instructions. */
@DurableEvent('reservations.unit-blocked')
export class UnitBlockedEvent {
  constructor(readonly reservationId: string) {}
}

/** The deposit was paid (card) or confirmed by staff: the unit is reserved for the hold period. */
@DurableEvent('reservations.reservation-activated')
export class ReservationActivatedEvent {
  constructor(readonly reservationId: string) {}
}

/**
 * A confirmed bank-transfer deposit was undone (a statement line matched to the wrong block): the
 * reservation is a block without deposit again, with a new deadline, and the investor is told.
 */
@DurableEvent('reservations.deposit-undone')
export class ReservationDepositUndoneEvent {
  constructor(readonly reservationId: string) {}
}

export class ReservationExpiredEvent {
  constructor(readonly reservationId: string) {}
}

/** A deposit arrived after its unit went to someone else: it is refunded and the investor told. */
@DurableEvent('reservations.late-deposit-refunded')
export class LateDepositRefundedEvent {
  constructor(readonly reservationId: string) {}
}

/** Staff turned a paid reservation into a sale; the partners context creates the buyer from the plan. */
@DurableEvent('reservations.reservation-converted-to-sale')
export class ReservationConvertedToSaleEvent {
  constructor(
    readonly reservationId: string,
    readonly investorId: string,
    readonly unitCode: string,
    readonly plan: PaymentPlanView,
    readonly convertedAt: Date,
  ) {}
}

/** Staff asked to remind an investor of an unpaid block. */
@DurableEvent('reservations.reservation-reminder-requested')
export class ReservationReminderRequestedEvent {
  constructor(
    readonly reservationId: string,
    readonly requestedOn: string,
  ) {}
}

/** An investor asked for their plan by email (quotation with the PDF). */
@DurableEvent('reservations.quotation-requested')
export class QuotationRequestedEvent {
  constructor(
    readonly investorId: string,
    readonly plan: PaymentPlanView,
    readonly requestedAt: Date,
  ) {}
}
