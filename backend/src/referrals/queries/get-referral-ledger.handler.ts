import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ReferralLedger } from '@cdm/contracts';
import { ReferralRepository } from '../persistence/referral.repository';
import { GetReferralLedgerQuery } from './get-referral-ledger.query';

@QueryHandler(GetReferralLedgerQuery)
export class GetReferralLedgerHandler implements IQueryHandler<GetReferralLedgerQuery, ReferralLedger> {
  constructor(private readonly referrals: ReferralRepository) {}

  async execute({ investorId }: GetReferralLedgerQuery): Promise<ReferralLedger> {
    const [code, entries] = await Promise.all([
      this.referrals.codeOfInvestor(investorId),
      this.referrals.ledgerOf(investorId),
    ]);
    return {
      investorId,
      referralCode: code?.code ?? null,
      isActive: code?.is_active ?? false,
      balanceCentavos: entries.reduce((sum, entry) => sum + Number(entry.amount_centavos), 0),
      entries: entries.map((entry) => ({
        id: String(entry.id),
        kind: entry.kind as ReferralLedger['entries'][number]['kind'],
        amountCentavos: Number(entry.amount_centavos),
        reason: String(entry.reason),
        saleReservationId: entry.sale_reservation_id ?? null,
        role: (entry.role as 'referrer' | 'buyer' | null) ?? null,
        createdBy: String(entry.created_by),
        createdAt: entry.created_at.toISOString(),
      })),
    };
  }
}
