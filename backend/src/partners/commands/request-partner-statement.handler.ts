import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { PartnerStatementRequestedEvent } from '../events/partner-events';
import { PartnerNotFoundError } from '../partners.errors';
import { PartnerRepository } from '../persistence/partner.repository';
import { RequestPartnerStatementCommand } from './request-partner-statement.command';

@CommandHandler(RequestPartnerStatementCommand)
export class RequestPartnerStatementHandler implements ICommandHandler<RequestPartnerStatementCommand, { sent: true }> {
  constructor(
    private readonly partners: PartnerRepository,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async execute({ partnerId, context }: RequestPartnerStatementCommand): Promise<{ sent: true }> {
    const partner = await this.partners.findById(partnerId);
    if (!partner) throw new PartnerNotFoundError();
    await this.partners.transaction(async (manager) => {
      await this.audit.record(manager, context, { action: 'partner.statement_sent', entityType: 'partner', entityId: partner.id });
      await this.outbox.add(manager, new PartnerStatementRequestedEvent(partner.id, this.clock.now()));
    });
    return { sent: true };
  }
}
