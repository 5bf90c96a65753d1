// One delayed job per hold; the payload is the reservation id only.
export const RESERVATION_EXPIRY_QUEUE = 'reservation-expiry';
export const EXPIRE_RESERVATION_JOB = 'expire-reservation';

export type ExpireReservationJob = { reservationId: string };

// Deterministic: scheduling the same hold twice is a no-op. BullMQ ids may not contain ':'.
export const expiryJobId = (reservationId: string, expiresAt: Date) => `expire-${reservationId}-${expiresAt.getTime()}`;
