import { GENERIC_ERROR_MESSAGES } from '@cdm/contracts';
import { DEFAULT_MAX_UNPAID_BLOCKS } from '@cdm/domain';
import type { ApiError } from '@/lib/api-client';
import { cardPaymentTexts } from '@/lib/payments/texts';
import { errorTexts, paymentTexts } from './texts';

/** The codes of a unit someone else holds: the person has to choose another unit. */
export const UNIT_TAKEN_CODES = ['unit_blocked', 'unit_unavailable'] as const;

export function isUnitTaken(error: ApiError): boolean {
  return (UNIT_TAKEN_CODES as readonly string[]).includes(error.code);
}

const genericMessages = new Set<string>(Object.values(GENERIC_ERROR_MESSAGES));

/**
 * investor-portal.md §8: the server's own text takes precedence; without one, the spec's message for the code,
 * else `fallback`. A connection failure keeps the client's message about the connection.
 */
export function reservationErrorMessage(error: ApiError, unitCode: string, fallback: string = errorTexts.blockFailed): string {
  if (error.status === 0 && error.code === 'network_error') return error.message;
  if (!genericMessages.has(error.message)) return error.message;
  if (error.code === 'unit_blocked') return errorTexts.alreadyBlocked(unitCode);
  if (error.code === 'unit_unavailable') return errorTexts.notAvailable(unitCode);
  if (error.code === 'too_many_blocks') return errorTexts.tooManyBlocks(DEFAULT_MAX_UNPAID_BLOCKS);
  return fallback;
}

/**
 * A declined or failed deposit (investor-portal.md §8): the spec's 'Error procesando el pago. Por
 * favor intenta de nuevo.' with the provider's reason beneath it, when the provider gave one.
 */
export function reservationPaymentFailure(providerMessage: string | undefined): { title: string; description?: string } {
  const reason = providerMessage?.trim();
  if (!reason || reason === cardPaymentTexts.failedFallback || reason === paymentTexts.failed) return { title: paymentTexts.failed };
  return { title: paymentTexts.failed, description: reason };
}
