import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ReferralLedger } from '@cdm/contracts';
import { DataSource } from 'typeorm';
import { ReferralRepository } from '../persistence/referral.repository';
import { GetReferralLedgerQuery } from './get-referral-ledger.query';

@QueryHandler(GetReferralLedgerQuery)
export class GetReferralLedgerHandler implements IQueryHandler<GetReferralLedgerQuery, ReferralLedger> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly referrals: ReferralRepository,
  ) {}

  async execute({ investorId }: GetReferralLedgerQuery): Promise<ReferralLedger> {
    const [code, entries] = await Promise.all([
      this.referrals.codeOfInvestor(this.dataSource.manager, investorId),
      this.referrals.ledgerOf(this.dataSource.manager, investorId),
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
