import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  InvestorApplicationDto,
  InvestorApplicationResponse,
  PaymentSuccessDto,
  PaymentSuccessResponse,
  ValidateReferralCodeDto,
  ValidateReferralCodeResponse,
} from '@cdm/contracts';
import { schemaRef } from '../platform/http/openapi';
import { ConfirmApplicationPaymentCommand } from './commands/confirm-application-payment.command';
import { SubmitApplicationCommand, SubmitApplicationResult } from './commands/submit-application.command';
import { type ReferralCodeCheck, ValidateReferralCodeQuery } from './queries/validate-referral-code.query';
import { PublicFormThrottle } from '../platform/throttling';

@ApiTags('applications')
@Controller()
export class ApplicationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('validate-referral-code')
  @PublicFormThrottle('referral-code-check')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(ValidateReferralCodeDto) })
  async validateReferralCode(@Body() body: ValidateReferralCodeDto): Promise<ValidateReferralCodeResponse> {
    const check = await this.queries.execute<ValidateReferralCodeQuery, ReferralCodeCheck>(new ValidateReferralCodeQuery(body.code));
    return check.valid
      ? { valid: true, error: null, referralData: { ownerName: check.ownerName } }
      : { valid: false, error: check.error, referralData: null };
  }

  @Post('investor-application')
  @PublicFormThrottle('investor-application')
  @HttpCode(201)
  @ApiOperation({ summary: 'Aplicación de inversionista: acceso directo con código de referido (enlace de configuración por correo, sin sesión) o depósito con tarjeta' })
  @ApiBody({ schema: schemaRef(InvestorApplicationDto) })
  submit(@Body() body: InvestorApplicationDto): Promise<InvestorApplicationResponse> {
    return this.commands.execute<SubmitApplicationCommand, SubmitApplicationResult>(new SubmitApplicationCommand(body));
  }

  @Post('payment-success')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pide al servidor volver a consultar el depósito con el proveedor (no lo marca pagado por sí mismo)' })
  @ApiBody({ schema: schemaRef(PaymentSuccessDto) })
  paymentSuccess(@Body() body: PaymentSuccessDto): Promise<PaymentSuccessResponse> {
    return this.commands.execute(new ConfirmApplicationPaymentCommand(body.applicationId));
  }
}
