import { Injectable } from '@nestjs/common';
import type { PartnerDetail, PartnerItem } from '@cdm/contracts';
import { monthsOverdue, overdueAmountCentavos } from '@cdm/domain';
import { MoneyLedger } from '../../payments';
import { Clock } from '../../platform/clock/clock';
import { PARTNER_MESSAGES as m } from '../partners.messages';
import { PartnerNotFoundError } from '../partners.errors';
import { PartnerEntity } from '../persistence/partner.entity';
import { PartnerRepository } from '../persistence/partner.repository';
import { mexicoCityToday, scheduleOf } from '../standing';

export function toPartnerItem(partner: PartnerEntity, today: string): PartnerItem {
  const months = monthsOverdue(partner.nextPaymentDate, partner.isCurrentOnPayments, today);
  return {
    id: partner.id,
    reference: partner.reference,
    investorId: partner.investorId,
    reservationId: partner.reservationId,
    name: partner.name,
    email: partner.email,
    phone: partner.phone,
    productPurchased: partner.productPurchased,
    unitCode: partner.unitCode,
    paymentMethod: partner.paymentMethod,
    totalAmountCentavos: partner.totalAmountCentavos,
    downPaymentCentavos: partner.downPaymentCentavos,
    downPaymentPaid: partner.downPaymentPaid,
    downPaymentDate: partner.downPaymentDate?.toISOString() ?? null,
    downPaymentScheduledDate: partner.downPaymentScheduledDate,
    monthlyPaymentCentavos: partner.monthlyPaymentCentavos,
    paymentDay: partner.paymentDay,
    paymentTerm: partner.paymentTerm,
    finalPaymentCentavos: partner.finalPaymentCentavos,
    remainingBalanceCentavos: partner.remainingBalanceCentavos,
    lastPaymentDate: partner.lastPaymentDate,
    nextPaymentDate: partner.nextPaymentDate,
    isCurrentOnPayments: partner.isCurrentOnPayments,
    monthsOverdue: months,
    overdueAmountCentavos: overdueAmountCentavos(partner.monthlyPaymentCentavos, months),
    createdAt: partner.createdAt.toISOString(),
    updatedAt: partner.updatedAt.toISOString(),
  };
}

/** A partner as the staff screens show them, at the app clock's today. */
@Injectable()
export class PartnerViews {
  constructor(
    private readonly partners: PartnerRepository,
    private readonly clock: Clock,
    private readonly ledger: MoneyLedger,
  ) {}

  async item(partnerId: string): Promise<PartnerItem> {
    return toPartnerItem(await this.load(partnerId), mexicoCityToday(this.clock.now()));
  }

  /** The partner with their schedule (each instalment paid or not) and the payments received, as of `now`. */
  async detail(partnerId: string, now: Date = this.clock.now()): Promise<PartnerDetail> {
    const partner = await this.load(partnerId);
    // What was received is what the record of money received applied to them; by hand, staff kept the method and a proof.
    const [entries, manual] = await Promise.all([this.ledger.entriesOf({ kind: 'partner', id: partnerId }), this.partners.manualPayments(partnerId)]);
    const received = entries.filter((entry) => entry.allocation === 'applied' && entry.reversesId === null && entry.reversedAt === null);
    const paid = received.reduce((sum, entry) => sum + entry.amountCentavos, 0);
    // An instalment is paid when the money received in order covers it whole.
    let left = paid;
    const schedule = scheduleOf(partner).map((item) => {
      const covered = left >= item.amountCentavos;
      if (covered) left -= item.amountCentavos;
      else left = 0;
      return { ...item, paid: covered };
    });
    const today = mexicoCityToday(now);
    return {
      ...toPartnerItem(partner, today),
      schedule,
      payments: received
        .sort((a, b) => a.receivedOn.localeCompare(b.receivedOn) || a.recordedAt.getTime() - b.recordedAt.getTime())
        .map((entry) => {
          const details = entry.source === 'manual' ? manual.get(entry.sourceId) : undefined;
          return {
            // A payment by hand keeps its own id (its proof is downloaded by it).
            id: details ? entry.sourceId : entry.id,
            amountCentavos: entry.amountCentavos,
            paidOn: entry.receivedOn,
            method: details?.method ?? m.paymentSource[entry.source],
            reference: details?.reference ?? entry.note ?? '',
            recordedBy: entry.recordedBy,
            createdAt: entry.recordedAt.toISOString(),
            hasProof: details?.hasProof ?? false,
          };
        }),
    };
  }

  private async load(partnerId: string): Promise<PartnerEntity> {
    const partner = await this.partners.findById(partnerId);
    if (!partner) throw new PartnerNotFoundError();
    return partner;
  }
}
