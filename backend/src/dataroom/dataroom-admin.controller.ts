import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DataRoomAccessList,
  DataRoomAdminList,
  DataRoomInvestorActivityList,
  FieldError,
  UNKNOWN_FIELD_MESSAGE,
  UpdateDataRoomDocumentDto,
  UploadDataRoomDocumentDto,
} from '@cdm/contracts';
import { DATA_ROOM_MAX_BYTES } from '@cdm/domain';
import type { AuditContext } from '../platform/audit';
import { validateInput, ValidationFailedException } from '../platform/errors';
import { readLargeMultipartForm, type MultipartForm, type UploadedFile } from '../platform/http/multipart';
import { PageQueryDto } from '../platform/http/page-query.dto';
import { uuidParam } from '../platform/http/uuid-param';
import { StaffAuditContext, StaffGuard, StaffRoles } from '../platform/identity';
import { DeleteDataRoomDocumentCommand } from './commands/delete-data-room-document.command';
import type { ServedFile } from './commands/open-data-room-document.command';
import { ReplaceDataRoomDocumentCommand } from './commands/replace-data-room-document.command';
import { UpdateDataRoomDocumentCommand } from './commands/update-data-room-document.command';
import { DataRoomUploadResult, UploadDataRoomDocumentCommand } from './commands/upload-data-room-document.command';
import { serveFile } from './files/serve-file';
import { GetDataRoomVersionFileQuery } from './queries/get-data-room-version-file.query';
import { ListDataRoomAccessesQuery } from './queries/list-data-room-accesses.query';
import { ListDataRoomDocumentsQuery } from './queries/list-data-room-documents.query';
import { ListDataRoomInvestorsQuery } from './queries/list-data-room-investors.query';
import { DATAROOM_MESSAGES } from './dataroom.messages';

const FILE_FIELD = 'file';
const m = DATAROOM_MESSAGES;

class DataRoomAccessQueryDto extends PageQueryDto {
  @IsOptional()
  @IsUUID('all', { message: DATAROOM_MESSAGES.invalidId })
  documentId?: string;

  @IsOptional()
  @IsUUID('all', { message: DATAROOM_MESSAGES.invalidId })
  investorId?: string;
}

/** The 'Data Room' staff tab: admins upload, replace, edit and delete; every staff member sees who opened what. */
@ApiTags('staff')
@Controller('admin/data-room')
@UseGuards(StaffGuard)
export class DataRoomAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('documents')
  list(): Promise<DataRoomAdminList> {
    return this.queries.execute(new ListDataRoomDocumentsQuery());
  }

  @Post('documents')
  @HttpCode(201)
  @StaffRoles('admin')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Sube un documento: title, folder, description, visibility, watermark, file (máx. 50 MB)' })
  async upload(@Req() request: FastifyRequest, @StaffAuditContext() context: AuditContext): Promise<DataRoomUploadResult> {
    // Read only now, after the guard and the role: nobody else's upload is ever parsed.
    const form = await this.readForm(request);
    const { value, errors } = validateInput(UploadDataRoomDocumentDto, form.fields);
    const file = this.theFile(form, errors);
    const details = {
      title: value.title,
      folder: value.folder,
      description: value.description ?? '',
      visibility: value.visibility,
      watermark: value.watermark === 'true',
    };
    return this.commands.execute(new UploadDataRoomDocumentCommand(details, { bytes: file.bytes, fileName: file.fileName }, context));
  }

  @Post('documents/:id/versions')
  @HttpCode(201)
  @StaffRoles('admin')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Reemplaza el archivo: nueva versión vigente; las anteriores se conservan' })
  async replace(@Param('id', uuidParam()) id: string, @Req() request: FastifyRequest, @StaffAuditContext() context: AuditContext): Promise<DataRoomUploadResult> {
    const form = await this.readForm(request);
    const unknown = Object.keys(form.fields).map((field) => ({ field, message: UNKNOWN_FIELD_MESSAGE }));
    const file = this.theFile(form, unknown);
    return this.commands.execute(new ReplaceDataRoomDocumentCommand(id, { bytes: file.bytes, fileName: file.fileName }, context));
  }

  @Put('documents/:id')
  @HttpCode(204)
  @StaffRoles('admin')
  async update(@Param('id', uuidParam()) id: string, @Body() body: UpdateDataRoomDocumentDto, @StaffAuditContext() context: AuditContext): Promise<void> {
    const details = { ...body, description: body.description ?? '' };
    await this.commands.execute(new UpdateDataRoomDocumentCommand(id, details, context));
  }

  @Delete('documents/:id')
  @HttpCode(204)
  @StaffRoles('admin')
  async remove(@Param('id', uuidParam()) id: string, @StaffAuditContext() context: AuditContext): Promise<void> {
    await this.commands.execute(new DeleteDataRoomDocumentCommand(id, context));
  }

  @Get('documents/:id/versions/:versionId/file')
  async versionFile(
    @Param('id', uuidParam()) id: string,
    @Param('versionId', uuidParam('versionId')) versionId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.queries.execute<GetDataRoomVersionFileQuery, ServedFile>(new GetDataRoomVersionFileQuery(id, versionId));
    return serveFile(reply, file);
  }

  @Get('accesses')
  accesses(@Query() query: DataRoomAccessQueryDto): Promise<DataRoomAccessList> {
    return this.queries.execute(new ListDataRoomAccessesQuery({ documentId: query.documentId, investorId: query.investorId }, query.page, query.pageSize));
  }

  @Get('investors')
  investors(@Query() query: PageQueryDto): Promise<DataRoomInvestorActivityList> {
    return this.queries.execute(new ListDataRoomInvestorsQuery(query.page, query.pageSize));
  }

  private readForm(request: FastifyRequest): Promise<MultipartForm> {
    return readLargeMultipartForm(request, {
      fileField: FILE_FIELD,
      maxFileBytes: DATA_ROOM_MAX_BYTES,
      messages: { fileTooLarge: m.fileTooLarge, notMultipart: m.notMultipart, oneFileOnly: m.oneFileOnly },
    });
  }

  /** The one file of the form, or 400 with every problem of the form at once. */
  private theFile(form: MultipartForm, problems: FieldError[]): UploadedFile {
    const all = [...problems, ...form.files.filter((file) => file.fieldName !== FILE_FIELD).map((file) => ({ field: file.fieldName, message: UNKNOWN_FIELD_MESSAGE }))];
    const file = form.files.find((candidate) => candidate.fieldName === FILE_FIELD && candidate.bytes.length > 0);
    if (!file) all.push({ field: FILE_FIELD, message: m.file });
    if (all.length > 0 || !file) throw new ValidationFailedException(all);
    return file;
  }
}
