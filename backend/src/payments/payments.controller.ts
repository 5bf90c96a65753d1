import { Body, Controller, Get, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ConfirmSimulatedCardDto, ConfirmSimulatedCardResponse, PaymentsConfigResponse } from '@cdm/contracts';
import { schemaRef } from '../platform/http/openapi';
import { ConfirmSimulatedCardCommand } from './commands/confirm-simulated-card.command';
import { ReceivePaymentWebhookCommand } from './commands/receive-payment-webhook.command';
import { PaymentGateway } from './gateways/payment-gateway';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly gateway: PaymentGateway,
  ) {}

  @Get('config')
  @ApiOperation({ summary: 'Proveedor de pagos activo y llave publicable (nunca una llave secreta)' })
  config(): PaymentsConfigResponse {
    return { provider: this.gateway.provider, publishableKey: this.gateway.publishableKey };
  }

  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async webhook(
    @Req() request: FastifyRequest & { rawBody?: Buffer },
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.commands.execute(new ReceivePaymentWebhookCommand(request.rawBody, signature));
    return { received: true };
  }

  @Post('simulated/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Modo de prueba: cobra una tarjeta de prueba (solo sin Stripe)' })
  @ApiBody({ schema: schemaRef(ConfirmSimulatedCardDto) })
  confirmSimulatedCard(@Body() body: ConfirmSimulatedCardDto): Promise<ConfirmSimulatedCardResponse> {
    return this.commands.execute(new ConfirmSimulatedCardCommand(body.clientSecret, body.cardNumber));
  }
}
