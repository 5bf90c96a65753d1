import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ProductTypeView } from '@cdm/contracts';
import { DataSource } from 'typeorm';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { ProductTypeNotFoundError } from '../inventory.errors';
import { ProductTypeEntity } from '../persistence/product-type.entity';
import { ListProductTypesQuery } from '../queries/inventory.queries';
import { UpdateProductTypeCommand } from './update-product-type.command';

@CommandHandler(UpdateProductTypeCommand)
export class UpdateProductTypeHandler implements ICommandHandler<UpdateProductTypeCommand, ProductTypeView> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ productTypeId, change, context }: UpdateProductTypeCommand): Promise<ProductTypeView> {
    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ProductTypeEntity);
      const type = await repository.findOne({ where: { id: productTypeId }, lock: { mode: 'pessimistic_write' } });
      if (!type) throw new ProductTypeNotFoundError();
      const before = { basePriceCentavos: type.basePriceCentavos, areaM2: type.areaM2, isActive: type.isActive };
      const after = {
        basePriceCentavos: 'priceCentavos' in change ? change.priceCentavos : type.basePriceCentavos,
        areaM2: 'areaM2' in change ? change.areaM2 : type.areaM2,
        isActive: 'isActive' in change ? change.isActive : type.isActive,
      };
      await repository.update(type.id, { ...after, updatedAt: this.clock.now() });
      await this.audit.record(manager, context, { action: 'product_type.updated', entityType: 'product_type', entityId: type.id, before, after });
    });
    const all = await this.queries.execute<ListProductTypesQuery, ProductTypeView[]>(new ListProductTypesQuery(true));
    const updated = all.find((type) => type.id === productTypeId);
    if (!updated) throw new ProductTypeNotFoundError();
    return updated;
  }
}
