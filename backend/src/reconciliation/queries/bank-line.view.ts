import type { BankLineView } from '@cdm/contracts';
import type { BankLineRecord } from '../persistence/reconciliation.repository';

export function toBankLineView(line: BankLineRecord): BankLineView {
  return {
    id: line.id,
    statementId: line.statementId,
    bookedOn: line.bookedOn,
    amountCentavos: line.amountCentavos,
    description: line.description,
    reference: line.reference,
    trackingKey: line.trackingKey,
    payerName: line.payerName,
    status: line.status,
    matchReason: line.matchReason,
    target: line.target,
    ignoreReason: line.ignoreReason ?? line.problem ?? line.undoReason,
    appliedAt: line.appliedAt ? new Date(line.appliedAt).toISOString() : null,
    appliedBy: line.appliedBy,
    appliedCentavos: line.appliedCentavos,
    toReturnCentavos: line.toReturnCentavos,
  };
}
