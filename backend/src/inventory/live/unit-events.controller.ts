import { Controller, Get, Headers, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../platform/config';
import { StreamLeases } from '../../platform/throttling';
import { UnitEventHub, versionOf } from './unit-event-hub';

/** The per-IP figure of UNIT_EVENTS_MAX_STREAMS_PER_IP is counted under this name (and its refusals in cdm_limit_refusals_total). */
export const UNIT_EVENTS_LIMIT = 'unit-events';

@ApiTags('inventory')
@Controller()
export class UnitEventsController {
  constructor(
    private readonly hub: UnitEventHub,
    private readonly leases: StreamLeases,
    private readonly config: AppConfig,
  ) {}

  @Get('units/events')
  @ApiProduces('text/event-stream')
  @ApiOperation({ summary: 'Cambios de las unidades en vivo (Server-Sent Events; Last-Event-ID repone lo que faltó)' })
  async events(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Headers('last-event-id') lastEventIdHeader?: string,
    @Query('lastEventId') lastEventIdQuery?: string,
  ): Promise<void> {
    // Counted before any work: over the figure this is a 429 and nothing else happens.
    const lease = await this.leases.acquire(UNIT_EVENTS_LIMIT, request.ip, this.config.unitEventsMaxStreamsPerIp);
    try {
      await this.hub.open(request, reply, versionOf(lastEventIdHeader ?? lastEventIdQuery), lease);
    } catch (error) {
      await lease.release();
      throw error;
    }
  }
}
