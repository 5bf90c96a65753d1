import { Injectable } from '@nestjs/common';
import { mexicoCityIsoDate, paymentSchedule, standing, type ScheduleItem, type Standing } from '@cdm/domain';
import { EntityManager } from 'typeorm';
import { PartnerEntity } from './persistence/partner.entity';

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
  async recompute(manager: EntityManager, partner: PartnerEntity, now: Date): Promise<Standing> {
    const [{ paid, last }] = (await manager.query(
      'SELECT coalesce(sum(amount_centavos), 0)::bigint AS paid, max(paid_on)::text AS last FROM partner_payments WHERE partner_id = $1',
      [partner.id],
    )) as Array<{ paid: string; last: string | null }>;
    const paidCentavos = Number(paid) + (partner.downPaymentPaid ? partner.downPaymentCentavos : 0);
    const result = standing(scheduleOf(partner), paidCentavos, mexicoCityToday(now));
    const lastPaymentDate = [last, partner.downPaymentDate ? mexicoCityToday(partner.downPaymentDate) : null]
      .filter((date): date is string => date !== null)
      .sort()
      .at(-1) ?? null;
    await manager.getRepository(PartnerEntity).update(partner.id, {
      remainingBalanceCentavos: result.remainingBalanceCentavos,
      nextPaymentDate: result.nextPayment?.dueDate ?? null,
      isCurrentOnPayments: result.isCurrentOnPayments,
      lastPaymentDate,
      updatedAt: now,
    });
    return result;
  }
}
