import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies and one-time links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored: a database leak reveals no usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
