import type { PartnerDetail, PartnerItem } from '@cdm/contracts';
import { monthsOverdue, overdueAmountCentavos } from '@cdm/domain';
import { EntityManager } from 'typeorm';
import { PartnerNotFoundError } from '../partners.errors';
import { PartnerEntity } from '../persistence/partner.entity';
import { PartnerRepository } from '../persistence/partner.repository';
import { mexicoCityToday, scheduleOf } from '../standing';

export function toPartnerItem(partner: PartnerEntity, today: string): PartnerItem {
  const months = monthsOverdue(partner.nextPaymentDate, partner.isCurrentOnPayments, today);
  return {
    id: partner.id,
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

export async function loadPartner(partners: PartnerRepository, manager: EntityManager, partnerId: string): Promise<PartnerEntity> {
  const partner = await partners.findById(partnerId, manager);
  if (!partner) throw new PartnerNotFoundError();
  return partner;
}

/** The partner with their schedule (each instalment paid or not) and the payments received. */
export async function partnerDetail(partners: PartnerRepository, manager: EntityManager, partnerId: string, now: Date): Promise<PartnerDetail> {
  const partner = await loadPartner(partners, manager, partnerId);
  const payments = await partners.paymentsOf(partnerId, manager);
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
