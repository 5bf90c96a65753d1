import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UpdateProductTypeHandler } from './commands/update-product-type.handler';
import { InventoryAdminController } from './inventory-admin.controller';
import { InventoryController } from './inventory.controller';
import { ProductTypeEntity } from './persistence/product-type.entity';
import { UnitEntity } from './persistence/unit.entity';
import {
  GetInventoryStatsHandler,
  GetUnitForPlanHandler,
  ListProductTypesHandler,
  ListUnitsHandler,
} from './queries/inventory.handlers';
import { UnitAvailability } from './unit-availability';
import { UnitListDocuments } from './unit-list-document';

@Module({
  imports: [CqrsModule, TypeOrmModule.forFeature([UnitEntity, ProductTypeEntity])],
  controllers: [InventoryController, InventoryAdminController],
  providers: [
    UnitAvailability,
    UnitListDocuments,
    ListUnitsHandler,
    ListProductTypesHandler,
    GetInventoryStatsHandler,
    GetUnitForPlanHandler,
    UpdateProductTypeHandler,
  ],
  exports: [UnitAvailability],
})
export class InventoryModule {}
