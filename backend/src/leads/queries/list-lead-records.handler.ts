import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LeadRecordsRepository } from '../persistence/lead-records.repository';
import { ListLeadRecordsQuery, type LeadRecord } from './list-lead-records.query';

@QueryHandler(ListLeadRecordsQuery)
export class ListLeadRecordsHandler implements IQueryHandler<ListLeadRecordsQuery, LeadRecord[]> {
  constructor(private readonly records: LeadRecordsRepository) {}

  execute({ kind, selection }: ListLeadRecordsQuery): Promise<LeadRecord[]> {
    return this.records.records(kind, selection);
  }
}
