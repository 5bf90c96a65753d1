import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MyContract } from '@cdm/contracts';
import { Clock } from '../../platform/clock/clock';
import { ContractRepository } from '../persistence/contract.repository';
import { GetMyContractQuery } from './get-my-contract.query';

@QueryHandler(GetMyContractQuery)
export class GetMyContractHandler implements IQueryHandler<GetMyContractQuery, MyContract | null> {
  constructor(
    private readonly contracts: ContractRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ investorId, reservationId }: GetMyContractQuery): Promise<MyContract | null> {
    const row = await this.contracts.findLiveByReservation(reservationId);
    if (!row || row.investorId !== investorId) return null;
    const codeExpiresAt = row.status === 'pending_investor' ? await this.contracts.openCodeExpiry(row.id, this.clock.now()) : null;
    return {
      id: row.id,
      reservationId: row.reservationId,
      unitCode: row.unitCode,
      status: row.status,
      textVersion: row.textVersion,
      documentSha256: row.documentSha256,
      generatedAt: row.generatedAt.toISOString(),
      investorSignedAt: row.investorSignedAt?.toISOString() ?? null,
      countersignedAt: row.countersignedAt?.toISOString() ?? null,
      sealedAt: row.sealedAt?.toISOString() ?? null,
      sealedSha256: row.sealedSha256,
      rescindedAt: row.rescindedAt?.toISOString() ?? null,
      codeExpiresAt: codeExpiresAt?.toISOString() ?? null,
    };
  }
}
