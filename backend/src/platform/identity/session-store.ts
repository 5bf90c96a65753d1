import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../clock/clock';
import { newToken, tokenHash } from './tokens';

export type SubjectType = 'staff' | 'investor';

// Idle and absolute lifetimes: staff 30 min, investors 2 h, both at most 12 h.
export const IDLE_TIMEOUT_MS: Record<SubjectType, number> = { staff: 30 * 60_000, investor: 2 * 3600_000 };
export const ABSOLUTE_TIMEOUT_MS = 12 * 3600_000;
// last_seen_at is written at most this often, not on every request.
const TOUCH_EVERY_MS = 60_000;

export type ActiveSession = { id: string; subjectType: SubjectType; subjectId: string };

/** Sessions live in PostgreSQL so that every API instance sees the same ones. */
@Injectable()
export class SessionStore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async open(subjectType: SubjectType, subjectId: string, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await manager.query(
      `INSERT INTO sessions (token_hash, subject_type, subject_id, created_at, last_seen_at, expires_at)
       VALUES ($1, $2, $3, $4, $4, $5)`,
      [tokenHash(token), subjectType, subjectId, now, new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS)],
    );
    return token;
  }

  async resolve(token: string | undefined, subjectType: SubjectType): Promise<ActiveSession | null> {
    if (!token) return null;
    const now = this.clock.now();
    const [row] = await this.dataSource.query(
      `SELECT id, subject_id, last_seen_at, expires_at FROM sessions
       WHERE token_hash = $1 AND subject_type = $2 AND revoked_at IS NULL`,
      [tokenHash(token), subjectType],
    );
    if (!row) return null;
    const idleFor = now.getTime() - new Date(row.last_seen_at).getTime();
    if (now >= new Date(row.expires_at) || idleFor > IDLE_TIMEOUT_MS[subjectType]) return null;
    if (idleFor > TOUCH_EVERY_MS) {
      await this.dataSource.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [row.id, now]);
    }
    return { id: row.id, subjectType, subjectId: row.subject_id };
  }

  async revokeToken(token: string | undefined, manager: EntityManager = this.dataSource.manager): Promise<void> {
    if (!token) return;
    await manager.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
      tokenHash(token),
      this.clock.now(),
    ]);
  }

  async revokeSession(sessionId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, this.clock.now()]);
  }

  /** Ends every session of a subject, optionally keeping one (the one making the change). */
  async revokeAll(
    { type, id, exceptSessionId }: { type: SubjectType; id: string; exceptSessionId?: string },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `UPDATE sessions SET revoked_at = $3 WHERE subject_type = $1 AND subject_id = $2 AND revoked_at IS NULL
       AND ($4::uuid IS NULL OR id <> $4)`,
      [type, id, this.clock.now(), exceptSessionId ?? null],
    );
  }
}
