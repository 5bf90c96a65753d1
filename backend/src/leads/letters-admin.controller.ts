import { Controller, Delete, Get, Header, HttpCode, Param, Query, StreamableFile, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LetterSubmissionList } from '@cdm/contracts';
import type { AuditContext } from '../platform/audit';
import { PageQueryDto } from '../platform/http/page-query.dto';
import { uuidParam } from '../platform/http/uuid-param';
import { StaffAuditContext, StaffGuard, StaffRoles } from '../platform/identity';
import { DeleteLetterSubmissionCommand } from './commands/delete-letter-submission.command';
import { DownloadLetterIdDocumentCommand, LetterIdDocumentFile } from './commands/download-letter-id-document.command';
import { ListLetterSubmissionsQuery } from './queries/list-letter-submissions.query';
import { LEADS_MESSAGES } from './leads.messages';

class LetterSubmissionListQueryDto extends PageQueryDto {
  @IsOptional()
  @MaxLength(120, { message: LEADS_MESSAGES.searchTooLong })
  @IsString({ message: LEADS_MESSAGES.searchInvalid })
  search?: string;
}

/** The "Cartas de Intención" tab (investor-portal.md §2.6): list, the ID files, deletion by admins. */
@ApiTags('staff')
@Controller('admin/letter-submissions')
@UseGuards(StaffGuard)
export class LettersAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list(@Query() query: LetterSubmissionListQueryDto): Promise<LetterSubmissionList> {
    return this.queries.execute(new ListLetterSubmissionsQuery(query.page, query.pageSize, query.search));
  }

  // Always a download, never rendered by the browser, never kept by a cache.
  @Get(':id/ine')
  @Header('Cache-Control', 'no-store')
  async idDocument(@Param('id', uuidParam()) id: string, @StaffAuditContext() context: AuditContext): Promise<StreamableFile> {
    const file = await this.commands.execute<DownloadLetterIdDocumentCommand, LetterIdDocumentFile>(new DownloadLetterIdDocumentCommand(id, context));
    return new StreamableFile(file.bytes, {
      type: file.contentType,
      disposition: `attachment; filename="${file.storedName}"`,
      length: file.bytes.length,
    });
  }

  @Delete(':id')
  @HttpCode(204)
  @StaffRoles('admin')
  async remove(@Param('id', uuidParam()) id: string, @StaffAuditContext() context: AuditContext): Promise<void> {
    await this.commands.execute(new DeleteLetterSubmissionCommand(id, context));
  }
}

/** The spec's name of the same list (investor-portal.md §7: GET /api/admin/submissions), staff only. */
@ApiTags('staff')
@Controller('admin/submissions')
@UseGuards(StaffGuard)
export class LetterSubmissionsSpecAdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Query() query: LetterSubmissionListQueryDto): Promise<LetterSubmissionList> {
    return this.queries.execute(new ListLetterSubmissionsQuery(query.page, query.pageSize, query.search));
  }
}
