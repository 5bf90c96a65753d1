import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InformationRequestAdminItem } from '@cdm/contracts';
import { AuditTrail } from '../../platform/audit';
import { InformationRequestNotFoundError } from '../leads.errors';
import { InformationRequestRepository } from '../persistence/information-request.repository';
import { toAdminItem } from '../queries/information-request-admin-item';
import { SetInformationRequestProcessedCommand } from './set-information-request-processed.command';

@CommandHandler(SetInformationRequestProcessedCommand)
export class SetInformationRequestProcessedHandler
  implements ICommandHandler<SetInformationRequestProcessedCommand, InformationRequestAdminItem>
{
  constructor(
    private readonly requests: InformationRequestRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ informationRequestId, processed, context }: SetInformationRequestProcessedCommand): Promise<InformationRequestAdminItem> {
    return this.requests.transaction(async (manager) => {
      const request = await this.requests.lockById(informationRequestId, manager);
      if (!request) throw new InformationRequestNotFoundError();
      if (request.processed !== processed) {
        await this.requests.setProcessed(request.id, processed, manager);
        await this.audit.record(manager, context, {
          action: 'information_request.processed_changed',
          entityType: 'information_request',
          entityId: request.id,
          before: { processed: request.processed },
          after: { processed },
        });
      }
      return toAdminItem({ ...request, processed });
    });
  }
}
