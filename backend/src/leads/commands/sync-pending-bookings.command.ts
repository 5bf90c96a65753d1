/**
 * Backs up the in-process payment events: bookings whose deposit is still open are compared
 * with their payment as the payments module has it, in case an event was lost in a crash.
 */
export class SyncPendingBookingsCommand {}
