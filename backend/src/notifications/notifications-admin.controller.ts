import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { EmailLogItem, EmailPreview, EmailStatusValue, Page, SendTestEmailDto } from '@cdm/contracts';
import type { AuditContext } from '../platform/audit';
import { AppConfig } from '../platform/config';
import { PageQueryDto } from '../platform/http/page-query.dto';
import { schemaRef } from '../platform/http/openapi';
import { uuidParam } from '../platform/http/uuid-param';
import { CurrentStaff, SignedInStaff, StaffAuditContext, StaffGuard } from '../platform/identity';
import { Settings } from '../platform/settings/settings';
import { QueueEmailCommand } from './commands/queue-email.command';
import { ResendEmailCommand } from './commands/resend-email.command';
import { ListEmailsQuery } from './queries/list-emails.query';
import { depositLabel, paymentConfirmationEmail } from './templates/payment-confirmation.template';

class EmailLogQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(['queued', 'sent', 'failed'], { message: 'Estado no válido' })
  status?: EmailStatusValue;
}

@ApiTags('staff')
@Controller('admin')
@UseGuards(StaffGuard)
export class NotificationsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly settings: Settings,
    private readonly config: AppConfig,
  ) {}

  @Get('emails')
  list(@Query() query: EmailLogQueryDto): Promise<Page<EmailLogItem>> {
    return this.queries.execute(new ListEmailsQuery(query.page, query.pageSize, query.status));
  }

  @Post('emails/:id/resend')
  @HttpCode(202)
  async resend(@Param('id', uuidParam()) id: string, @StaffAuditContext() context: AuditContext): Promise<{ message: string }> {
    await this.commands.execute(new ResendEmailCommand(id, context));
    return { message: 'El correo se puso de nuevo en la cola de envío.' };
  }

  @Get('email-preview')
  async preview(@CurrentStaff() staff: SignedInStaff): Promise<EmailPreview> {
    const { subject, html } = await this.samplePaymentConfirmation(staff.name);
    return { subject, html };
  }

  @Post('send-test-email')
  @HttpCode(202)
  @ApiBody({ schema: schemaRef(SendTestEmailDto) })
  async sendTest(@Body() body: SendTestEmailDto, @CurrentStaff() staff: SignedInStaff): Promise<{ message: string }> {
    const email = await this.samplePaymentConfirmation(staff.name);
    await this.commands.execute(new QueueEmailCommand(`test.${body.type}.${randomUUID()}`, body.email, { ...email, subject: `[Prueba] ${email.subject}` }));
    return { message: `Email de prueba en camino a ${body.email}.` };
  }

  private async samplePaymentConfirmation(name: string) {
    const deposit = await this.settings.get('applicationDepositCentavos');
    return paymentConfirmationEmail({ name, depositLabel: depositLabel(deposit), contactEmail: this.config.contactEmail });
  }
}
