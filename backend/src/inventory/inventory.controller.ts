import { Controller, Get, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProductTypeView } from '@cdm/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonWithEtag, sendWithEtag } from './http-cache';
import { ListProductTypesQuery } from './queries/list-product-types.query';
import { UnitListDocuments } from './unit-list-document';

@ApiTags('inventory')
@Controller()
export class InventoryController {
  constructor(
    private readonly queries: QueryBus,
    private readonly unitLists: UnitListDocuments,
  ) {}

  @Get('units')
  @ApiOperation({ summary: 'Las 60 unidades con su estado actual (ETag)' })
  async units(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { json, etag } = await this.unitLists.current();
    sendJsonWithEtag(request, reply, json, etag);
  }

  @Get('product-types/active')
  @ApiOperation({ summary: 'Precios y áreas de los productos activos (ETag)' })
  async activeProductTypes(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    sendWithEtag(request, reply, await this.queries.execute<ListProductTypesQuery, ProductTypeView[]>(new ListProductTypesQuery(false)));
  }
}
