import { EntityManager } from 'typeorm';

/** TypeORM answers an UPDATE or DELETE with [rows, count]; this returns the rows. */
export async function updateReturning<T>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<T[]> {
  const [rows] = (await manager.query(sql, parameters)) as [T[], number];
  return rows;
}
