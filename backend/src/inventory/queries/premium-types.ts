import type { ProductTypeEntity } from '../persistence/product-type.entity';

/** The product types as the unit price and area rules (libs/domain) read them. */
export const premiumTypes = (types: ProductTypeEntity[]) =>
  types.map((type) => ({ code: type.code, basePriceCentavos: type.basePriceCentavos, areaM2: type.areaM2 }));
