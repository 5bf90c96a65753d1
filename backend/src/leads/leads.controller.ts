import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SubmitInformationRequestDto, SubmitInformationRequestResponse } from '@cdm/contracts';
import { schemaRef } from '../platform/http/openapi';
import {
  SubmitInformationRequestCommand,
  SubmitInformationRequestResult,
} from './commands/submit-information-request.command';
import { PublicFormThrottle } from '../platform/throttling';

@ApiTags('leads')
@Controller()
export class LeadsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('information-request')
  @PublicFormThrottle('information-request')
  @HttpCode(201)
  @ApiOperation({ summary: 'Solicitud de información (public-site.md §2.3); repetida en 10 minutos = la misma' })
  @ApiBody({ schema: schemaRef(SubmitInformationRequestDto) })
  async submitInformationRequest(@Body() body: SubmitInformationRequestDto): Promise<SubmitInformationRequestResponse> {
    const result = await this.commands.execute<SubmitInformationRequestCommand, SubmitInformationRequestResult>(
      new SubmitInformationRequestCommand(body),
    );
    return { id: result.id, submittedAt: result.submittedAt.toISOString() };
  }
}
