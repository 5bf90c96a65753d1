import { Body, Controller, Get, HttpCode, Param, ParseEnumPipe, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GateStatus, UnlockGateDto } from '@cdm/contracts';
import { Clock } from '../clock/clock';
import { AppConfig } from '../config';
import { ValidationFailedException } from '../errors/validation';
import { schemaRef } from '../http/openapi';
import { UnlockGateCommand } from './commands/unlock-gate.command';
import { Gate, GATES, isGateUnlocked, setGateCookie } from './gates';
import { PublicFormThrottle } from '../throttling';
import { IDENTITY_CONTEXT_MESSAGES } from './identity.messages';

const gateParam = new ParseEnumPipe(
  Object.fromEntries(GATES.map((gate) => [gate, gate])),
  { exceptionFactory: () => new ValidationFailedException([{ field: 'gate', message: IDENTITY_CONTEXT_MESSAGES.gateInvalid }]) },
);

@ApiTags('gates')
@Controller('gates')
export class GatesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  @Get(':gate')
  status(@Param('gate', gateParam) gate: Gate, @Req() request: FastifyRequest): GateStatus {
    return { unlocked: isGateUnlocked(request, gate, this.clock.now()) };
  }

  @Post(':gate/unlock')
  @PublicFormThrottle('gate-unlock')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(UnlockGateDto) })
  async unlock(
    @Param('gate', gateParam) gate: Gate,
    @Body() body: UnlockGateDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GateStatus> {
    await this.commands.execute(new UnlockGateCommand(gate, body.password, request.ip));
    setGateCookie(reply, gate, this.clock.now(), this.config.publicUrl.startsWith('https://'));
    return { unlocked: true };
  }
}
