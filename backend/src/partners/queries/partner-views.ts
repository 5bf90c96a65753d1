import { Injectable } from '@nestjs/common';
import type { PartnerDetail, PartnerItem } from '@cdm/contracts';
import { monthsOverdue, overdueAmountCentavos } from '@cdm/domain';
import { Clock } from '../../platform/clock/clock';
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
  ) {}

  async item(partnerId: string): Promise<PartnerItem> {
    return toPartnerItem(await this.load(partnerId), mexicoCityToday(this.clock.now()));
  }

  /** The partner with their schedule (each instalment paid or not) and the payments received, as of `now`. */
  async detail(partnerId: string, now: Date = this.clock.now()): Promise<PartnerDetail> {
    const partner = await this.load(partnerId);
    const payments = await this.partners.paymentsOf(partnerId);
    const received = payments.reduce((sum, payment) => sum + Number(payment.amount_centavos), 0);
    const paid = received + (partner.downPaymentPaid ? partner.downPaymentCentavos : 0);
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
      payments: payments.map((payment) => ({
        id: payment.id,
        amountCentavos: Number(payment.amount_centavos),
        paidOn: payment.paid_on,
        method: payment.method,
        reference: payment.reference,
        recordedBy: payment.recorded_by,
        createdAt: payment.created_at.toISOString(),
        hasProof: payment.has_proof,
      })),
    };
  }

  private async load(partnerId: string): Promise<PartnerEntity> {
    const partner = await this.partners.findById(partnerId);
    if (!partner) throw new PartnerNotFoundError();
    return partner;
  }
}
