import type { FastifyReply } from 'fastify';
import { ABSOLUTE_TIMEOUT_MS, SubjectType } from './session-store';

export const SESSION_COOKIES: Record<SubjectType, string> = { staff: 'cdm_staff', investor: 'cdm_investor' };

/** httpOnly, SameSite=Lax, Secure when the site is served over HTTPS. */
export function setSessionCookie(reply: FastifyReply, subjectType: SubjectType, token: string, secure: boolean): void {
  void reply.setCookie(SESSION_COOKIES[subjectType], token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, subjectType: SubjectType, secure: boolean): void {
  void reply.clearCookie(SESSION_COOKIES[subjectType], { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
