import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InformationRequestAdminItem } from '@cdm/contracts';
import { AuditTrail } from '../../platform/audit';
import { InformationRequestNotFoundError } from '../leads.errors';
import { InformationRequestEntity } from '../persistence/information-request.entity';
import { toAdminItem } from '../queries/information-request-admin-item';
import { SetInformationRequestProcessedCommand } from './set-information-request-processed.command';

@CommandHandler(SetInformationRequestProcessedCommand)
export class SetInformationRequestProcessedHandler
  implements ICommandHandler<SetInformationRequestProcessedCommand, InformationRequestAdminItem>
{
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ informationRequestId, processed, context }: SetInformationRequestProcessedCommand): Promise<InformationRequestAdminItem> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(InformationRequestEntity);
      const request = await repository.findOne({ where: { id: informationRequestId }, lock: { mode: 'pessimistic_write' } });
      if (!request) throw new InformationRequestNotFoundError();
      if (request.processed !== processed) {
        await repository.update({ id: request.id }, { processed });
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
