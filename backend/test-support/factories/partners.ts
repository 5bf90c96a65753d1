import type { PaymentPlanView } from '@cdm/contracts';
import { mexicoCityIsoDate, paymentPlan, paymentSchedule, productName, SETTING_DEFAULTS, standing } from '@cdm/domain';
import { randomUUID } from 'node:crypto';
import type { AuditContext } from '../../src/platform/audit';
import type { HandlerApp } from './handler-app';

const DAY = 86_400_000;

/** Staff as the audit log records them in handler tests. */
export const staffContext = (name = 'Personal de pruebas'): AuditContext => ({
  actor: { type: 'staff', id: randomUUID(), name },
  requestId: null,
});

/** Today in Mexico City, moved by `days`, as the app's clock sees it. */
export const mexicoCityDay = (app: HandlerApp, days = 0): string => mexicoCityIsoDate(new Date(app.clock.now().getTime() + days * DAY));

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

/** What the handler tests read of a partner (the row's columns that matter to its standing). */
export type FactoryPartner = {
  id: string;
  downPaymentCentavos: number;
  downPaymentScheduledDate: string;
  downPaymentPaid: boolean;
  remainingBalanceCentavos: number;
  nextPaymentDate: string | null;
  isCurrentOnPayments: boolean;
};

const PARTNER_COLUMNS = `id, down_payment_centavos::int AS "downPaymentCentavos", to_char(down_payment_scheduled_date, 'YYYY-MM-DD') AS "downPaymentScheduledDate",
  down_payment_paid AS "downPaymentPaid", remaining_balance_centavos::bigint::float8 AS "remainingBalanceCentavos",
  to_char(next_payment_date, 'YYYY-MM-DD') AS "nextPaymentDate", is_current_on_payments AS "isCurrentOnPayments"`;

/**
 * A partner as a sale leaves one, written straight to the run's database: an investor account, then
 * the partner row with the plan's figures and the standing libs/domain computes for today (nothing
 * paid yet). No reservation, no HTTP, no events. Down payment due in a week unless told otherwise.
 */
export async function newPartner(app: HandlerApp, options: NewPartnerOptions = {}): Promise<FactoryPartner> {
  const suffix = randomUUID().slice(0, 8);
  const name = options.name ?? `Socio ${suffix}`;
  const email = `socio.${suffix}@cdm.test`;
  const [investor] = (await app.db.query(
    'INSERT INTO investor_accounts (email, email_normalized, name) VALUES ($1, $1, $2) RETURNING id',
    [email, name],
  )) as Array<{ id: string }>;
  const plan = partnerPlan({ ...options, downPaymentScheduledDate: options.downPaymentScheduledDate ?? mexicoCityDay(app, 7) });
  const schedule = paymentSchedule(plan);
  const today = standing(schedule, 0, mexicoCityDay(app));
  const now = app.clock.now();
  const [row] = (await app.db.query(
    `INSERT INTO partners (investor_id, reservation_id, name, email, unit_code, product_type, product_purchased, plan,
       total_amount_centavos, down_payment_centavos, down_payment_scheduled_date, monthly_payment_centavos, payment_day,
       payment_term, final_payment_centavos, remaining_balance_centavos, next_payment_date, is_current_on_payments, sold_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19, $19)
     RETURNING ${PARTNER_COLUMNS}`,
    [
      investor.id,
      randomUUID(),
      name,
      email,
      plan.unitCode,
      plan.productType,
      `${productName(plan.productType)} · ${plan.unitCode}`,
      JSON.stringify(plan),
      plan.totalAmountCentavos,
      plan.downPaymentCentavos,
      plan.downPaymentScheduledDate,
      plan.monthlyPaymentCentavos,
      plan.paymentDay,
      plan.termMonths,
      plan.finalPaymentWithInterestCentavos,
      today.remainingBalanceCentavos,
      today.nextPayment?.dueDate ?? null,
      today.isCurrentOnPayments,
      now,
    ],
  )) as FactoryPartner[];
  // What the plan owes, in the record of money received (as the sale's partner creation registers it).
  await app.db.query("INSERT INTO money_targets (kind, id, label, owed_centavos) VALUES ('partner', $1, $2, $3)", [
    row.id,
    `Socio · Unidad ${plan.unitCode}`,
    schedule.reduce((sum, item) => sum + item.amountCentavos, 0),
  ]);
  return row;
}

/** A partner whose down payment fell due `daysLate` days ago, unpaid. */
export const newOverduePartner = (app: HandlerApp, daysLate = 5, options: NewPartnerOptions = {}) =>
  newPartner(app, { ...options, downPaymentScheduledDate: mexicoCityDay(app, -daysLate) });

/** Reads a partner again after a handler changed it. */
export async function reloadPartner(app: HandlerApp, partnerId: string): Promise<FactoryPartner> {
  const [row] = (await app.db.query(`SELECT ${PARTNER_COLUMNS} FROM partners WHERE id = $1`, [partnerId])) as FactoryPartner[];
  return row;
}
