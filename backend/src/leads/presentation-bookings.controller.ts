import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateSchedulePaymentIntentDto,
  CreateSchedulePaymentIntentResponse,
  PresentationBookingStatusResponse,
  SchedulePresentationDto,
  SchedulePresentationResponse,
} from '@cdm/contracts';
import { AppConfig } from '../platform/config';
import { schemaRef } from '../platform/http/openapi';
import { uuidParam } from '../platform/http/uuid-param';
import { CompleteBookingFieldsCommand } from './commands/complete-booking-fields.command';
import {
  ConfirmPresentationBookingCommand,
  ConfirmPresentationBookingResult,
} from './commands/confirm-presentation-booking.command';
import { OpenBookingPaymentCommand, OpenBookingPaymentResult } from './commands/open-booking-payment.command';
import { PublicFormThrottle } from '../platform/throttling';

@ApiTags('leads')
@Controller()
export class PresentationBookingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  @Post('create-schedule-payment-intent')
  @PublicFormThrottle('presentation-booking')
  @HttpCode(201)
  @ApiOperation({ summary: 'Guarda la reservación (pago pendiente) y abre el depósito en garantía (public-site.md §2.4)' })
  @ApiBody({ schema: schemaRef(CreateSchedulePaymentIntentDto) })
  createSchedulePaymentIntent(@Body() body: CreateSchedulePaymentIntentDto): Promise<CreateSchedulePaymentIntentResponse> {
    return this.commands.execute<OpenBookingPaymentCommand, OpenBookingPaymentResult>(new OpenBookingPaymentCommand(body));
  }

  @Post('schedule-presentation')
  @PublicFormThrottle('presentation-booking')
  @HttpCode(200)
  @ApiOperation({ summary: 'Tras el pago: vuelve a consultar el depósito con el proveedor; ok solo si está pagado' })
  @ApiBody({ schema: schemaRef(SchedulePresentationDto) })
  async schedulePresentation(@Body() body: SchedulePresentationDto): Promise<SchedulePresentationResponse> {
    // Without our id (a client written from the spec), the booking its intent opened for this email.
    const bookingId = body.bookingId ?? (await this.commands.execute<CompleteBookingFieldsCommand, string>(new CompleteBookingFieldsCommand(body)));
    const result = await this.commands.execute<ConfirmPresentationBookingCommand, ConfirmPresentationBookingResult>(
      new ConfirmPresentationBookingCommand(bookingId),
    );
    return { ok: result.status === 'paid', status: result.status, schedulingUrl: this.config.schedulingUrl };
  }

  @Get('presentation-bookings/:id/status')
  @ApiOperation({ summary: 'Estado real de una reservación (página de regreso del pago)' })
  async bookingStatus(@Param('id', uuidParam()) id: string): Promise<PresentationBookingStatusResponse> {
    const result = await this.commands.execute<ConfirmPresentationBookingCommand, ConfirmPresentationBookingResult>(
      new ConfirmPresentationBookingCommand(id),
    );
    return { bookingId: id, status: result.status, paymentStatus: result.paymentStatus };
  }
}
