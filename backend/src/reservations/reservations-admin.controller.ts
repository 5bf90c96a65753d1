import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  AdminReservation,
  AdminReservationFilter,
  AdminReservationList,
  ADMIN_RESERVATION_FILTERS,
  ConfirmDepositDto,
  ConvertReservationDto,
  RefundReservationDto,
  ReservationRemindersDto,
} from '@cdm/contracts';
import type { AuditContext } from '../platform/audit';
import { PageQueryDto } from '../platform/http/page-query.dto';
import { schemaRef } from '../platform/http/openapi';
import { uuidParam } from '../platform/http/uuid-param';
import { CurrentStaff, StaffAuditContext, StaffGuard, StaffRoles, type SignedInStaff } from '../platform/identity';
import { ConfirmReservationDepositCommand } from './commands/confirm-reservation-deposit.command';
import { ConvertReservationToSaleCommand } from './commands/convert-reservation-to-sale.command';
import { RefundReservationDepositCommand } from './commands/refund-reservation-deposit.command';
import { SendReservationRemindersCommand } from './commands/send-reservation-reminders.command';
import { ListAdminReservationsQuery } from './queries/list-admin-reservations.query';
import { RESERVATIONS_MESSAGES } from './reservations.messages';

class ReservationListQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(ADMIN_RESERVATION_FILTERS, { message: RESERVATIONS_MESSAGES.invalidFilter })
  filter?: AdminReservationFilter;
}

@ApiTags('staff')
@Controller('admin')
@UseGuards(StaffGuard)
export class ReservationsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('unit-reservations')
  list(@Query() query: ReservationListQueryDto): Promise<AdminReservationList> {
    return this.queries.execute(new ListAdminReservationsQuery(query.filter ?? 'all', query.page, query.pageSize));
  }

  @Post('confirm-deposit')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(ConfirmDepositDto) })
  confirmDeposit(@Body() body: ConfirmDepositDto, @CurrentStaff() staff: SignedInStaff, @StaffAuditContext() context: AuditContext): Promise<AdminReservation> {
    return this.commands.execute(
      new ConfirmReservationDepositCommand(body.reservationId, context, { amountCentavos: body.amountCentavos ?? null, reason: body.reason ?? null, byAdmin: staff.role === 'admin' }),
    );
  }

  @Post('unit-reservations/:id/convert')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(ConvertReservationDto), required: false })
  convert(
    @Param('id', uuidParam()) id: string,
    @Body() body: ConvertReservationDto,
    @CurrentStaff() staff: SignedInStaff,
    @StaffAuditContext() context: AuditContext,
  ): Promise<AdminReservation> {
    return this.commands.execute(
      new ConvertReservationToSaleCommand(id, context, { reason: body?.overrideReason ?? null, byAdmin: staff.role === 'admin' }),
    );
  }

  @Post('unit-reservations/:id/refund')
  @HttpCode(200)
  @StaffRoles('admin')
  @ApiBody({ schema: schemaRef(RefundReservationDto), required: false })
  refund(@Param('id', uuidParam()) id: string, @Body() body: RefundReservationDto, @StaffAuditContext() context: AuditContext): Promise<AdminReservation> {
    const reason = body?.rescissionReason ?? null;
    // Only admins reach this route: a reason given is an admin's rescission of a signed contract.
    return this.commands.execute(new RefundReservationDepositCommand(id, context, reason ? { reason, byAdmin: true } : null));
  }

  @Post('unit-reservations/send-reminders')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(ReservationRemindersDto) })
  sendReminders(@Body() body: ReservationRemindersDto, @StaffAuditContext() context: AuditContext): Promise<{ sent: number }> {
    return this.commands.execute(new SendReservationRemindersCommand(body.reservationIds, context));
  }
}
