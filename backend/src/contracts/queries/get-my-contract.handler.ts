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
    if (!row || row.investor_id !== investorId) return null;
    const codeExpiresAt = row.status === 'pending_investor' ? await this.contracts.openCodeExpiry(row.id, this.clock.now()) : null;
    return {
      id: row.id,
      reservationId: row.reservation_id,
      unitCode: row.unit_code,
      status: row.status,
      textVersion: row.text_version,
      documentSha256: row.document_sha256,
      generatedAt: row.generated_at.toISOString(),
      investorSignedAt: row.investor_signed_at?.toISOString() ?? null,
      countersignedAt: row.countersigned_at?.toISOString() ?? null,
      sealedAt: row.sealed_at?.toISOString() ?? null,
      sealedSha256: row.sealed_sha256,
      codeExpiresAt: codeExpiresAt?.toISOString() ?? null,
    };
  }
}
