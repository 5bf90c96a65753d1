import type { PaymentPlanView, RefundStatus, ReservationStatus } from '@cdm/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { centavosColumn } from '../../platform/database';

export type DepositMethod = 'card' | 'bank_transfer' | 'staff';

/**
 * A hold on one unit by one investor: pending (card payment under way), blocked (unpaid, e.g.
 * bank transfer), active (deposit paid, held pending the contract), converted (sold), expired
 * or cancelled. At most one live hold per unit (partial unique index).
 */
@Entity({ name: 'unit_reservations' })
export class UnitReservationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'investor_id', type: 'uuid' })
  investorId!: string;

  @Column({ name: 'unit_code', type: 'text' })
  unitCode!: string;

  @Column({ name: 'product_type', type: 'text' })
  productType!: string;

  @Column({ type: 'text' })
  status!: ReservationStatus;

  @Column({ name: 'deposit_method', type: 'text', nullable: true })
  depositMethod!: DepositMethod | null;

  @Column({ name: 'reference_number', type: 'text', nullable: true })
  referenceNumber!: string | null;

  // Where an investor's hold came from (request.ip), for the per-IP cap of unpaid holds; null for staff holds.
  @Column({ name: 'client_ip', type: 'text', nullable: true })
  clientIp!: string | null;

  @Column({ type: 'jsonb' })
  plan!: PaymentPlanView;

  @Column({ name: 'total_amount_centavos', type: 'bigint', transformer: centavosColumn })
  totalAmountCentavos!: number;

  @Column({ name: 'reservation_deposit_centavos', type: 'bigint', transformer: centavosColumn })
  reservationDepositCentavos!: number;

  @Column({ name: 'deposit_paid_at', type: 'timestamptz', nullable: true })
  depositPaidAt!: Date | null;

  @Column({ name: 'refund_status', type: 'text', nullable: true })
  refundStatus!: RefundStatus | null;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Column({ name: 'hold_expires_at', type: 'timestamptz', nullable: true })
  holdExpiresAt!: Date | null;

  @Column({ name: 'converted_at', type: 'timestamptz', nullable: true })
  convertedAt!: Date | null;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** The word this context uses for its payments (opaque to the payments module). */
export const RESERVATION_PAYMENT_PURPOSE = 'unit_reservation';
