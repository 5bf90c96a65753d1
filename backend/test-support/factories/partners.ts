import type { PaymentPlanView } from '@cdm/contracts';
import { mexicoCityIsoDate, paymentPlan, productName, SETTING_DEFAULTS } from '@cdm/domain';
import { randomUUID } from 'node:crypto';
import { PartnerEntity } from '../../src/partners/persistence/partner.entity';
import { PartnerRepository } from '../../src/partners/persistence/partner.repository';
import { PartnerStanding } from '../../src/partners/standing';
import type { AuditContext } from '../../src/platform/audit';
import type { TestApp } from '../test-app';

const DAY = 86_400_000;

/** Staff as the audit log records them in handler tests. */
export const staffContext = (name = 'Personal de pruebas'): AuditContext => ({
  actor: { type: 'staff', id: randomUUID(), name },
  requestId: null,
});

/** Today in Mexico City, moved by `days`, as the app's clock sees it. */
export const mexicoCityDay = (testApp: TestApp, days = 0): string => mexicoCityIsoDate(new Date(testApp.clock.now().getTime() + days * DAY));

export type NewPartnerOptions = {
  /** The down payment's due date; in the past makes the partner overdue from the start. */
  downPaymentScheduledDate?: string;
  /** 28 keeps the first monthly payment in the month after the down payment (every month has a 28th). */
  paymentDay?: number;
  termMonths?: number;
  unitCode?: string;
  name?: string;
};

/** A premium box of 10,000,000 MXN, 40 % down, 40 % final, at the seeded rate. */
export const partnerPlan = ({ downPaymentScheduledDate, paymentDay = 28, termMonths = 12, unitCode = 'A1P' }: NewPartnerOptions & { downPaymentScheduledDate: string }): PaymentPlanView => ({
  ...paymentPlan({
    basePriceCentavos: 1_000_000_000,
    downPaymentPercent: 40,
    finalPaymentPercent: 40,
    termMonths,
    annualInterestBasisPoints: SETTING_DEFAULTS.annualInterestBasisPoints,
  }),
  productType: 'box-premium-panamericana',
  unitCode,
  paymentDay,
  downPaymentScheduledDate,
  reservationDepositCentavos: SETTING_DEFAULTS.unitReservationDepositCentavos,
});

/**
 * A partner as a sale leaves one: an investor account, then the partner row with the plan's figures
 * and its standing computed, written through the partners repository on the run's database (no
 * reservation, no HTTP, no events). Down payment due in a week unless told otherwise.
 */
export async function newPartner(testApp: TestApp, options: NewPartnerOptions = {}): Promise<PartnerEntity> {
  const suffix = randomUUID().slice(0, 8);
  const name = options.name ?? `Socio ${suffix}`;
  const email = `socio.${suffix}@cdm.test`;
  const [investor] = (await testApp.db.query(
    'INSERT INTO investor_accounts (email, email_normalized, name) VALUES ($1, $1, $2) RETURNING id',
    [email, name],
  )) as Array<{ id: string }>;
  const plan = partnerPlan({ ...options, downPaymentScheduledDate: options.downPaymentScheduledDate ?? mexicoCityDay(testApp, 7) });
  const partners = testApp.app.get(PartnerRepository);
  const standing = testApp.app.get(PartnerStanding);
  const now = testApp.clock.now();
  return testApp.db.transaction(async (manager) => {
    const id = await partners.createFromSale(manager, {
      investorId: investor.id,
      reservationId: randomUUID(),
      name,
      email,
      unitCode: plan.unitCode,
      productPurchased: `${productName(plan.productType)} · ${plan.unitCode}`,
      plan,
      soldAt: now,
      now,
    });
    const created = await manager.getRepository(PartnerEntity).findOneByOrFail({ id: id as string });
    await standing.recompute(manager, created, now);
    return manager.getRepository(PartnerEntity).findOneByOrFail({ id: created.id });
  });
}

/** A partner whose down payment fell due `daysLate` days ago, unpaid. */
export const newOverduePartner = (testApp: TestApp, daysLate = 5, options: NewPartnerOptions = {}) =>
  newPartner(testApp, { ...options, downPaymentScheduledDate: mexicoCityDay(testApp, -daysLate) });

/** Reads a partner again after a handler changed it. */
export const reloadPartner = (testApp: TestApp, partnerId: string) => testApp.db.getRepository(PartnerEntity).findOneByOrFail({ id: partnerId });
