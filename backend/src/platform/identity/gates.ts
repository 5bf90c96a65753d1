import { CanActivate, ExecutionContext, Injectable, mixin, Type } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Clock } from '../clock/clock';
import { DomainError } from '../errors';
import { IDENTITY_CONTEXT_MESSAGES } from './identity.messages';

/** Content behind one shared password each (product-decisions.md "Security: every gate is checked on the server"): the partners' portal and the gated deck. */
export const GATES = ['portal', 'deck'] as const;
export type Gate = (typeof GATES)[number];

// An unlocked gate lasts for the browser session, and at most this long.
export const GATE_UNLOCK_MS = 12 * 3600_000;

export const gateCookieName = (gate: Gate) => `cdm_gate_${gate}`;

export class GateLockedError extends DomainError {
  readonly code = 'gate_locked';
  readonly kind = 'forbidden';
  constructor() {
    super(IDENTITY_CONTEXT_MESSAGES.gateLocked);
  }
}

export class WrongGatePasswordError extends DomainError {
  readonly code = 'wrong_password';
  readonly kind = 'unauthorized';
  constructor(gate: Gate) {
    // The portal and the deck phrase their message differently (public-site.md §5).
    super(gate === 'portal' ? IDENTITY_CONTEXT_MESSAGES.wrongPortalPassword : IDENTITY_CONTEXT_MESSAGES.wrongDeckPassword);
  }
}

/** A signed cookie without Max-Age: gone when the browser closes, refused after GATE_UNLOCK_MS. */
export function setGateCookie(reply: FastifyReply, gate: Gate, now: Date, secure: boolean): void {
  void reply.setCookie(gateCookieName(gate), `${gate}.${now.getTime()}`, { path: '/', httpOnly: true, sameSite: 'lax', secure, signed: true });
}

export function isGateUnlocked(request: FastifyRequest, gate: Gate, now: Date): boolean {
  const raw = request.cookies?.[gateCookieName(gate)];
  if (!raw) return false;
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || !value) return false;
  const [cookieGate, issuedAt] = value.split('.');
  const age = now.getTime() - Number(issuedAt);
  return cookieGate === gate && age >= 0 && age < GATE_UNLOCK_MS;
}

/** Guards a route behind a gate: `@UseGuards(GateGuard('deck'))`. */
export function GateGuard(gate: Gate): Type<CanActivate> {
  @Injectable()
  class UnlockedGateGuard implements CanActivate {
    constructor(private readonly clock: Clock) {}

    canActivate(context: ExecutionContext): boolean {
      if (!isGateUnlocked(context.switchToHttp().getRequest<FastifyRequest>(), gate, this.clock.now())) throw new GateLockedError();
      return true;
    }
  }
  return mixin(UnlockedGateGuard);
}
