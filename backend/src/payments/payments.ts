import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { isChargeableAmount } from '@cdm/domain';
import { EntityManager } from 'typeorm';
import { Clock } from '../platform/clock/clock';
import { PaymentGateway } from './gateways/payment-gateway';
import { MoneyLedger } from './ledger/money-ledger';
import type { MoneyTargetKind } from './ledger/money-ledger.repository';
import { PaymentRepository } from './persistence/payment.repository';
import { InvalidChargeAmountError } from './payments.errors';

export type OpenIntentInput = {
  /** The paying context's word for what is paid (e.g. 'presentation_booking'): also its target in the record of money received. */
  purpose: MoneyTargetKind;
  /** The id of the record being paid for. */
  subjectId: string;
  amountCentavos: number;
  description: string;
};

export type OpenedIntent = { paymentId: string; clientSecret: string; amountCentavos: number };

export const hashClientSecret = (clientSecret: string) => createHash('sha256').update(clientSecret).digest('hex');

/**
 * Opens (or finds) the one payment of a record, inside the caller's transaction, so the record
 * and its intent id commit together. Concurrent callers for the same record queue on the row
 * lock and all get the same intent; the idempotency key comes from our payment id.
 */
@Injectable()
export class Payments {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly ledger: MoneyLedger,
  ) {}

  async openIntent(manager: EntityManager, input: OpenIntentInput): Promise<OpenedIntent> {
    if (!isChargeableAmount(input.amountCentavos)) throw new InvalidChargeAmountError();
    const { purpose, subjectId, amountCentavos } = input;
    await this.payments.insertIfMissing({ purpose, subjectId, provider: this.gateway.provider, amountCentavos, now: this.clock.now() }, manager);
    // What the record expects, in the record of money received (a no-op when its context registered it already).
    await this.ledger.expect(manager, { kind: purpose, id: subjectId }, amountCentavos, input.description);
    const payment = await this.payments.lock({ purpose, subjectId }, manager);
    if (!payment) throw new Error('The payment row vanished inside its own transaction');

    if (payment.providerIntentId) {
      const existing = await this.gateway.retrieveIntent(payment.providerIntentId);
      return { paymentId: payment.id, clientSecret: existing.clientSecret, amountCentavos: payment.amountCentavos };
    }

    const intent = await this.gateway.createIntent({
      amountCentavos: payment.amountCentavos,
      idempotencyKey: `payment-${payment.id}`,
      description: input.description,
      metadata: { paymentId: payment.id, purpose: payment.purpose },
    });
    await this.payments.setIntent(payment.id, intent.id, hashClientSecret(intent.clientSecret), this.clock.now(), manager);
    return { paymentId: payment.id, clientSecret: intent.clientSecret, amountCentavos: payment.amountCentavos };
  }
}
