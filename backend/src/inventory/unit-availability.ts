import { Injectable } from '@nestjs/common';
import type { UnitStatus } from '@cdm/contracts';
import { EntityManager } from 'typeorm';
import { updateReturning } from '../platform/database/update-returning';

/**
 * Moves a unit between statuses inside the caller's transaction (the reservations context),
 * so a hold and the unit's status commit together. Every move is a conditional update: it
 * happens only from the expected status, and says whether it did.
 */
@Injectable()
export class UnitAvailability {
  async move(manager: EntityManager, unitCode: string, from: readonly UnitStatus[], to: UnitStatus, now: Date): Promise<boolean> {
    const rows = await updateReturning<{ unit_code: string }>(
      manager,
      'UPDATE units SET status = $2, updated_at = $4 WHERE unit_code = $1 AND status = ANY($3) RETURNING unit_code',
      [unitCode, to, from, now],
    );
    return rows.length === 1;
  }

  /** How many units the development has (the overall cap of unpaid holds is a share of it). */
  async inventorySize(manager: EntityManager): Promise<number> {
    const [row] = await manager.query<Array<{ count: number }>>('SELECT count(*)::int AS count FROM units');
    return row.count;
  }

  async statusOf(manager: EntityManager, unitCode: string): Promise<UnitStatus | null> {
    const [row] = (await manager.query('SELECT status FROM units WHERE unit_code = $1', [unitCode])) as Array<{ status: UnitStatus }>;
    return row?.status ?? null;
  }
}
