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
  PaymentPlanChoiceDto,
  planOfReservationBody,
  ReservationPaymentIntentResponse,
  ReserveUnitDto,
  SendQuotationEmailDto,
} from '@cdm/contracts';
import { defaultDownPaymentDate, UNIT_DIALOG_PLAN_DEFAULTS } from '@cdm/domain';
import type { AuditContext } from '../platform/audit';
import { schemaRef } from '../platform/http/openapi';
import { Clock } from '../platform/clock/clock';
import { uuidParam } from '../platform/http/uuid-param';
import { CurrentInvestor, InvestorAuditContext, InvestorGuard, type SignedInInvestor } from '../platform/identity';
import { HoldUnitCommand, HoldUnitResult } from './commands/hold-unit.command';
import { CancelReservationCommand } from './commands/cancel-reservation.command';
import { ConfirmReservationPaymentCommand } from './commands/confirm-reservation-payment.command';
import { OpenReservationPaymentCommand } from './commands/open-reservation-payment.command';
import { RequestQuotationCommand } from './commands/request-quotation.command';
import { mexicoCityDate } from './plan';
import { GetMyReservationsQuery } from './queries/get-my-reservations.query';
import { RESERVATIONS_MESSAGES } from './reservations.messages';
import { PublicFormThrottle } from '../platform/throttling';

@ApiTags('reservations')
@Controller()
@UseGuards(InvestorGuard)
export class ReservationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
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
      // The holder asking again reads the spec's message meant for them (everyone else gets 409).
      message: hold.alreadyBlockedByThem ? RESERVATIONS_MESSAGES.alreadyBlocked(body.unitCode) : RESERVATIONS_MESSAGES.unitBlocked,
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
      new HoldUnitCommand(investor.id, body.unitCode, planOfReservationBody(body), 'card', context, undefined, ip),
    );
    return { success: true, reservation: { id: hold.reservationId, status: hold.status, expiresAt: hold.expiresAt.toISOString() } };
  }

  @Post('units/reserve')
  @HttpCode(201)
  @ApiOperation({ summary: 'Spec: { unitCode }. Aparta la unidad (ruta de tarjeta) con el plan por omisión del diálogo mientras se elige el plan' })
  @ApiBody({ schema: schemaRef(ReserveUnitDto) })
  async reserve(
    @Body() body: ReserveUnitDto,
    @CurrentInvestor() investor: SignedInInvestor,
    @InvestorAuditContext() context: AuditContext,
    @Ip() ip: string,
  ): Promise<CreateUnitReservationResponse> {
    const defaults: PaymentPlanChoiceDto = Object.assign(new PaymentPlanChoiceDto(), {
      unitCode: body.unitCode,
      ...UNIT_DIALOG_PLAN_DEFAULTS,
      downPaymentScheduledDate: defaultDownPaymentDate(mexicoCityDate(this.clock.now())),
    });
    const hold = await this.commands.execute<HoldUnitCommand, HoldUnitResult>(new HoldUnitCommand(investor.id, body.unitCode, defaults, 'card', context, undefined, ip));
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
    // The spec's `email` is not used: the quotation goes to the signed-in investor's own address.
    const plan = (body.paymentPlan ?? body.paymentDetails) as PaymentPlanChoiceDto;
    return this.commands.execute(new RequestQuotationCommand(investor.id, plan));
  }
}
