import { Controller, Get, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProductTypeView, UnitView } from '@cdm/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendWithEtag } from './http-cache';
import { ListProductTypesQuery, ListUnitsQuery } from './queries/inventory.queries';

@ApiTags('inventory')
@Controller()
export class InventoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get('units')
  @ApiOperation({ summary: 'Las 60 unidades con su estado actual (ETag)' })
  async units(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    sendWithEtag(request, reply, await this.queries.execute<ListUnitsQuery, UnitView[]>(new ListUnitsQuery()));
  }

  @Get('product-types/active')
  @ApiOperation({ summary: 'Precios y áreas de los productos activos (ETag)' })
  async activeProductTypes(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    sendWithEtag(request, reply, await this.queries.execute<ListProductTypesQuery, ProductTypeView[]>(new ListProductTypesQuery(false)));
  }
}
