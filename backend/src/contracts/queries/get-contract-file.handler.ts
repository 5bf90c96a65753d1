import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ContractNotFoundError } from '../contracts.errors';
import { CONTRACTS_MESSAGES as m } from '../contracts.messages';
import { ContractRepository } from '../persistence/contract.repository';
import { ContractFile, GetContractFileQuery } from './get-contract-file.query';

@QueryHandler(GetContractFileQuery)
export class GetContractFileHandler implements IQueryHandler<GetContractFileQuery, ContractFile> {
  constructor(private readonly contracts: ContractRepository) {}

  async execute({ contractId, investorId }: GetContractFileQuery): Promise<ContractFile> {
    const row = await this.contracts.findById(contractId);
    if (!row || (investorId !== null && row.investorId !== investorId)) throw new ContractNotFoundError();
    if (row.status === 'signed' && row.sealedSha256) {
      const bytes = await this.contracts.sealedPdf(contractId);
      if (bytes) return { bytes, sha256: row.sealedSha256, fileName: m.pdf.signedFileName(row.unitCode) };
    }
    const bytes = await this.contracts.documentPdf(contractId);
    if (!bytes) throw new ContractNotFoundError();
    return { bytes, sha256: row.documentSha256, fileName: m.pdf.fileName(row.unitCode) };
  }
}
