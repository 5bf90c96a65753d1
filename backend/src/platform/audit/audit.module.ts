import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditController } from './audit.controller';
import { AuditTrail } from './audit-trail';
import { ListAuditEntriesHandler } from './list-audit-entries.handler';

/** Global: every context records its state changes through AuditTrail. */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [AuditController],
  providers: [AuditTrail, ListAuditEntriesHandler],
  exports: [AuditTrail],
})
export class AuditModule {}
