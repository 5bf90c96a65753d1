import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CreateStaffAccountDto,
  ResetStaffPasswordDto,
  StaffMember,
  StaffSessionResponse,
  StaffSignInDto,
  UpdateStaffAccountDto,
} from '@cdm/contracts';
import type { AuditContext } from '../audit/audit-trail';
import { AppConfig } from '../config';
import { schemaRef } from '../http/openapi';
import { uuidParam } from '../http/uuid-param';
import { CreateStaffAccountCommand } from './commands/create-staff-account.command';
import { ResetStaffPasswordCommand } from './commands/reset-staff-password.command';
import { SignInStaffCommand } from './commands/sign-in-staff.command';
import { StaffSignInResult } from './commands/sign-in-staff.handler';
import { SignOutCommand } from './commands/sign-out.command';
import { UpdateStaffAccountCommand } from './commands/update-staff-account.command';
import { CurrentStaff, SignedInStaff, StaffAuditContext, StaffGuard, StaffRoles } from './guards';
import { GetStaffMemberQuery } from './queries/get-staff-member.query';
import { ListStaffMembersQuery } from './queries/list-staff-members.query';
import { clearSessionCookie, SESSION_COOKIES, setSessionCookie } from './session-cookies';
import { toStaffMember } from './staff-member';

@ApiTags('staff')
@Controller('admin')
export class StaffAuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  private get secureCookies(): boolean {
    return this.config.publicUrl.startsWith('https://');
  }

  @Post('session')
  @HttpCode(200)
  @ApiOperation({ summary: 'Inicio de sesión del personal (5 fallos en 15 min por cuenta e IP → 429)' })
  @ApiBody({ schema: schemaRef(StaffSignInDto) })
  async signIn(
    @Body() body: StaffSignInDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StaffSessionResponse> {
    const { token, staff } = await this.commands.execute<SignInStaffCommand, StaffSignInResult>(
      new SignInStaffCommand(body.email, body.password, request.ip, request.cookies[SESSION_COOKIES.staff], String(request.id)),
    );
    setSessionCookie(reply, 'staff', token, this.secureCookies);
    return { staff: toStaffMember(staff) };
  }

  @Get('session')
  @UseGuards(StaffGuard)
  async current(@CurrentStaff() staff: SignedInStaff): Promise<StaffSessionResponse> {
    return { staff: await this.queries.execute<GetStaffMemberQuery, StaffMember>(new GetStaffMemberQuery(staff.id)) };
  }

  @Delete('session')
  @HttpCode(204)
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.commands.execute(new SignOutCommand('staff', request.cookies[SESSION_COOKIES.staff]));
    clearSessionCookie(reply, 'staff', this.secureCookies);
  }

  @Get('staff')
  @UseGuards(StaffGuard)
  @StaffRoles('admin')
  list(): Promise<StaffMember[]> {
    return this.queries.execute(new ListStaffMembersQuery());
  }

  @Post('staff')
  @UseGuards(StaffGuard)
  @StaffRoles('admin')
  @ApiBody({ schema: schemaRef(CreateStaffAccountDto) })
  create(@Body() body: CreateStaffAccountDto, @StaffAuditContext() context: AuditContext): Promise<StaffMember> {
    return this.commands.execute(new CreateStaffAccountCommand(body, context));
  }

  @Patch('staff/:id')
  @UseGuards(StaffGuard)
  @StaffRoles('admin')
  @ApiBody({ schema: schemaRef(UpdateStaffAccountDto) })
  update(
    @Param('id', uuidParam()) id: string,
    @Body() body: UpdateStaffAccountDto,
    @StaffAuditContext() context: AuditContext,
  ): Promise<StaffMember> {
    return this.commands.execute(new UpdateStaffAccountCommand(id, body, context));
  }

  @Post('staff/:id/password')
  @HttpCode(204)
  @UseGuards(StaffGuard)
  @StaffRoles('admin')
  @ApiBody({ schema: schemaRef(ResetStaffPasswordDto) })
  async resetPassword(
    @Param('id', uuidParam()) id: string,
    @Body() body: ResetStaffPasswordDto,
    @StaffAuditContext() context: AuditContext,
  ): Promise<void> {
    await this.commands.execute(new ResetStaffPasswordCommand(id, body.password, context));
  }
}
