import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import { MONEY_MESSAGES, MONEY_TARGET_KINDS, type MoneyTargetKindValue, type TargetMoneyView } from '@cdm/contracts';
import { StaffGuard, StaffRoles } from '../platform/identity';
import { GetTargetMoneyQuery } from './queries/get-target-money.query';

class MoneyTargetParamDto {
  @IsIn(MONEY_TARGET_KINDS, { message: MONEY_MESSAGES.kind })
  kind!: MoneyTargetKindValue;

  @IsUUID('all', { message: MONEY_MESSAGES.targetId })
  id!: string;
}

/** What staff read behind a reservation's deposit or a partner's balance: every entry of the record of money received. */
@ApiTags('staff')
@Controller('admin/money')
@UseGuards(StaffGuard)
@StaffRoles('admin', 'advisor')
export class MoneyAdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':kind/:id')
  target(@Param() { kind, id }: MoneyTargetParamDto): Promise<TargetMoneyView> {
    return this.queries.execute(new GetTargetMoneyQuery(kind, id));
  }
}
