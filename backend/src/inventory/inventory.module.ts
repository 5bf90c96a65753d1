import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UpdateProductTypeHandler } from './commands/update-product-type.handler';
import { InventoryAdminController } from './inventory-admin.controller';
import { InventoryController } from './inventory.controller';
import { InventoryMetrics } from './inventory.metrics';
import { UnitEventHub } from './live/unit-event-hub';
import { UnitEventsController } from './live/unit-events.controller';
import { InventoryRepository } from './persistence/inventory.repository';
import { ProductTypeEntity } from './persistence/product-type.entity';
import { UnitChangeRepository } from './persistence/unit-change.repository';
import { UnitEntity } from './persistence/unit.entity';
import { GetInventoryStatsHandler } from './queries/get-inventory-stats.handler';
import { GetUnitForPlanHandler } from './queries/get-unit-for-plan.handler';
import { ListProductTypesHandler } from './queries/list-product-types.handler';
import { ListUnitsHandler } from './queries/list-units.handler';
import { UnitAvailability } from './unit-availability';
import { UnitListDocuments } from './unit-list-document';

@Module({
  imports: [CqrsModule, TypeOrmModule.forFeature([UnitEntity, ProductTypeEntity])],
  controllers: [InventoryController, InventoryAdminController, UnitEventsController],
  providers: [
    InventoryRepository,
    UnitChangeRepository,
    UnitEventHub,
    InventoryMetrics,
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
