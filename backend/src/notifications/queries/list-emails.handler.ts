import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EmailLogItem, Page } from '@cdm/contracts';
import { EmailLogEntity } from '../persistence/email-log.entity';
import { ListEmailsQuery } from './list-emails.query';

@QueryHandler(ListEmailsQuery)
export class ListEmailsHandler implements IQueryHandler<ListEmailsQuery, Page<EmailLogItem>> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ page, pageSize, status }: ListEmailsQuery): Promise<Page<EmailLogItem>> {
    const [rows, total] = await this.dataSource.getRepository(EmailLogEntity).findAndCount({
      where: status ? { status } : {},
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return {
      items: rows.map((row) => ({
        id: row.id,
        template: row.template,
        recipient: row.recipient,
        subject: row.subject,
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        resendable: !row.carriesSecret,
      })),
      total,
      page,
      pageSize,
    };
  }
}
