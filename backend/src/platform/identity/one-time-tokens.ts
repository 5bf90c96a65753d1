import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { oneTimeLinkExpiry } from '@cdm/domain';
import { Clock } from '../clock/clock';
import { updateReturning } from '../database/update-returning';
import { Outbox } from '../outbox';
import { InvestorAccountActivatedEvent } from './events/investor-account-activated.event';
import { InvalidTokenError } from './identity.errors';
import { newToken, tokenHash } from './tokens';

export type TokenPurpose = 'password-reset' | 'password-setup';

/** Single-use links: 256 random bits, stored hashed, expiring, consumed atomically. */
@Injectable()
export class OneTimeTokens {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  /**
   * A new link ends every other open link of the account (reset and set-up alike): only the
   * newest email works. The account row is locked so two requests at once leave one open link.
   */
  async issue(manager: EntityManager, purpose: TokenPurpose, investorAccountId: string): Promise<{ id: string; token: string }> {
    const token = newToken();
    const now = this.clock.now();
    return manager.transaction(async (transaction) => {
      await transaction.query('SELECT id FROM investor_accounts WHERE id = $1 FOR UPDATE', [investorAccountId]);
      await this.endOpenLinks(transaction, investorAccountId, now);
      const [row] = await transaction.query(
        `INSERT INTO one_time_tokens (token_hash, purpose, investor_account_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [tokenHash(token), purpose, investorAccountId, now, oneTimeLinkExpiry(now)],
      );
      return { id: row.id, token };
    });
  }

  private async endOpenLinks(manager: EntityManager, investorAccountId: string, now: Date): Promise<void> {
    await manager.query('UPDATE one_time_tokens SET used_at = $2 WHERE investor_account_id = $1 AND used_at IS NULL', [investorAccountId, now]);
  }

  /** The account a still-usable token belongs to, without using it. */
  async peek(token: string, purpose: TokenPurpose): Promise<string | null> {
    const [row] = await this.dataSource.query(
      `SELECT investor_account_id FROM one_time_tokens
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`,
      [tokenHash(token), purpose, this.clock.now()],
    );
    return row?.investor_account_id ?? null;
  }

  /**
   * Marks the token used and returns its account; a second use, an expired or an ended token fails.
   * Using a link that was emailed proves the address: the account's email counts as verified from then on.
   */
  async consume(manager: EntityManager, token: string, purpose: TokenPurpose): Promise<string> {
    const now = this.clock.now();
    const [row] = await updateReturning<{ investor_account_id: string }>(
      manager,
      `UPDATE one_time_tokens SET used_at = $3
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
       RETURNING investor_account_id`,
      [tokenHash(token), purpose, now],
    );
    if (!row) throw new InvalidTokenError();
    // Using a link ends the account's other open links too.
    await this.endOpenLinks(manager, row.investor_account_id, now);
    const proven = await updateReturning<{ id: string }>(
      manager,
      'UPDATE investor_accounts SET email_verified_at = $2 WHERE id = $1 AND email_verified_at IS NULL RETURNING id',
      [row.investor_account_id, now],
    );
    // The first proof makes the account active (the funnel's "cuenta activa"), once.
    if (proven.length > 0) await this.outbox.add(manager, new InvestorAccountActivatedEvent(row.investor_account_id));
    return row.investor_account_id;
  }
}
