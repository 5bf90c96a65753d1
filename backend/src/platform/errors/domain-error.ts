export type DomainErrorKind =
  | 'invalid'
  | 'not_found'
  | 'conflict'
  | 'forbidden'
  | 'unauthorized'
  | 'too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unavailable';

/** Base of every business error: a stable code, a kind the HTTP layer maps to a status, a Spanish message. */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly kind: DomainErrorKind;

  /** Seconds the client should wait before trying again (Retry-After), when it applies. */
  readonly retryAfterSeconds?: number;

  /** The input field the refusal is about (a 400 then lists it in `errors`, as validation does). */
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
};
