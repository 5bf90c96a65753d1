import { Body, Controller, Get, Param, Patch, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import {
  InventoryStats,
  ProductTypeView,
  UpdateProductAreaDto,
  UpdateProductPriceDto,
  UpdateProductStatusDto,
} from '@cdm/contracts';
import type { AuditContext } from '../platform/audit';
import { schemaRef } from '../platform/http/openapi';
import { uuidParam } from '../platform/http/uuid-param';
import { StaffAuditContext, StaffGuard, StaffRoles } from '../platform/identity';
import { UpdateProductTypeCommand } from './commands/update-product-type.command';
import { GetInventoryStatsQuery } from './queries/get-inventory-stats.query';
import { ListProductTypesQuery } from './queries/list-product-types.query';

@ApiTags('staff')
@Controller('admin')
@UseGuards(StaffGuard)
export class InventoryAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('inventory-stats')
  stats(): Promise<InventoryStats> {
    return this.queries.execute(new GetInventoryStatsQuery());
  }

  @Get('product-types')
  productTypes(): Promise<ProductTypeView[]> {
    return this.queries.execute(new ListProductTypesQuery(true));
  }

  @Patch('product-types/:id/price')
  @StaffRoles('admin')
  @ApiBody({ schema: schemaRef(UpdateProductPriceDto) })
  updatePrice(
    @Param('id', uuidParam()) id: string,
    @Body() body: UpdateProductPriceDto,
    @StaffAuditContext() context: AuditContext,
  ): Promise<ProductTypeView> {
    // Staff type whole pesos; money is stored in centavos.
    return this.commands.execute(new UpdateProductTypeCommand(id, { priceCentavos: body.price * 100 }, context));
  }

  @Patch('product-types/:id/area')
  @StaffRoles('admin')
  @ApiBody({ schema: schemaRef(UpdateProductAreaDto) })
  updateArea(
    @Param('id', uuidParam()) id: string,
    @Body() body: UpdateProductAreaDto,
    @StaffAuditContext() context: AuditContext,
  ): Promise<ProductTypeView> {
    return this.commands.execute(new UpdateProductTypeCommand(id, { areaM2: body.area }, context));
  }

  @Patch('product-types/:id/status')
  @StaffRoles('admin')
  @ApiBody({ schema: schemaRef(UpdateProductStatusDto) })
  updateStatus(
    @Param('id', uuidParam()) id: string,
    @Body() body: UpdateProductStatusDto,
    @StaffAuditContext() context: AuditContext,
  ): Promise<ProductTypeView> {
    return this.commands.execute(new UpdateProductTypeCommand(id, { isActive: body.isActive }, context));
  }
}
