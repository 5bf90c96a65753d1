export { AuditModule } from './audit.module';
export { AuditTrail, SYSTEM_CONTEXT, type Actor, type AuditContext, type AuditRecord } from './audit-trail';
