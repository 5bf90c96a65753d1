import { Injectable } from '@nestjs/common';
import { mexicoCityIsoDate, paymentSchedule, standing, type ScheduleItem, type Standing } from '@cdm/domain';
import { EntityManager } from 'typeorm';
import { PartnerEntity } from './persistence/partner.entity';
import { PartnerRepository } from './persistence/partner.repository';

/** Today in the project's time zone: due dates are calendar dates in Mexico City. */
export function mexicoCityToday(now: Date): string {
  return mexicoCityIsoDate(now);
}

export function mexicoCityHour(now: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Mexico_City', hour: '2-digit', hourCycle: 'h23' }).format(now));
}

/** The daily run's name in `scheduled_runs` (and its lock). */
export const DAILY_PARTNER_RUN = 'partners.daily-reminders';

export function scheduleOf(partner: PartnerEntity): ScheduleItem[] {
  return paymentSchedule({
    downPaymentCentavos: partner.downPaymentCentavos,
    downPaymentScheduledDate: partner.downPaymentScheduledDate,
    monthlyPaymentCentavos: partner.monthlyPaymentCentavos,
    termMonths: partner.paymentTerm,
    paymentDay: partner.paymentDay,
    finalPaymentWithInterestCentavos: partner.finalPaymentCentavos,
  });
}

/**
 * Recomputes a partner's balance, next payment date and current/overdue status from the
 * schedule and what was received (the down-payment toggle counts as the down payment).
 * Runs inside the caller's transaction, with the partner row locked.
 */
@Injectable()
export class PartnerStanding {
  constructor(private readonly partners: PartnerRepository) {}

  async recompute(manager: EntityManager, partner: PartnerEntity, now: Date): Promise<Standing> {
    const { paidCentavos: received, lastPaidOn } = await this.partners.receivedOf(partner.id, manager);
    const paidCentavos = received + (partner.downPaymentPaid ? partner.downPaymentCentavos : 0);
    const result = standing(scheduleOf(partner), paidCentavos, mexicoCityToday(now));
    const lastPaymentDate = [lastPaidOn, partner.downPaymentDate ? mexicoCityToday(partner.downPaymentDate) : null]
      .filter((date): date is string => date !== null)
      .sort()
      .at(-1) ?? null;
    await this.partners.saveStanding(
      partner.id,
      {
        remainingBalanceCentavos: result.remainingBalanceCentavos,
        nextPaymentDate: result.nextPayment?.dueDate ?? null,
        isCurrentOnPayments: result.isCurrentOnPayments,
        lastPaymentDate,
        updatedAt: now,
      },
      manager,
    );
    return result;
  }
}
