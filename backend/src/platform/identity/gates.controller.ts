import { Body, Controller, Get, HttpCode, OnModuleInit, Param, ParseEnumPipe, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GateStatus, UnlockGateDto } from '@cdm/contracts';
import { Clock } from '../clock/clock';
import { AppConfig } from '../config';
import { ValidationFailedException } from '../errors/validation';
import { schemaRef } from '../http/openapi';
import { AttemptLimiter } from './attempt-limiter';
import { Gate, GATES, isGateUnlocked, setGateCookie, WrongGatePasswordError } from './gates';
import { hashPassword, verifyPassword } from './passwords';

const gateParam = new ParseEnumPipe(
  Object.fromEntries(GATES.map((gate) => [gate, gate])),
  { exceptionFactory: () => new ValidationFailedException([{ field: 'gate', message: 'Acceso no válido' }]) },
);

@ApiTags('gates')
@Controller('gates')
export class GatesController implements OnModuleInit {
  // Only hashes of the shared passwords are kept in memory.
  private readonly passwordHashes = new Map<Gate, string>();

  constructor(
    private readonly config: AppConfig,
    private readonly limiter: AttemptLimiter,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    this.passwordHashes.set('portal', await hashPassword(this.config.portalPassword));
    this.passwordHashes.set('deck', await hashPassword(this.config.deckPassword));
  }

  @Get(':gate')
  status(@Param('gate', gateParam) gate: Gate, @Req() request: FastifyRequest): GateStatus {
    return { unlocked: isGateUnlocked(request, gate, this.clock.now()) };
  }

  @Post(':gate/unlock')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(UnlockGateDto) })
  async unlock(
    @Param('gate', gateParam) gate: Gate,
    @Body() body: UnlockGateDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GateStatus> {
    const scope = gate === 'portal' ? 'gate-portal' : 'gate-deck';
    // One shared password: the "account" is the gate, so failures count per gate and IP.
    await this.limiter.assertAllowed(scope, gate, request.ip);
    if (!(await verifyPassword(this.passwordHashes.get(gate), body.password))) {
      await this.limiter.recordFailure(scope, gate, request.ip);
      throw new WrongGatePasswordError(gate);
    }
    setGateCookie(reply, gate, this.clock.now(), this.config.publicUrl.startsWith('https://'));
    return { unlocked: true };
  }
}
