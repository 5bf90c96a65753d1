import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * decisions.md #20: holding units needs an investor whose email was proven. `email_verified_at` is set
 * when a one-time link (set-up or reset) sent to that address is used. Accounts that already set
 * their own password count as proven. Unit holds remember the IP they came from, for the per-IP cap.
 */
export class InvestorEmailVerified1764000200000 implements MigrationInterface {
  name = 'InvestorEmailVerified1764000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE investor_accounts ADD COLUMN email_verified_at timestamptz');
    await queryRunner.query('UPDATE investor_accounts SET email_verified_at = updated_at WHERE needs_password_setup = false');
    await queryRunner.query('ALTER TABLE unit_reservations ADD COLUMN client_ip text');
    await queryRunner.query(
      `CREATE INDEX unit_reservations_unpaid_by_ip ON unit_reservations (client_ip) WHERE status IN ('pending', 'blocked')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX unit_reservations_unpaid_by_ip');
    await queryRunner.query('ALTER TABLE unit_reservations DROP COLUMN client_ip');
    await queryRunner.query('ALTER TABLE investor_accounts DROP COLUMN email_verified_at');
  }
}
