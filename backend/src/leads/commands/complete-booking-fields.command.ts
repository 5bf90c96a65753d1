import type { SchedulePresentationDto } from '@cdm/contracts';

/**
 * schedule-presentation from a client written from the spec: no booking id, the booking fields
 * only. Finds the newest booking its intent opened for that email (last 24 hours) and fills in the
 * fields still empty — never overwrites what a booking already holds. Answers the booking id.
 */
export class CompleteBookingFieldsCommand {
  constructor(readonly fields: SchedulePresentationDto) {}
}

/** How long after opening its deposit a booking is still found by its email. */
export const SPEC_BOOKING_LOOKUP_HOURS = 24;
