import { Injectable } from '@nestjs/common';
import type { StaffRole } from '@cdm/contracts';
import { EntityManager } from 'typeorm';
import { TransactionalRepository } from '../../database';

/** The identity SQL (investor and staff accounts), in the caller's transaction. */
@Injectable()
export class AccountRepository extends TransactionalRepository {
  /** The new account's id, or null when the email already has one (emails are unique once normalised). */
  async insertInvestor(
    account: { email: string; emailNormalized: string; name: string; applicationId: string | null }, manager: EntityManager = this.dataSource.manager,
  ): Promise<string | null> {
    const [created] = (await manager.query(
      `INSERT INTO investor_accounts (email, email_normalized, name, application_id)
       VALUES ($1, $2, $3, $4) ON CONFLICT (email_normalized) DO NOTHING RETURNING id`,
      [account.email, account.emailNormalized, account.name, account.applicationId],
    )) as Array<{ id: string }>;
    return created?.id ?? null;
  }

  async investorIdByEmail(emailNormalized: string, manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const [account] = (await manager.query('SELECT id FROM investor_accounts WHERE email_normalized = $1', [emailNormalized])) as Array<{ id: string }>;
    return account?.id ?? null;
  }

  async investorName(investorAccountId: string, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const [account] = (await manager.query('SELECT name FROM investor_accounts WHERE id = $1', [investorAccountId])) as Array<{ name: string }>;
    return account.name;
  }

  /** A new password ends the set-up state. */
  async setInvestorPassword(investorAccountId: string, passwordHash: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query('UPDATE investor_accounts SET password_hash = $2, needs_password_setup = false, updated_at = now() WHERE id = $1', [
      investorAccountId,
      passwordHash,
    ]);
  }

  /** The new staff account's id, or null when the email already has one. */
  async insertStaff(
    account: { email: string; emailNormalized: string; name: string; role: StaffRole; passwordHash: string }, manager: EntityManager = this.dataSource.manager,
  ): Promise<string | null> {
    const [created] = (await manager.query(
      `INSERT INTO staff_accounts (email, email_normalized, name, role, password_hash)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (email_normalized) DO NOTHING RETURNING id`,
      [account.email, account.emailNormalized, account.name, account.role, account.passwordHash],
    )) as Array<{ id: string }>;
    return created?.id ?? null;
  }

  async staffExists(emailNormalized: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const [existing] = (await manager.query('SELECT 1 FROM staff_accounts WHERE email_normalized = $1', [emailNormalized])) as unknown[];
    return existing !== undefined;
  }
}
