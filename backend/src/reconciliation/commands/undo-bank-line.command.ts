import type { AuditContext } from '../../platform/audit';

/**
 * An admin undoes an applied line, with a reason: the money it booked is reversed and the line is open
 * again. When it paid a deposit whose contract someone signed, `rescindContract` rescinds that
 * contract in the same step (else the undo is refused).
 */
export class UndoBankLineCommand {
  constructor(
    readonly lineId: string,
    readonly reason: string,
    readonly context: AuditContext,
    readonly rescindContract = false,
  ) {}
}
