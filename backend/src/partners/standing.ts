import { Injectable } from '@nestjs/common';
import { mexicoCityIsoDate, paymentSchedule, standing, type ScheduleItem, type Standing } from '@cdm/domain';
import { EntityManager } from 'typeorm';
import { MoneyLedger } from '../payments';
import { PartnerEntity } from './persistence/partner.entity';
import { PartnerRepository, type StandingColumns } from './persistence/partner.repository';

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

/** What a partner owes over the whole plan: the target of their money in the record of money received. */
export function planTotalCentavos(partner: PartnerEntity): number {
  return scheduleOf(partner).reduce((sum, item) => sum + item.amountCentavos, 0);
}

/**
 * Recomputes a partner's balance, next payment date and current/overdue status from the
 * schedule and what the record of money received applied to them (the down-payment toggle is a
 * staff receipt there). Runs inside the caller's transaction, with the partner row locked.
 */
@Injectable()
export class PartnerStanding {
  constructor(
    private readonly partners: PartnerRepository,
    private readonly ledger: MoneyLedger,
  ) {}

  async recompute(manager: EntityManager, partner: PartnerEntity, now: Date): Promise<Standing> {
    const standings = await this.recomputeMany(manager, [partner], now);
    return standings.get(partner.id) as Standing;
  }

  /** The same for a page of partners (the daily run): two queries whatever the page's size. */
  async recomputeMany(manager: EntityManager, partners: PartnerEntity[], now: Date): Promise<Map<string, Standing>> {
    const received = await this.ledger.appliedOfMany(
      'partner',
      partners.map((partner) => partner.id),
      manager,
    );
    const standings = new Map<string, Standing>();
    const rows: Array<{ partnerId: string } & StandingColumns> = [];
    for (const partner of partners) {
      const { standing: result, columns } = standingOf(partner, received.get(partner.id) ?? NOTHING_RECEIVED, now);
      standings.set(partner.id, result);
      rows.push({ partnerId: partner.id, ...columns });
    }
    await this.partners.saveStandings(rows, manager);
    return standings;
  }
}

const NOTHING_RECEIVED = { appliedCentavos: 0, lastReceivedOn: null };

function standingOf(partner: PartnerEntity, { appliedCentavos, lastReceivedOn: lastPaidOn }: { appliedCentavos: number; lastReceivedOn: string | null }, now: Date): { standing: Standing; columns: StandingColumns } {
  const result = standing(scheduleOf(partner), appliedCentavos, mexicoCityToday(now));
  const lastPaymentDate =
    [lastPaidOn, partner.downPaymentDate ? mexicoCityToday(partner.downPaymentDate) : null]
      .filter((date): date is string => date !== null)
      .sort()
      .at(-1) ?? null;
  return {
    standing: result,
    columns: {
      remainingBalanceCentavos: result.remainingBalanceCentavos,
      nextPaymentDate: result.nextPayment?.dueDate ?? null,
      isCurrentOnPayments: result.isCurrentOnPayments,
      lastPaymentDate,
      updatedAt: now,
    },
  };
}
