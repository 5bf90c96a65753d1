import type { AuditContext } from '../../platform/audit';

export type ProductTypeChange = { priceCentavos: number } | { areaM2: number } | { isActive: boolean };

/** Staff edit a product type's price, area or active state (investor-portal.md §2.6 Productos); audit-logged. */
export class UpdateProductTypeCommand {
  constructor(
    readonly productTypeId: string,
    readonly change: ProductTypeChange,
    readonly context: AuditContext,
  ) {}
}
