import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ProductTypeView } from '@cdm/contracts';
import { InventoryRepository } from '../persistence/inventory.repository';
import { ListProductTypesQuery } from './list-product-types.query';

@QueryHandler(ListProductTypesQuery)
export class ListProductTypesHandler implements IQueryHandler<ListProductTypesQuery, ProductTypeView[]> {
  constructor(private readonly inventory: InventoryRepository) {}

  async execute({ includeInactive }: ListProductTypesQuery): Promise<ProductTypeView[]> {
    // Mapped products count their units live; the others carry their counts on the type.
    const rows = await this.inventory.productTypesWithCounts(includeInactive);
    return rows.map((row) => {
      const hasUnits = Number(row.unit_rows) > 0;
      return {
        id: String(row.id),
        code: String(row.code),
        name: String(row.name),
        category: String(row.category),
        basePriceCentavos: Number(row.base_price_centavos),
        discountPriceCentavos: row.discount_price_centavos === null ? null : Number(row.discount_price_centavos),
        areaM2: Number(row.area_m2),
        totalUnits: hasUnits ? Number(row.unit_rows) : Number(row.total_units),
        availableUnits: hasUnits ? Number(row.units_available) : Number(row.available_units),
        isActive: Boolean(row.is_active),
      };
    });
  }
}
