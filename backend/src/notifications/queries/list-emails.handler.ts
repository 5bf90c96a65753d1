import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EmailLogItem, Page } from '@cdm/contracts';
import { EmailLogRepository } from '../persistence/email-log.repository';
import { ListEmailsQuery } from './list-emails.query';

@QueryHandler(ListEmailsQuery)
export class ListEmailsHandler implements IQueryHandler<ListEmailsQuery, Page<EmailLogItem>> {
  constructor(private readonly emails: EmailLogRepository) {}

  async execute({ page, pageSize, status }: ListEmailsQuery): Promise<Page<EmailLogItem>> {
    const [rows, total] = await this.emails.page({ page, pageSize, status });
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
