import type { StatementFormat } from '@cdm/contracts';
import type { AuditContext } from '../../platform/audit';

/** Staff upload a bank statement: its lines are stored once, matched, and exact matches applied. */
export class UploadStatementCommand {
  constructor(
    readonly accountNumber: string,
    readonly format: StatementFormat,
    readonly file: { bytes: Buffer; fileName: string },
    readonly context: AuditContext,
  ) {}
}
