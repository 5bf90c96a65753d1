/** /verificar: is a file with this SHA-256 a contract we sealed? */
export class VerifyContractQuery {
  constructor(readonly sha256: string) {}
}
