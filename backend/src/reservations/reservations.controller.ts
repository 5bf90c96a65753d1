import { Body, Controller, Get, HttpCode, Ip, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BlockTemporaryDto,
  BlockTemporaryResponse,
  ConfirmReservationPaymentResponse,
  CreateUnitReservationDto,
  CreateUnitReservationResponse,
  MyReservation,
  ReservationPaymentIntentResponse,
  RESERVATION_MESSAGES,
  SendQuotationEmailDto,
} from '@cdm/contracts';
import type { AuditContext } from '../platform/audit';
import { schemaRef } from '../platform/http/openapi';
import { uuidParam } from '../platform/http/uuid-param';
import { CurrentInvestor, InvestorAuditContext, InvestorGuard, type SignedInInvestor } from '../platform/identity';
import { HoldUnitCommand, HoldUnitResult } from './commands/hold-unit.command';
import { CancelReservationCommand } from './commands/release-hold.commands';
import { ConfirmReservationPaymentCommand, OpenReservationPaymentCommand } from './commands/reservation-payment.commands';
import { RequestQuotationCommand } from './commands/request-quotation.command';
import { GetMyReservationsQuery } from './queries/reservation.queries';
import { PublicFormThrottle } from '../platform/throttling';

@ApiTags('reservations')
@Controller()
@UseGuards(InvestorGuard)
export class ReservationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('units/block-temporary')
  @HttpCode(201)
  @ApiOperation({ summary: 'Bloquea una unidad sin pago (transferencia o ruta de cancelar) por el tiempo configurado' })
  @ApiBody({ schema: schemaRef(BlockTemporaryDto) })
  async blockTemporary(
    @Body() body: BlockTemporaryDto,
    @CurrentInvestor() investor: SignedInInvestor,
    @InvestorAuditContext() context: AuditContext,
    @Ip() ip: string,
  ): Promise<BlockTemporaryResponse> {
    const hold = await this.commands.execute<HoldUnitCommand, HoldUnitResult>(
      new HoldUnitCommand(investor.id, body.unitCode, body.paymentPlan, 'block', context, body.referenceNumber, ip),
    );
    return {
      success: true,
      status: 'blocked',
      message: RESERVATION_MESSAGES.unitBlocked,
      reservationId: hold.reservationId,
      expiresAt: hold.expiresAt.toISOString(),
      referenceNumber: hold.referenceNumber ?? '',
    };
  }

  @Post('unit-reservations')
  @HttpCode(201)
  @ApiOperation({ summary: 'Aparta la unidad mientras se paga el depósito con tarjeta' })
  @ApiBody({ schema: schemaRef(CreateUnitReservationDto) })
  async create(
    @Body() body: CreateUnitReservationDto,
    @CurrentInvestor() investor: SignedInInvestor,
    @InvestorAuditContext() context: AuditContext,
    @Ip() ip: string,
  ): Promise<CreateUnitReservationResponse> {
    const hold = await this.commands.execute<HoldUnitCommand, HoldUnitResult>(
      new HoldUnitCommand(investor.id, body.unitCode, body.paymentPlan, 'card', context, undefined, ip),
    );
    return { success: true, reservation: { id: hold.reservationId, status: hold.status, expiresAt: hold.expiresAt.toISOString() } };
  }

  @Post('unit-reservations/:id/create-payment-intent')
  @HttpCode(201)
  createPaymentIntent(
    @Param('id', uuidParam()) id: string,
    @CurrentInvestor() investor: SignedInInvestor,
  ): Promise<ReservationPaymentIntentResponse> {
    return this.commands.execute(new OpenReservationPaymentCommand(investor.id, id));
  }

  @Post('unit-reservations/:id/confirm-payment')
  @HttpCode(200)
  @ApiOperation({ summary: 'Vuelve a consultar el depósito con el proveedor (la palabra del navegador no basta)' })
  confirmPayment(@Param('id', uuidParam()) id: string, @CurrentInvestor() investor: SignedInInvestor): Promise<ConfirmReservationPaymentResponse> {
    return this.commands.execute(new ConfirmReservationPaymentCommand(investor.id, id));
  }

  @Post('unit-reservations/:id/cancel')
  @HttpCode(200)
  async cancel(
    @Param('id', uuidParam()) id: string,
    @CurrentInvestor() investor: SignedInInvestor,
    @InvestorAuditContext() context: AuditContext,
  ): Promise<{ cancelled: true }> {
    await this.commands.execute(new CancelReservationCommand(investor.id, id, context));
    return { cancelled: true };
  }

  @Get('unit-reservations/my-reservations')
  myReservations(@CurrentInvestor() investor: SignedInInvestor): Promise<MyReservation[]> {
    return this.queries.execute(new GetMyReservationsQuery(investor.id));
  }

  @Post('send-quotation-email')
  @PublicFormThrottle('quotation-email')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(SendQuotationEmailDto) })
  sendQuotation(@Body() body: SendQuotationEmailDto, @CurrentInvestor() investor: SignedInInvestor): Promise<{ sent: true }> {
    return this.commands.execute(new RequestQuotationCommand(investor.id, body.paymentPlan));
  }
}
