import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PresentationBookingAdminItem, PresentationBookingList } from '@cdm/contracts';
import type { AuditContext } from '../platform/audit';
import { PageQueryDto } from '../platform/http/page-query.dto';
import { uuidParam } from '../platform/http/uuid-param';
import { StaffAuditContext, StaffGuard, StaffRoles } from '../platform/identity';
import { RefundPresentationBookingCommand } from './commands/refund-presentation-booking.command';
import { ListPresentationBookingsQuery } from './queries/list-presentation-bookings.query';
import { LEADS_MESSAGES } from './leads.messages';

class PresentationBookingListQueryDto extends PageQueryDto {
  @IsOptional()
  @MaxLength(120, { message: LEADS_MESSAGES.searchTooLong })
  @IsString({ message: LEADS_MESSAGES.searchInvalid })
  search?: string;
}

@ApiTags('staff')
@Controller('admin/presentation-bookings')
@UseGuards(StaffGuard)
export class PresentationBookingsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list(@Query() query: PresentationBookingListQueryDto): Promise<PresentationBookingList> {
    return this.queries.execute(new ListPresentationBookingsQuery(query.page, query.pageSize, query.search));
  }

  @Post(':id/refund')
  @HttpCode(200)
  @StaffRoles('admin')
  @ApiOperation({ summary: 'Reembolsa el depósito completo (solo administradores; repetirlo no reembolsa dos veces)' })
  refund(@Param('id', uuidParam()) id: string, @StaffAuditContext() context: AuditContext): Promise<PresentationBookingAdminItem> {
    return this.commands.execute(new RefundPresentationBookingCommand(id, context));
  }
}
