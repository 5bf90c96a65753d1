import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { referralCode } from '@cdm/domain';
import { EntityManager } from 'typeorm';
import { TransactionalRepository } from '../../platform/database';

export type CodeRow = {
  code: string;
  owner_name: string;
  owner_investor_id: string | null;
  is_active: boolean;
  activated_at: Date | null;
  qualifying_deposit_centavos: string;
};

/** An entry a sale writes in the credit ledger: earned at the conversion, reversed at a cancellation. */
export type SaleCreditEntry = {
  investorId: string;
  kind: 'earned' | 'reversed';
  amountCentavos: number;
  reason: string;
  saleReservationId: string;
  role: string;
  createdBy: string;
};

export type LedgerRow = {
  id: string;
  kind: string;
  amount_centavos: string;
  reason: string;
  sale_reservation_id: string | null;
  role: string | null;
  created_by: string;
  created_at: Date;
};

export type ReferralAccountRow = { code: string; owner_name: string; owner_investor_id: string; is_active: boolean; balance: string };

/** The referrals context's SQL: the codes and the append-only credit ledger, in the caller's transaction. */
@Injectable()
export class ReferralRepository extends TransactionalRepository {
  /** One code per investor, made on first need; a collision (1 in ~10^12) simply draws again. */
  async ensureCode(investorId: string, ownerName: string, manager: EntityManager = this.dataSource.manager): Promise<CodeRow> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const existing = await this.codeOfInvestor(investorId, manager);
      if (existing) return existing;
      const code = referralCode(Array.from({ length: 8 }, () => randomInt(0, 1_000_000)));
      await manager.query(
        `INSERT INTO referral_codes (code, owner_name, owner_investor_id, is_active) VALUES ($1, $2, $3, false) ON CONFLICT DO NOTHING`,
        [code, ownerName, investorId],
      );
    }
    const created = await this.codeOfInvestor(investorId, manager);
    if (!created) throw new Error('Could not create a referral code');
    return created;
  }

  async codeOfInvestor(investorId: string, manager: EntityManager = this.dataSource.manager): Promise<CodeRow | null> {
    const [row] = (await manager.query('SELECT * FROM referral_codes WHERE owner_investor_id = $1', [investorId])) as CodeRow[];
    return row ?? null;
  }

  async codeByCode(code: string, manager: EntityManager = this.dataSource.manager): Promise<CodeRow | null> {
    const [row] = (await manager.query('SELECT * FROM referral_codes WHERE code = $1', [code.trim().toUpperCase()])) as CodeRow[];
    return row ?? null;
  }

  /** Keeps the largest qualifying deposit; `activate` switches the program on (once: is_active never goes back). */
  async recordQualifyingDeposit(
    code: string,
    qualifyingCentavos: number,
    activate: boolean,
    now: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `UPDATE referral_codes SET qualifying_deposit_centavos = $2, is_active = is_active OR $3, activated_at = CASE WHEN $3 THEN $4 ELSE activated_at END
       WHERE code = $1`,
      [code, qualifyingCentavos, activate, now],
    );
  }

  /** The id of the new entry, or null when the sale already has it (the unique index on sale, role and kind). */
  async addSaleEntry(entry: SaleCreditEntry, manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const inserted = (await manager.query(
      `INSERT INTO referral_credit_entries (investor_id, kind, amount_centavos, reason, sale_reservation_id, role, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
      [entry.investorId, entry.kind, entry.amountCentavos, entry.reason, entry.saleReservationId, entry.role, entry.createdBy],
    )) as Array<{ id: string }>;
    return inserted[0]?.id ?? null;
  }

  async addAdjustment(
    investorId: string,
    amountCentavos: number,
    reason: string,
    createdBy: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string> {
    const [{ id }] = (await manager.query(
      `INSERT INTO referral_credit_entries (investor_id, kind, amount_centavos, reason, created_by) VALUES ($1, 'adjustment', $2, $3, $4) RETURNING id`,
      [investorId, amountCentavos, reason, createdBy],
    )) as Array<{ id: string }>;
    return id;
  }

  earnedForSale(
    reservationId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Array<{ investor_id: string; amount_centavos: string; role: string }>> {
    return manager.query(`SELECT investor_id, amount_centavos, role FROM referral_credit_entries WHERE sale_reservation_id = $1 AND kind = 'earned'`, [
      reservationId,
    ]) as Promise<Array<{ investor_id: string; amount_centavos: string; role: string }>>;
  }

  async balanceOf(investorId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [{ balance }] = (await manager.query(
      'SELECT coalesce(sum(amount_centavos), 0)::bigint AS balance FROM referral_credit_entries WHERE investor_id = $1',
      [investorId],
    )) as Array<{ balance: string }>;
    return Number(balance);
  }

  ledgerOf(investorId: string, manager: EntityManager = this.dataSource.manager): Promise<LedgerRow[]> {
    return manager.query(
      `SELECT id, kind, amount_centavos, reason, sale_reservation_id, role, created_by, created_at
       FROM referral_credit_entries WHERE investor_id = $1 ORDER BY created_at, id`,
      [investorId],
    ) as Promise<LedgerRow[]>;
  }

  /** The latest 500 investors' codes with their balances, for staff. */
  accounts(manager: EntityManager = this.dataSource.manager): Promise<ReferralAccountRow[]> {
    return manager.query(
      `SELECT c.code, c.owner_name, c.owner_investor_id, c.is_active,
              coalesce((SELECT sum(amount_centavos) FROM referral_credit_entries e WHERE e.investor_id = c.owner_investor_id), 0)::bigint AS balance
       FROM referral_codes c WHERE c.owner_investor_id IS NOT NULL ORDER BY c.created_at DESC LIMIT 500`,
    ) as Promise<ReferralAccountRow[]>;
  }
}
