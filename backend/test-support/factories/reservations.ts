import { randomBytes, randomUUID } from 'node:crypto';
import type { PaymentPlanView, ReservationStatus } from '@cdm/contracts';
import { mexicoCityIsoDate, paymentPlan, SETTING_DEFAULTS, type MoneySource } from '@cdm/domain';
import { MoneyLedger, type ReceiptOutcome } from '../../src/payments';
import { SYSTEM_CONTEXT } from '../../src/platform/audit';
import { CreateInvestorAccountCommand, type CreateInvestorAccountResult } from '../../src/platform/identity';
import type { HandlerApp } from './handler-app';

/** The unit's status that goes with a reservation's (the invariant that inventoryDisagreements checks). */
const UNIT_STATUS_OF: Record<ReservationStatus, 'blocked' | 'reserved' | 'sold' | 'available'> = {
  pending: 'blocked',
  blocked: 'blocked',
  active: 'reserved',
  converted: 'sold',
  expired: 'available',
  cancelled: 'available',
};

/** An investor account (its email proven unless `emailVerified: false`); returns its id. */
export async function newInvestor(app: HandlerApp, { emailVerified = true, name = 'Inversionista de Prueba' } = {}): Promise<string> {
  const email = `inversionista.${randomBytes(4).toString('hex')}@example.mx`;
  const { investorAccountId } = await app.commands.execute<CreateInvestorAccountCommand, CreateInvestorAccountResult>(
    new CreateInvestorAccountCommand(email, name, SYSTEM_CONTEXT),
  );
  if (emailVerified) await app.db.query('UPDATE investor_accounts SET email_verified_at = now() WHERE id = $1', [investorAccountId]);
  return investorAccountId;
}

/** An available unit nobody took yet, taken off the list of free units for the rest of the test file. */
export async function freeUnit(app: HandlerApp, taken: Set<string>): Promise<string> {
  const rows = await app.db.query<Array<{ unit_code: string }>>("SELECT unit_code FROM units WHERE status = 'available' ORDER BY unit_code");
  const code = rows.map((row) => row.unit_code).find((unitCode) => !taken.has(unitCode));
  if (!code) throw new Error('No free unit left');
  taken.add(code);
  return code;
}

/** The plan a unit's hold carries: 40 % down, 40 % final, 36 months, at the seeded rate and deposit. */
export async function planForUnit(app: HandlerApp, unitCode: string): Promise<PaymentPlanView> {
  const [unit] = await app.db.query<Array<{ product_type: string; price: string }>>(
    'SELECT product_type, coalesce(current_price_centavos, base_price_centavos) AS price FROM units WHERE unit_code = $1',
    [unitCode],
  );
  return {
    ...paymentPlan({
      basePriceCentavos: Number(unit.price),
      downPaymentPercent: 40,
      finalPaymentPercent: 40,
      termMonths: 36,
      annualInterestBasisPoints: SETTING_DEFAULTS.annualInterestBasisPoints,
    }),
    productType: unit.product_type,
    unitCode,
    paymentDay: 15,
    downPaymentScheduledDate: '2026-12-01',
    reservationDepositCentavos: SETTING_DEFAULTS.unitReservationDepositCentavos,
  };
}

export type NewReservationOptions = {
  status?: ReservationStatus;
  investorId?: string;
  depositMethod?: 'card' | 'bank_transfer' | 'staff' | null;
  /** An unpaid hold's end (default: 8 hours from the app's clock). */
  expiresAt?: Date;
};

export type TestReservation = { id: string; investorId: string; unitCode: string };

const SOURCE_OF: Record<'card' | 'bank_transfer' | 'staff', MoneySource> = { card: 'card', bank_transfer: 'bank_line', staff: 'staff' };

/**
 * Money arriving for a reservation's deposit, as its source books it in the record of money received
 * (payments for a card, reconciliation for a line, staff's Confirmar Pago), without the path around it.
 */
export async function moneyArrives(app: HandlerApp, reservationId: string, amountCentavos: number, source: MoneySource = 'card'): Promise<ReceiptOutcome> {
  const ledger = app.context.get(MoneyLedger);
  const outcome = await app.db.transaction((manager) =>
    ledger.receive(
      manager,
      { kind: 'unit_reservation', id: reservationId },
      { source, sourceId: randomUUID(), amountCentavos, receivedOn: mexicoCityIsoDate(app.clock.now()), note: 'Factory' },
      SYSTEM_CONTEXT,
    ),
  );
  return outcome as ReceiptOutcome;
}

/**
 * A reservation written straight to its table, with its unit moved to the matching status and its
 * deposit in the record of money received, so a handler test starts from any state without replaying
 * the steps that lead there. Paid statuses (active, converted) carry a deposit paid now, by card
 * unless `depositMethod` says otherwise.
 */
export async function newReservation(app: HandlerApp, taken: Set<string>, options: NewReservationOptions = {}): Promise<TestReservation> {
  const status = options.status ?? 'blocked';
  const investorId = options.investorId ?? (await newInvestor(app));
  const unitCode = await freeUnit(app, taken);
  const plan = await planForUnit(app, unitCode);
  const now = app.clock.now();
  const paid = status === 'active' || status === 'converted';
  const depositMethod = options.depositMethod !== undefined ? options.depositMethod : paid ? 'card' : null;
  const [{ id }] = await app.db.query<Array<{ id: string }>>(
    `INSERT INTO unit_reservations
       (investor_id, unit_code, product_type, status, deposit_method, plan, total_amount_centavos, reservation_deposit_centavos,
        deposit_paid_at, expires_at, hold_expires_at, converted_at, closed_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)
     RETURNING id`,
    [
      investorId,
      unitCode,
      plan.productType,
      status,
      depositMethod,
      JSON.stringify(plan),
      plan.totalAmountCentavos,
      plan.reservationDepositCentavos,
      paid ? now : null,
      paid ? null : (options.expiresAt ?? new Date(now.getTime() + 8 * 3_600_000)),
      paid ? new Date(now.getTime() + 10 * 86_400_000) : null,
      status === 'converted' ? now : null,
      status === 'expired' || status === 'cancelled' ? now : null,
      now,
    ],
  );
  await app.db.query('UPDATE units SET status = $2, updated_at = $3 WHERE unit_code = $1', [unitCode, UNIT_STATUS_OF[status], now]);
  await app.db.query('INSERT INTO money_targets (kind, id, label, owed_centavos, closed_at) VALUES ($1, $2, $3, $4, $5)', [
    'unit_reservation',
    id,
    `Unidad ${unitCode}`,
    plan.reservationDepositCentavos,
    status === 'expired' || status === 'cancelled' ? now : null,
  ]);
  if (paid) await moneyArrives(app, id, plan.reservationDepositCentavos, SOURCE_OF[depositMethod ?? 'staff']);
  return { id, investorId, unitCode };
}

/** A reservation's row and its unit's status, as the handler left them. */
export async function reservationState(app: HandlerApp, id: string): Promise<{ status: string; unitStatus: string; depositPaid: boolean; refundStatus: string | null }> {
  const [row] = await app.db.query<Array<{ status: string; unit_status: string; deposit_paid_at: Date | null; refund_status: string | null }>>(
    `SELECT r.status, u.status AS unit_status, r.deposit_paid_at, r.refund_status
     FROM unit_reservations r JOIN units u ON u.unit_code = r.unit_code WHERE r.id = $1`,
    [id],
  );
  return { status: row.status, unitStatus: row.unit_status, depositPaid: row.deposit_paid_at !== null, refundStatus: row.refund_status };
}
