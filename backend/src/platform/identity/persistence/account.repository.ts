import { Injectable } from '@nestjs/common';
import type { StaffRole } from '@cdm/contracts';
import { EntityManager, FindOptionsWhere, IsNull } from 'typeorm';
import { recordSelectionSql, TransactionalRepository, updateReturning, type RecordSelection } from '../../database';
import type { InvestorAccountRecord } from '../queries/list-investor-account-records.query';
import { InvestorAccountEntity } from './investor-account.entity';
import { StaffAccountEntity } from './staff-account.entity';

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

  investor(where: FindOptionsWhere<InvestorAccountEntity>, manager: EntityManager = this.dataSource.manager): Promise<InvestorAccountEntity | null> {
    return manager.getRepository(InvestorAccountEntity).findOneBy(where);
  }

  /** The account with its password hash (a column no other read selects), to check a password against it. */
  investorWithPasswordHash(
    where: FindOptionsWhere<InvestorAccountEntity>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<InvestorAccountEntity | null> {
    return manager.getRepository(InvestorAccountEntity).createQueryBuilder('investor').addSelect('investor.passwordHash').where(where).getOne();
  }

  staff(staffAccountId: string, manager: EntityManager = this.dataSource.manager): Promise<StaffAccountEntity | null> {
    return manager.getRepository(StaffAccountEntity).findOneBy({ id: staffAccountId });
  }

  /** Every staff account, oldest first. */
  staffMembers(manager: EntityManager = this.dataSource.manager): Promise<StaffAccountEntity[]> {
    return manager.getRepository(StaffAccountEntity).find({ order: { createdAt: 'ASC' } });
  }

  /** The enabled staff account of an email, with its password hash. */
  enabledStaffWithPasswordHash(emailNormalized: string, manager: EntityManager = this.dataSource.manager): Promise<StaffAccountEntity | null> {
    return manager
      .getRepository(StaffAccountEntity)
      .createQueryBuilder('staff')
      .addSelect('staff.passwordHash')
      .where({ emailNormalized, disabledAt: IsNull() })
      .getOne();
  }

  /** The staff account locked for the rest of the transaction. */
  lockStaff(staffAccountId: string, manager: EntityManager): Promise<StaffAccountEntity | null> {
    return manager.getRepository(StaffAccountEntity).findOne({ where: { id: staffAccountId }, lock: { mode: 'pessimistic_write' } });
  }

  saveStaff(account: StaffAccountEntity, manager: EntityManager = this.dataSource.manager): Promise<StaffAccountEntity> {
    return manager.getRepository(StaffAccountEntity).save(account);
  }

  /** False when no staff account has this id. */
  async setStaffPassword(staffAccountId: string, passwordHash: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const updated = await updateReturning(manager, 'UPDATE staff_accounts SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING id', [
      staffAccountId,
      passwordHash,
    ]);
    return updated.length > 0;
  }

  /** ListInvestorAccountRecordsQuery: by id or in keyset pages. */
  async investorRecords(selection: RecordSelection): Promise<InvestorAccountRecord[]> {
    const parameters: unknown[] = [];
    const { where, tail } = recordSelectionSql(selection, 'id', parameters);
    return (await this.dataSource.query(
      `SELECT id, email, email_verified_at AS "activatedAt" FROM investor_accounts WHERE ${where} ${tail}`,
      parameters,
    )) as InvestorAccountRecord[];
  }
}
