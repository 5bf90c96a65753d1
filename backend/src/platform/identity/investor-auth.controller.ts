import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  InvestorLoginDto,
  InvestorLoginResponse,
  InvestorPasswordDto,
  InvestorPasswordResponse,
  InvestorPasswordStatusDto,
  InvestorPasswordStatusResponse,
  InvestorProfile,
  InvestorSessionResponse,
  PasswordResetConfirmDto,
  PasswordResetConfirmResponse,
  PasswordResetRequestDto,
  PasswordResetRequestResponse,
  PasswordResetValidateDto,
  PasswordResetValidateResponse,
  RedeemSetupLinkDto,
} from '@cdm/contracts';
import { AppConfig } from '../config';
import { schemaRef } from '../http/openapi';
import { CheckInvestorPasswordStatusCommand } from './commands/check-investor-password-status.command';
import { ConfirmPasswordResetCommand } from './commands/confirm-password-reset.command';
import { RedeemSetupLinkCommand, RedeemSetupLinkResult } from './commands/redeem-setup-link.command';
import { RequestPasswordResetCommand } from './commands/request-password-reset.command';
import { SetInvestorPasswordCommand } from './commands/set-investor-password.command';
import { InvestorSignInResult, SignInInvestorCommand } from './commands/sign-in-investor.command';
import { SignOutCommand } from './commands/sign-out.command';
import { CurrentInvestor, InvestorGuard, SignedInInvestor } from './guards';
import { SessionEndedByAttemptsError } from './identity.errors';
import { GetInvestorProfileQuery } from './queries/get-investor-profile.query';
import { ValidateResetTokenQuery } from './queries/validate-reset-token.query';
import { clearSessionCookie, SESSION_COOKIES, setSessionCookie } from './session-cookies';
import { PublicFormThrottle } from '../throttling';

/** The investor calls of investor-portal.md §7, on their original paths. */
@ApiTags('investors')
@Controller()
export class InvestorAuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  private get secureCookies(): boolean {
    return this.config.publicUrl.startsWith('https://');
  }

  private profile(investorAccountId: string): Promise<InvestorProfile> {
    return this.queries.execute(new GetInvestorProfileQuery(investorAccountId));
  }

  @Post('investor-password-status')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(InvestorPasswordStatusDto) })
  async passwordStatus(@Body() body: InvestorPasswordStatusDto, @Req() request: FastifyRequest): Promise<InvestorPasswordStatusResponse> {
    const needsPasswordSetup = await this.commands.execute<CheckInvestorPasswordStatusCommand, boolean>(
      new CheckInvestorPasswordStatusCommand(body.username, request.ip),
    );
    return { needsPasswordSetup };
  }

  @Post('investor-login')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(InvestorLoginDto) })
  async login(
    @Body() body: InvestorLoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InvestorLoginResponse> {
    const result = await this.commands.execute<SignInInvestorCommand, InvestorSignInResult>(
      new SignInInvestorCommand(body.username, body.password ?? '', request.ip, request.cookies[SESSION_COOKIES.investor]),
    );
    if (!result.signedIn) return { success: false, needsPasswordSetup: true, setupLinkSent: true };
    setSessionCookie(reply, 'investor', result.token, this.secureCookies);
    const investor = await this.profile(result.investorAccountId);
    return { success: true, investor, needsPasswordSetup: investor.needsPasswordSetup };
  }

  @Get('investor-session')
  @UseGuards(InvestorGuard)
  async session(@CurrentInvestor() investor: SignedInInvestor): Promise<InvestorSessionResponse> {
    const profile = await this.profile(investor.id);
    return { investor: profile, needsPasswordSetup: profile.needsPasswordSetup };
  }

  @Post('investor-logout')
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.commands.execute(new SignOutCommand('investor', request.cookies[SESSION_COOKIES.investor]));
    clearSessionCookie(reply, 'investor', this.secureCookies);
  }

  @Post('investor-password')
  @HttpCode(200)
  @UseGuards(InvestorGuard)
  @ApiBody({ schema: schemaRef(InvestorPasswordDto) })
  async setPassword(
    @Body() body: InvestorPasswordDto,
    @CurrentInvestor() investor: SignedInInvestor,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InvestorPasswordResponse> {
    try {
      await this.commands.execute(new SetInvestorPasswordCommand(investor, body.newPassword, body.currentPassword, String(request.id)));
    } catch (error) {
      // Too many wrong current passwords: the session is over on the server; the browser forgets it too.
      if (error instanceof SessionEndedByAttemptsError) clearSessionCookie(reply, 'investor', this.secureCookies);
      throw error;
    }
    return { success: true };
  }

  @Post('investor-setup-link/redeem')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(RedeemSetupLinkDto) })
  async redeemSetupLink(
    @Body() body: RedeemSetupLinkDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InvestorSessionResponse> {
    const { sessionToken, investorAccountId } = await this.commands.execute<RedeemSetupLinkCommand, RedeemSetupLinkResult>(
      new RedeemSetupLinkCommand(body.token, request.cookies[SESSION_COOKIES.investor]),
    );
    setSessionCookie(reply, 'investor', sessionToken, this.secureCookies);
    const profile = await this.profile(investorAccountId);
    return { investor: profile, needsPasswordSetup: profile.needsPasswordSetup };
  }

  @Post('password-reset/request')
  @PublicFormThrottle('password-reset')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(PasswordResetRequestDto) })
  async requestReset(@Body() body: PasswordResetRequestDto, @Req() request: FastifyRequest): Promise<PasswordResetRequestResponse> {
    await this.commands.execute(new RequestPasswordResetCommand(body.email, request.ip));
    return { success: true };
  }

  @Post('password-reset/validate')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(PasswordResetValidateDto) })
  async validateReset(@Body() body: PasswordResetValidateDto): Promise<PasswordResetValidateResponse> {
    const email = await this.queries.execute<ValidateResetTokenQuery, string>(new ValidateResetTokenQuery(body.token));
    return { success: true, email };
  }

  @Post('password-reset/confirm')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(PasswordResetConfirmDto) })
  async confirmReset(@Body() body: PasswordResetConfirmDto, @Req() request: FastifyRequest): Promise<PasswordResetConfirmResponse> {
    await this.commands.execute(new ConfirmPasswordResetCommand(body.token, body.password, String(request.id)));
    return { success: true };
  }
}
