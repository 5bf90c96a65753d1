import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { MyPartnerPlan } from '@cdm/contracts';
import { CurrentInvestor, InvestorGuard, type SignedInInvestor } from '../platform/identity';
import { ListMyPartnerPlansQuery } from './queries/list-my-partner-plans.query';

/** What a signed-in investor reads of their own plans: only their own rows, by the session's investor. */
@ApiTags('partners')
@Controller()
@UseGuards(InvestorGuard)
export class PartnersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('partners/my-plans')
  @Header('Cache-Control', 'private, no-store')
  myPlans(@CurrentInvestor() investor: SignedInInvestor): Promise<MyPartnerPlan[]> {
    return this.queries.execute(new ListMyPartnerPlansQuery(investor.id));
  }
}
