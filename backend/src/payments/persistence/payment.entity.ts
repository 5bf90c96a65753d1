import type { PaymentProviderName, PaymentStatus, RefundStatus } from '@cdm/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { centavosColumn } from '../../platform/database/persistence-helpers';

// bigint comes back from pg as a string; deposits are far below 2^53 centavos.
/** One payment per paying record (`purpose` + `subjectId`, both opaque to this module). */
@Entity({ name: 'payments' })
export class PaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  purpose!: string;

  @Column({ name: 'subject_id', type: 'uuid' })
  subjectId!: string;

  @Column({ type: 'text' })
  provider!: PaymentProviderName;

  @Column({ name: 'provider_intent_id', type: 'text', nullable: true })
  providerIntentId!: string | null;

  @Column({ name: 'client_secret_hash', type: 'text', nullable: true })
  clientSecretHash!: string | null;

  @Column({ name: 'amount_centavos', type: 'bigint', transformer: centavosColumn })
  amountCentavos!: number;

  @Column({ type: 'text' })
  currency!: string;

  @Column({ type: 'text' })
  status!: PaymentStatus;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'succeeded_at', type: 'timestamptz', nullable: true })
  succeededAt!: Date | null;

  @Column({ name: 'refund_status', type: 'text', nullable: true })
  refundStatus!: RefundStatus | null;

  @Column({ name: 'refund_attempts', type: 'integer' })
  refundAttempts!: number;

  @Column({ name: 'provider_refund_id', type: 'text', nullable: true })
  providerRefundId!: string | null;

  @Column({ name: 'refund_requested_at', type: 'timestamptz', nullable: true })
  refundRequestedAt!: Date | null;

  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true })
  refundedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
