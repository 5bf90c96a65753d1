import type { PaymentPlanView } from '@cdm/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { centavosColumn } from '../../platform/database';

/** A buyer on a payment plan, created when a reservation converts to a sale (investor-portal.md §3 "Partner"). */
@Entity({ name: 'partners' })
export class PartnerEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'investor_id', type: 'uuid' })
  investorId!: string;

  @Column({ name: 'reservation_id', type: 'uuid' })
  reservationId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  phone!: string;

  // The stable CDM-S-… reference the partner writes on transfers (drawn by the database on insert).
  @Column({ type: 'text', insert: false, update: false })
  reference!: string;

  @Column({ name: 'unit_code', type: 'text' })
  unitCode!: string;

  @Column({ name: 'product_type', type: 'text' })
  productType!: string;

  @Column({ name: 'product_purchased', type: 'text' })
  productPurchased!: string;

  @Column({ name: 'payment_method', type: 'text' })
  paymentMethod!: string;

  @Column({ type: 'jsonb' })
  plan!: PaymentPlanView;

  @Column({ name: 'total_amount_centavos', type: 'bigint', transformer: centavosColumn })
  totalAmountCentavos!: number;

  @Column({ name: 'down_payment_centavos', type: 'bigint', transformer: centavosColumn })
  downPaymentCentavos!: number;

  @Column({ name: 'down_payment_paid', type: 'boolean' })
  downPaymentPaid!: boolean;

  @Column({ name: 'down_payment_date', type: 'timestamptz', nullable: true })
  downPaymentDate!: Date | null;

  @Column({ name: 'down_payment_scheduled_date', type: 'date' })
  downPaymentScheduledDate!: string;

  @Column({ name: 'monthly_payment_centavos', type: 'bigint', transformer: centavosColumn })
  monthlyPaymentCentavos!: number;

  @Column({ name: 'payment_day', type: 'integer' })
  paymentDay!: number;

  @Column({ name: 'payment_term', type: 'integer' })
  paymentTerm!: number;

  @Column({ name: 'final_payment_centavos', type: 'bigint', transformer: centavosColumn })
  finalPaymentCentavos!: number;

  @Column({ name: 'remaining_balance_centavos', type: 'bigint', transformer: centavosColumn })
  remainingBalanceCentavos!: number;

  @Column({ name: 'last_payment_date', type: 'date', nullable: true })
  lastPaymentDate!: string | null;

  @Column({ name: 'next_payment_date', type: 'date', nullable: true })
  nextPaymentDate!: string | null;

  @Column({ name: 'is_current_on_payments', type: 'boolean' })
  isCurrentOnPayments!: boolean;

  @Column({ name: 'sold_at', type: 'timestamptz' })
  soldAt!: Date;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
