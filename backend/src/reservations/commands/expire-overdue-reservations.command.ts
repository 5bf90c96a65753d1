/** The sweep: every unpaid hold past its time, whatever happened to its job. */
export class ExpireOverdueReservationsCommand {}

export type ExpireOverdueResult = { expired: number; skipped: boolean };
