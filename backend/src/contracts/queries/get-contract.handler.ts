import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CONTRACTS_MESSAGES as m } from '../contracts.messages';
import { ContractRepository } from '../persistence/contract.repository';
import { ContractView, GetContractQuery } from './get-contract.query';

@QueryHandler(GetContractQuery)
export class GetContractHandler implements IQueryHandler<GetContractQuery, ContractView | null> {
  constructor(private readonly contracts: ContractRepository) {}

  async execute({ contractId }: GetContractQuery): Promise<ContractView | null> {
    const row = await this.contracts.findById(contractId);
    if (!row) return null;
    return {
      id: row.id,
      reservationId: row.reservationId,
      investorId: row.investorId,
      unitCode: row.unitCode,
      status: row.status,
      textVersion: row.textVersion,
      documentSha256: row.documentSha256,
      investorSignedName: row.investorSignedName,
      investorSignedAt: row.investorSignedAt,
      sealedAt: row.sealedAt,
      sealedSha256: row.sealedSha256,
      sealedPdf: row.status === 'signed' ? await this.contracts.sealedPdf(row.id) : null,
      signedFileName: m.pdf.signedFileName(row.unitCode),
      cancelledAt: row.cancelledAt,
      cancelReason: row.cancelReason,
      rescindedAt: row.rescindedAt,
      rescindReason: row.rescindReason,
    };
  }
}
