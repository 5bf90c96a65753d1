import type { AuditContext } from '../../platform/audit';

/** An admin countersigns for the developer: the signature page is added and the document sealed. */
export class CountersignContractCommand {
  constructor(
    readonly contractId: string,
    readonly staff: { id: string; name: string },
    readonly ip: string,
    readonly userAgent: string,
    readonly context: AuditContext,
  ) {}
}
