import type { UnitStatus } from '@cdm/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { centavosColumn } from '../../platform/database';

@Entity({ name: 'units' })
export class UnitEntity {
  @PrimaryColumn({ name: 'unit_code', type: 'text' })
  unitCode!: string;

  @Column({ name: 'unit_number', type: 'integer' })
  unitNumber!: number;

  @Column({ type: 'text' })
  module!: string;

  @Column({ type: 'integer' })
  level!: number;

  @Column({ name: 'product_type', type: 'text' })
  productType!: string;

  @Column({ type: 'text' })
  status!: UnitStatus;

  @Column({ name: 'area_m2', type: 'integer' })
  areaM2!: number;

  @Column({ name: 'base_price_centavos', type: 'bigint', transformer: centavosColumn })
  basePriceCentavos!: number;

  @Column({ name: 'current_price_centavos', type: 'bigint', nullable: true, transformer: centavosColumn })
  currentPriceCentavos!: number | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
