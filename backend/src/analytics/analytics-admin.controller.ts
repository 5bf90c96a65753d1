import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { FunnelReport } from '@cdm/contracts';
import { defaultFunnelDays, FUNNEL_BREAKDOWNS, FUNNEL_TOUCHES, isFunnelDaysInOrder, mexicoCityIsoDate, type FunnelBreakdown, type FunnelTouch } from '@cdm/domain';
import { Clock } from '../platform/clock/clock';
import { ValidationFailedException } from '../platform/errors';
import { PageQueryDto } from '../platform/http/page-query.dto';
import { StaffGuard } from '../platform/identity';
import { ANALYTICS_MESSAGES as m } from './analytics.messages';
import { GetFunnelReportQuery } from './queries/get-funnel-report.query';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

class FunnelReportQueryDto extends PageQueryDto {
  @IsOptional()
  @IsISO8601({ strict: true }, { message: m.from })
  @Matches(DAY, { message: m.from })
  from?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: m.to })
  @Matches(DAY, { message: m.to })
  to?: string;

  @IsOptional()
  @IsIn(FUNNEL_TOUCHES, { message: m.touch })
  touch?: FunnelTouch;

  @IsOptional()
  @IsIn(FUNNEL_BREAKDOWNS, { message: m.by })
  by?: FunnelBreakdown;

  @IsOptional()
  @MaxLength(200, { message: m.search })
  @IsString({ message: m.search })
  search?: string;
}

@ApiTags('staff')
@Controller('admin')
@UseGuards(StaffGuard)
export class AnalyticsAdminController {
  constructor(
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  /** The "Embudo" tab (admins and advisors): this Mexico City month up to today unless a period is given. */
  @Get('funnel')
  @ApiOperation({ summary: 'Embudo de ventas de un periodo: personas por etapa, conversión, días, valor de venta; desglose por fuente, medio, campaña o código de referido' })
  funnel(@Query() query: FunnelReportQueryDto): Promise<FunnelReport> {
    const fallback = defaultFunnelDays(mexicoCityIsoDate(this.clock.now()));
    const days = { from: query.from ?? fallback.from, to: query.to ?? fallback.to };
    if (!isFunnelDaysInOrder(days)) throw new ValidationFailedException([{ field: 'to', message: m.order }]);
    return this.queries.execute(
      new GetFunnelReportQuery(days.from, days.to, query.touch ?? 'first', query.by ?? 'campaign', query.page, query.pageSize, query.search ?? ''),
    );
  }
}
