import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../http/page-query.dto';
import { StaffGuard } from '../identity/guards';
import { AuditEntryPage } from './list-audit-entries.handler';
import { ListAuditEntriesQuery } from './list-audit-entries.query';

class AuditLogQueryDto extends PageQueryDto {
  @IsOptional() @MaxLength(80, { message: 'Máximo 80 caracteres' }) @IsString({ message: 'Acción no válida' })
  action?: string;

  @IsOptional() @MaxLength(80, { message: 'Máximo 80 caracteres' }) @IsString({ message: 'Entidad no válida' })
  entityType?: string;
}

@ApiTags('staff')
@Controller('admin/audit-log')
@UseGuards(StaffGuard)
export class AuditController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Query() query: AuditLogQueryDto): Promise<AuditEntryPage> {
    return this.queries.execute(new ListAuditEntriesQuery(query.page, query.pageSize, query.action || undefined, query.entityType || undefined));
  }
}
