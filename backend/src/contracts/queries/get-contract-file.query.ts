/**
 * A contract's PDF: the sealed copy once signed, the document to read before. `investorId` limits it
 * to that investor's own contracts; null is staff.
 */
export class GetContractFileQuery {
  constructor(
    readonly contractId: string,
    readonly investorId: string | null,
  ) {}
}

export type ContractFile = { bytes: Buffer; sha256: string; fileName: string };
