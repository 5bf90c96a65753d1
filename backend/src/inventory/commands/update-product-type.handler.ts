import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { ProductTypeView } from '@cdm/contracts';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { ProductTypeNotFoundError } from '../inventory.errors';
import { InventoryRepository } from '../persistence/inventory.repository';
import { ListProductTypesQuery } from '../queries/list-product-types.query';
import { UpdateProductTypeCommand } from './update-product-type.command';

@CommandHandler(UpdateProductTypeCommand)
export class UpdateProductTypeHandler implements ICommandHandler<UpdateProductTypeCommand, ProductTypeView> {
  constructor(
    private readonly inventory: InventoryRepository,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ productTypeId, change, context }: UpdateProductTypeCommand): Promise<ProductTypeView> {
    await this.inventory.transaction(async (manager) => {
      const type = await this.inventory.lockProductType(productTypeId, manager);
      if (!type) throw new ProductTypeNotFoundError();
      const before = { basePriceCentavos: type.basePriceCentavos, areaM2: type.areaM2, isActive: type.isActive };
      const after = {
        basePriceCentavos: 'priceCentavos' in change ? change.priceCentavos : type.basePriceCentavos,
        areaM2: 'areaM2' in change ? change.areaM2 : type.areaM2,
        isActive: 'isActive' in change ? change.isActive : type.isActive,
      };
      await this.inventory.updateProductType(type.id, { ...after, updatedAt: this.clock.now() }, manager);
      await this.audit.record(manager, context, { action: 'product_type.updated', entityType: 'product_type', entityId: type.id, before, after });
    });
    const all = await this.queries.execute<ListProductTypesQuery, ProductTypeView[]>(new ListProductTypesQuery(true));
    const updated = all.find((type) => type.id === productTypeId);
    if (!updated) throw new ProductTypeNotFoundError();
    return updated;
  }
}
