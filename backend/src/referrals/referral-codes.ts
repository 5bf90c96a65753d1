import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { referralCode } from '@cdm/domain';
import { EntityManager } from 'typeorm';

export type CodeRow = {
  code: string;
  owner_name: string;
  owner_investor_id: string | null;
  is_active: boolean;
  activated_at: Date | null;
  qualifying_deposit_centavos: string;
};

/** One code per investor, made on first need; a collision (1 in ~10^12) simply draws again. */
@Injectable()
export class ReferralCodes {
  async ensure(manager: EntityManager, investorId: string, ownerName: string): Promise<CodeRow> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const existing = await this.ofInvestor(manager, investorId);
      if (existing) return existing;
      const code = referralCode(Array.from({ length: 8 }, () => randomInt(0, 1_000_000)));
      await manager.query(
        `INSERT INTO referral_codes (code, owner_name, owner_investor_id, is_active) VALUES ($1, $2, $3, false) ON CONFLICT DO NOTHING`,
        [code, ownerName, investorId],
      );
    }
    const created = await this.ofInvestor(manager, investorId);
    if (!created) throw new Error('Could not create a referral code');
    return created;
  }

  async ofInvestor(manager: EntityManager, investorId: string): Promise<CodeRow | null> {
    const [row] = (await manager.query('SELECT * FROM referral_codes WHERE owner_investor_id = $1', [investorId])) as CodeRow[];
    return row ?? null;
  }

  async byCode(manager: EntityManager, code: string): Promise<CodeRow | null> {
    const [row] = (await manager.query('SELECT * FROM referral_codes WHERE code = $1', [code.trim().toUpperCase()])) as CodeRow[];
    return row ?? null;
  }
}
