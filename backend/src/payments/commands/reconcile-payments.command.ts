/** Re-checks payments the provider may have settled without us hearing of it (a lost webhook). */
export class ReconcilePaymentsCommand {}

export type ReconcilePaymentsResult = { checked: number; skipped: boolean };
