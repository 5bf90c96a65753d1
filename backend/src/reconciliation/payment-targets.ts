import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { PaymentTargetKind, PaymentTarget } from '@cdm/domain';
import type { MoneyTarget } from '../payments';
import { ListPartnerPaymentTargetsQuery, type PartnerPaymentTarget } from '../partners';
import { ListTransferBlocksQuery, type TransferBlock } from '../reservations';

/** A line's target in the record of money received (a block's target is its reservation's deposit). */
export const moneyTargetOf = (target: { kind: PaymentTargetKind; id: string }): MoneyTarget => ({
  kind: target.kind === 'reservation' ? 'unit_reservation' : 'partner',
  id: target.id,
});

/** What we asked people to pay by transfer, read from reservations (block references) and partners (balances). */
@Injectable()
export class PaymentTargets {
  constructor(private readonly queries: QueryBus) {}

  /**
   * Every target a statement is matched against: the open ones, and the block references that take no
   * more money (a payment quoting one is suggested to staff, never applied by itself).
   */
  all(): Promise<PaymentTarget[]> {
    return this.read(null, null, false);
  }

  /** The open targets whose reference, unit or name contains `search` (staff assigning a line by hand). */
  search(search: string, partnerLimit: number | null): Promise<PaymentTarget[]> {
    return this.read(search, partnerLimit, true);
  }

  /** The open target staff chose by hand; null when it no longer expects a payment. */
  async find(kind: PaymentTargetKind, id: string): Promise<PaymentTarget | null> {
    const targets = await this.read(null, null, true);
    return targets.find((target) => target.kind === kind && target.id === id) ?? null;
  }

  private async read(search: string | null, partnerLimit: number | null, openOnly: boolean): Promise<PaymentTarget[]> {
    const [blocks, partners] = await Promise.all([
      this.queries.execute<ListTransferBlocksQuery, TransferBlock[]>(new ListTransferBlocksQuery(search, openOnly)),
      this.queries.execute<ListPartnerPaymentTargetsQuery, PartnerPaymentTarget[]>(new ListPartnerPaymentTargetsQuery(search, partnerLimit)),
    ]);
    return [
      ...blocks.map((block): PaymentTarget => ({ kind: 'reservation', id: block.reservationId, reference: block.reference, name: block.name, expectedCentavos: block.expectedCentavos, open: block.open })),
      ...partners.map((partner): PaymentTarget => ({ kind: 'partner', id: partner.partnerId, reference: partner.reference, name: partner.name, expectedCentavos: partner.expectedCentavos, open: true })),
    ];
  }
}
