import type { CreateSchedulePaymentIntentDto, CreateSchedulePaymentIntentResponse } from '@cdm/contracts';

/**
 * Stores the booking (status pending_payment) and opens its deposit intent in one transaction,
 * so nothing is lost if the browser closes. Repeating it for the same booking id returns the
 * same intent and keeps the latest typed details while the deposit is unpaid.
 */
export class OpenBookingPaymentCommand {
  constructor(readonly booking: CreateSchedulePaymentIntentDto) {}
}

export type OpenBookingPaymentResult = CreateSchedulePaymentIntentResponse;
