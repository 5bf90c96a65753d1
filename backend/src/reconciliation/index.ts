// Public API of the reconciliation context: its module and its events.
export { ReconciliationModule } from './reconciliation.module';
export * from './events/reconciliation-events';
