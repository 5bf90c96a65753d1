import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { PaymentTargetKind, PaymentTarget } from '@cdm/domain';
import { ListPartnerPaymentTargetsQuery, type PartnerPaymentTarget } from '../partners';
import { ListOpenTransferBlocksQuery, type OpenTransferBlock } from '../reservations';

/** What we asked people to pay by transfer, read from reservations (open blocks) and partners (balances). */
@Injectable()
export class PaymentTargets {
  constructor(private readonly queries: QueryBus) {}

  async all(search: string | null = null, partnerLimit: number | null = null): Promise<PaymentTarget[]> {
    const [blocks, partners] = await Promise.all([
      this.queries.execute<ListOpenTransferBlocksQuery, OpenTransferBlock[]>(new ListOpenTransferBlocksQuery(search)),
      this.queries.execute<ListPartnerPaymentTargetsQuery, PartnerPaymentTarget[]>(new ListPartnerPaymentTargetsQuery(search, partnerLimit)),
    ]);
    return [
      ...blocks.map((block): PaymentTarget => ({ kind: 'reservation', id: block.reservationId, reference: block.reference, name: block.name, expectedCentavos: block.expectedCentavos })),
      ...partners.map((partner): PaymentTarget => ({ kind: 'partner', id: partner.partnerId, reference: partner.reference, name: partner.name, expectedCentavos: partner.expectedCentavos })),
    ];
  }

  /** The open target staff chose by hand; null when it no longer expects a payment. */
  async find(kind: PaymentTargetKind, id: string): Promise<PaymentTarget | null> {
    const targets = await this.all();
    return targets.find((target) => target.kind === kind && target.id === id) ?? null;
  }
}
