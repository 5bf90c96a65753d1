import type { AuditContext } from '../../platform/audit';

export class SetInformationRequestProcessedCommand {
  constructor(
    readonly informationRequestId: string,
    readonly processed: boolean,
    readonly context: AuditContext,
  ) {}
}
