import type { SignContractDto } from '@cdm/contracts';
import type { AuditContext } from '../../platform/audit';

/** The investor signs: the emailed code, their typed name (and perhaps a drawn signature), the hash of what they read. */
export class SignContractCommand {
  constructor(
    readonly contractId: string,
    readonly investorId: string,
    readonly signature: SignContractDto,
    readonly ip: string,
    readonly userAgent: string,
    readonly context: AuditContext,
  ) {}
}
