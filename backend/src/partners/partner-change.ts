import { Injectable } from '@nestjs/common';
import type { Standing } from '@cdm/domain';
import { EntityManager } from 'typeorm';
import { AuditContext, AuditTrail } from '../platform/audit';
import { Clock } from '../platform/clock/clock';
import { PartnerNotFoundError } from './partners.errors';
import { PartnerEntity } from './persistence/partner.entity';
import { PartnerRepository } from './persistence/partner.repository';
import { PartnerStanding } from './standing';

/** What a staff change did: the partner as the standing should now see it, and the audit entry to write. */
export type PartnerChangeResult = {
  changed: PartnerEntity;
  audit: (standing: Standing) => { action: string; before: Record<string, unknown>; after: Record<string, unknown> };
};

/** A payment recorded: the change's result, audited as `partner.payment_recorded` with what identifies its source. */
export function paymentRecorded(partner: PartnerEntity, paymentId: string, amountCentavos: number, source: Record<string, unknown>): PartnerChangeResult {
  return {
    changed: partner,
    audit: (result) => ({
      action: 'partner.payment_recorded',
      before: { remainingBalanceCentavos: partner.remainingBalanceCentavos, isCurrentOnPayments: partner.isCurrentOnPayments },
      after: { paymentId, amountCentavos, remainingBalanceCentavos: result.remainingBalanceCentavos, isCurrentOnPayments: result.isCurrentOnPayments, ...source },
    }),
  };
}

/**
 * A staff change to one partner (a payment, the down-payment toggle), in one transaction: the row
 * locked so changes run one at a time, the change, the standing recomputed and the audit entry.
 */
@Injectable()
export class PartnerChange {
  constructor(
    private readonly partners: PartnerRepository,
    private readonly standingOf: PartnerStanding,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async apply(
    partnerId: string,
    context: AuditContext,
    change: (manager: EntityManager, partner: PartnerEntity, now: Date) => Promise<PartnerChangeResult | null>,
  ): Promise<void> {
    await this.partners.transaction(async (manager) => {
      const partner = await this.partners.lockById(partnerId, manager);
      if (!partner) throw new PartnerNotFoundError();
      const now = this.clock.now();
      const result = await change(manager, partner, now);
      // Nothing changed (a repeated statement line): no standing to recompute, nothing to audit.
      if (!result) return;
      const { changed, audit } = result;
      const standing = await this.standingOf.recompute(manager, changed, now);
      await this.audit.record(manager, context, { entityType: 'partner', entityId: partner.id, ...audit(standing) });
    });
  }
}
