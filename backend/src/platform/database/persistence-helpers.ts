import { EntityManager, QueryFailedError, ValueTransformer } from 'typeorm';

/**
 * Money columns are `bigint` centavos; `pg` reads bigint as a string (it may exceed 2^53 in general,
 * never for our amounts, which stay far below 9e15 centavos), so entities read them back as numbers.
 */
export const centavosColumn: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null || value === undefined ? null : Number(value)),
};

/** PostgreSQL's unique_violation (23505): the row another request inserted first. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && (constraint === undefined || driverError.constraint === constraint);
}

/**
 * Serialises the callers that name the same key until the surrounding transaction ends
 * (`pg_advisory_xact_lock`): the lock is released by COMMIT or ROLLBACK, never held by a pooled session.
 */
export async function lockForTransaction(manager: EntityManager, key: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
}
