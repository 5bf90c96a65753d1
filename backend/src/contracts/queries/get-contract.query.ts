import type { ContractStatus } from '@cdm/contracts';

/** What other contexts (notifications) may read of a contract; the sealed copy only once signed. */
export class GetContractQuery {
  constructor(readonly contractId: string) {}
}

export type ContractView = {
  id: string;
  reservationId: string;
  investorId: string;
  unitCode: string;
  status: ContractStatus;
  textVersion: string;
  documentSha256: string;
  investorSignedName: string | null;
  investorSignedAt: Date | null;
  sealedAt: Date | null;
  sealedSha256: string | null;
  sealedPdf: Buffer | null;
  signedFileName: string;
  cancelledAt: Date | null;
  cancelReason: string | null;
  rescindedAt: Date | null;
  rescindReason: string | null;
};
