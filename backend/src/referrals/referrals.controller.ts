import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreditAdjustmentDto,
  ReferralAccount,
  ReferralLedger,
  ReferralStats,
  ReferredUser,
  ReverseSaleCreditsDto,
  UserReferralCodeResponse,
} from '@cdm/contracts';
import type { AuditContext } from '../platform/audit';
import { schemaRef } from '../platform/http/openapi';
import { uuidParam } from '../platform/http/uuid-param';
import { CurrentInvestor, InvestorGuard, type SignedInInvestor, StaffAuditContext, StaffGuard, StaffRoles } from '../platform/identity';
import { AddCreditAdjustmentCommand } from './commands/add-credit-adjustment.command';
import { EnsureReferralCodeCommand } from './commands/ensure-referral-code.command';
import { ReverseSaleCreditsCommand } from './commands/reverse-sale-credits.command';
import { GetReferralLedgerQuery } from './queries/get-referral-ledger.query';
import { GetReferralStatsQuery } from './queries/get-referral-stats.query';
import { ListReferralAccountsQuery } from './queries/list-referral-accounts.query';
import { ListReferredUsersQuery } from './queries/list-referred-users.query';
import type { CodeRow } from './persistence/referral.repository';

@ApiTags('referrals')
@Controller()
@UseGuards(InvestorGuard)
export class ReferralsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  // The spec's body carries an email; the session decides whose code this is.
  @Post('user-referral-code')
  @HttpCode(200)
  @ApiOperation({ summary: 'El código de referido del inversionista en sesión y sus estadísticas' })
  async myCode(@CurrentInvestor() investor: SignedInInvestor): Promise<UserReferralCodeResponse> {
    const code = await this.commands.execute<EnsureReferralCodeCommand, CodeRow>(new EnsureReferralCodeCommand(investor.id));
    const stats = await this.queries.execute<GetReferralStatsQuery, ReferralStats>(new GetReferralStatsQuery(investor.id));
    return { referralCode: code.code, stats };
  }

  @Post('referral-users')
  @HttpCode(200)
  referredUsers(@CurrentInvestor() investor: SignedInInvestor): Promise<ReferredUser[]> {
    return this.queries.execute(new ListReferredUsersQuery(investor.id));
  }
}

@ApiTags('staff')
@Controller('admin/referrals')
@UseGuards(StaffGuard)
export class ReferralsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  accounts(): Promise<ReferralAccount[]> {
    return this.queries.execute(new ListReferralAccountsQuery());
  }

  @Get(':investorId/ledger')
  ledger(@Param('investorId', uuidParam()) investorId: string): Promise<ReferralLedger> {
    return this.queries.execute(new GetReferralLedgerQuery(investorId));
  }

  @Post('adjustments')
  @HttpCode(201)
  @StaffRoles('admin')
  @ApiBody({ schema: schemaRef(CreditAdjustmentDto) })
  async adjust(@Body() body: CreditAdjustmentDto, @StaffAuditContext() context: AuditContext): Promise<ReferralLedger> {
    await this.commands.execute(new AddCreditAdjustmentCommand(body.investorId, body.amountCentavos, body.reason, context));
    return this.queries.execute(new GetReferralLedgerQuery(body.investorId));
  }

  @Post('reversals')
  @HttpCode(200)
  @StaffRoles('admin')
  @ApiBody({ schema: schemaRef(ReverseSaleCreditsDto) })
  async reverse(@Body() body: ReverseSaleCreditsDto, @StaffAuditContext() context: AuditContext): Promise<{ reversed: number }> {
    return { reversed: await this.commands.execute(new ReverseSaleCreditsCommand(body.reservationId, body.reason, context)) };
  }
}
