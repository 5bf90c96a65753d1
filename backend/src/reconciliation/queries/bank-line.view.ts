import type { BankLineView } from '@cdm/contracts';
import type { BankLineRow } from '../persistence/reconciliation.repository';

export function toBankLineView(row: BankLineRow): BankLineView {
  return {
    id: row.id,
    statementId: row.statement_id,
    bookedOn: row.booked_on,
    amountCentavos: Number(row.amount_centavos),
    description: row.description,
    reference: row.reference,
    trackingKey: row.tracking_key,
    payerName: row.payer_name,
    status: row.status,
    matchReason: row.match_reason,
    target: row.target_kind && row.target_id ? { kind: row.target_kind, id: row.target_id, reference: row.target_reference ?? '', name: row.target_name ?? '' } : null,
    ignoreReason: row.ignore_reason ?? row.problem ?? row.undo_reason,
    appliedAt: row.applied_at ? new Date(row.applied_at).toISOString() : null,
    appliedBy: row.applied_by,
  };
}
