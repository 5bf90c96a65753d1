import type { FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_ERROR_MESSAGES } from '@cdm/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests from another site are refused (403): the browser says so in
 * Sec-Fetch-Site, or sends an Origin other than ours. Cookies are SameSite=Lax as well.
 */
export function rejectCrossSiteWrites(publicUrl: string) {
  const ownOrigin = new URL(publicUrl).origin;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const requestOrigin = `${request.protocol}://${request.headers.host ?? ''}`;
    const crossSite = fetchSite === 'cross-site' || (origin !== undefined && origin !== ownOrigin && origin !== requestOrigin);
    if (crossSite) {
      await reply.status(403).type('application/json; charset=utf-8').send({
        code: 'cross_site_request',
        message: GENERIC_ERROR_MESSAGES.forbidden,
      });
    }
  };
}
