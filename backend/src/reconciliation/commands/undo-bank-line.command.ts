import type { AuditContext } from '../../platform/audit';

/** An admin undoes an applied line, with a reason: the payment it made is reversed and the line is open again. */
export class UndoBankLineCommand {
  constructor(
    readonly lineId: string,
    readonly reason: string,
    readonly context: AuditContext,
  ) {}
}
