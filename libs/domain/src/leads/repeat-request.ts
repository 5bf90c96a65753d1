// A second information request from the same email inside this window is the same
// request sent twice (double click, reload), not a new lead.
export const REPEAT_REQUEST_WINDOW_MINUTES = 10;

export function isRepeatRequest(previousAt: Date, now: Date): boolean {
  const elapsedMs = now.getTime() - previousAt.getTime();
  return elapsedMs >= 0 && elapsedMs < REPEAT_REQUEST_WINDOW_MINUTES * 60_000;
}

export function repeatWindowStart(now: Date): Date {
  return new Date(now.getTime() - REPEAT_REQUEST_WINDOW_MINUTES * 60_000);
}

// Emails compare case-insensitively and without surrounding spaces.
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The mailbox an address reaches: normalised and without its `+tag` (x+1@ and x+2@ land in the
 * same inbox), so repeat checks and per-recipient caps cannot be dodged with tags.
 */
export function mailboxOf(email: string): string {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  if (at <= 0) return normalized;
  const local = normalized.slice(0, at);
  const plus = local.indexOf('+');
  return plus > 0 ? `${local.slice(0, plus)}${normalized.slice(at)}` : normalized;
}
