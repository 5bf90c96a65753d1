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
      reservationId: row.reservation_id,
      investorId: row.investor_id,
      unitCode: row.unit_code,
      status: row.status,
      textVersion: row.text_version,
      documentSha256: row.document_sha256,
      investorSignedName: row.investor_signed_name,
      investorSignedAt: row.investor_signed_at,
      sealedAt: row.sealed_at,
      sealedSha256: row.sealed_sha256,
      sealedPdf: row.status === 'signed' ? await this.contracts.sealedPdf(row.id) : null,
      signedFileName: m.pdf.signedFileName(row.unit_code),
    };
  }
}
