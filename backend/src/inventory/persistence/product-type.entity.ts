import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { centavosColumn } from '../../platform/database';

@Entity({ name: 'product_types' })
export class ProductTypeEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  code!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  category!: string;

  @Column({ name: 'base_price_centavos', type: 'bigint', transformer: centavosColumn })
  basePriceCentavos!: number;

  @Column({ name: 'discount_price_centavos', type: 'bigint', nullable: true, transformer: centavosColumn })
  discountPriceCentavos!: number | null;

  @Column({ name: 'area_m2', type: 'integer' })
  areaM2!: number;

  @Column({ name: 'total_units', type: 'integer' })
  totalUnits!: number;

  @Column({ name: 'available_units', type: 'integer' })
  availableUnits!: number;

  @Column({ name: 'is_active', type: 'boolean' })
  isActive!: boolean;

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder!: number;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
