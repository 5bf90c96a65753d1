// Temporary blocks and holds (product-decisions.md settings: block 8 h, hold after a paid deposit 10 days).

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export function blockExpiresAt(from: Date, hours: number): Date {
  return new Date(from.getTime() + hours * HOUR_MS);
}

export function holdExpiresAt(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

export function isPastExpiry(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

/** Unpaid blocks one investor may hold at once (decisions.md #20, configurable by setting). */
export const DEFAULT_MAX_UNPAID_BLOCKS = 2;

/**
 * Unpaid holds open at once across every investor (decisions.md #20): a share of the inventory, at least
 * one, so throwaway accounts cannot hold every unit (10 % of 60 units = 6).
 */
export function maxUnpaidHoldsOverall(inventorySize: number, percent: number): number {
  return Math.max(1, Math.floor((inventorySize * percent) / 100));
}

/**
 * Bank-transfer reference: CDM-{time in base 36}-{6 characters} (investor-portal.md §3), in its one
 * canonical form: upper case, the time's 8 characters (every instant from 1973 to 2059), then 6 letters
 * or digits (the spec's client draws them from base 36; ours from the alphabet below, without I and O).
 * A partner's CDM-S-XXXXXX can never take this shape, so the two never share a key.
 */
export const REFERENCE_NUMBER_PATTERN = /^CDM-[0-9A-Z]{8}-[0-9A-Z]{6}$/;

const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `randomValues` supplies 6 random integers (crypto in the caller; the domain stays pure). */
export function referenceNumber(now: Date, randomValues: readonly number[]): string {
  if (randomValues.length < 6) throw new RangeError('Six random values are needed');
  const suffix = randomValues
    .slice(0, 6)
    .map((value) => REFERENCE_ALPHABET[Math.abs(Math.trunc(value)) % REFERENCE_ALPHABET.length])
    .join('');
  return `CDM-${now.getTime().toString(36).toUpperCase()}-${suffix}`;
}

/**
 * A reference a client sent, in canonical form ('cdm-mwzwlk2r-7r5vhs' → 'CDM-MWZWLK2R-7R5VHS'), or null
 * when it is not one of ours (another length, another alphabet, a partner's CDM-S-…): refused, never guessed.
 */
export function canonicalReferenceNumber(input: string): string | null {
  const candidate = input.trim().toUpperCase();
  return REFERENCE_NUMBER_PATTERN.test(candidate) ? candidate : null;
}
