import type { AuditContext } from '../../platform/audit';

/** 'Ignorar' (with a reason) or 'Restaurar' a credit staff will not apply. */
export class SetBankLineAsideCommand {
  constructor(
    readonly lineId: string,
    readonly move: 'ignore' | 'restore',
    readonly reason: string | null,
    readonly context: AuditContext,
  ) {}
}
