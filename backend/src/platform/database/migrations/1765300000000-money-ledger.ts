import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One record of money received (issue 27, decisions.md #48), owned by the payments context.
 *
 * - `money_targets`: what each paying record owes (a unit reservation's deposit, a partner's plan, a
 *   booking's or an application's deposit) and the sums of its entries: applied, to return, returned,
 *   and what an admin waived. `applied + waived <= owed` is a CHECK: no deposit is ever applied beyond
 *   its amount, whatever runs at once (each entry updates this row, so writers take turns on it).
 * - `money_sources`: each piece of money that came in once (a card payment, a statement line, a
 *   staff confirmation, a partner payment by hand) with its amount; `allocated <= amount` is a CHECK:
 *   a line or a card payment is never applied twice.
 * - `money_entries`: append-only. A refund or an undo is a reversing entry (negative, pointing at
 *   the entry it reverses, once); an entry is never updated but for the `reversed_at` mark its
 *   reversal sets, and never deleted. A trigger keeps the two tables' sums and refuses the rest.
 *
 * Existing payments, confirmed deposits, applied statement lines and partner payments are written as
 * entries (a second payment of one deposit becomes money to return). Contracts get the `rescinded`
 * status; block references become canonical and unique; a statement line keeps what it applied and
 * what it left to return.
 */
export class MoneyLedger1765300000000 implements MigrationInterface {
  name = 'MoneyLedger1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE money_targets (
        kind text NOT NULL CHECK (kind IN ('unit_reservation', 'partner', 'presentation_booking', 'investor_application')),
        id uuid NOT NULL,
        label text NOT NULL DEFAULT '',
        owed_centavos bigint NOT NULL CHECK (owed_centavos >= 0),
        applied_centavos bigint NOT NULL DEFAULT 0 CHECK (applied_centavos >= 0),
        waived_centavos bigint NOT NULL DEFAULT 0 CHECK (waived_centavos >= 0),
        to_return_centavos bigint NOT NULL DEFAULT 0 CHECK (to_return_centavos >= 0),
        returned_centavos bigint NOT NULL DEFAULT 0 CHECK (returned_centavos >= 0),
        closed_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, id),
        CONSTRAINT money_targets_applied_within_owed CHECK (applied_centavos + waived_centavos <= owed_centavos)
      )`);
    await queryRunner.query(`
      CREATE TABLE money_sources (
        source text NOT NULL CHECK (source IN ('card', 'bank_line', 'staff', 'manual')),
        id uuid NOT NULL,
        amount_centavos bigint NOT NULL CHECK (amount_centavos > 0),
        allocated_centavos bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (source, id),
        CONSTRAINT money_sources_allocated_within_amount CHECK (allocated_centavos BETWEEN 0 AND amount_centavos)
      )`);
    await queryRunner.query(`
      CREATE TABLE money_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        target_kind text NOT NULL,
        target_id uuid NOT NULL,
        allocation text NOT NULL CHECK (allocation IN ('applied', 'to_return', 'returned')),
        amount_centavos bigint NOT NULL CHECK (amount_centavos <> 0),
        source text NOT NULL,
        source_id uuid NOT NULL,
        reverses_id uuid NULL UNIQUE REFERENCES money_entries (id),
        reversed_at timestamptz NULL,
        received_on date NOT NULL,
        recorded_at timestamptz NOT NULL,
        recorded_by text NOT NULL,
        recorded_by_id uuid NULL,
        reason text NULL,
        note text NULL,
        FOREIGN KEY (target_kind, target_id) REFERENCES money_targets (kind, id),
        FOREIGN KEY (source, source_id) REFERENCES money_sources (source, id),
        CONSTRAINT money_entries_reversal_is_negative CHECK ((reverses_id IS NULL) = (amount_centavos > 0)),
        CONSTRAINT money_entries_reversal_is_final CHECK (reverses_id IS NULL OR reversed_at IS NULL)
      )`);
    await queryRunner.query('CREATE INDEX money_entries_target ON money_entries (target_kind, target_id, recorded_at, id)');
    await queryRunner.query('CREATE INDEX money_entries_source ON money_entries (source, source_id)');
    await queryRunner.query(
      "CREATE INDEX money_entries_to_return ON money_entries (recorded_at DESC, id) WHERE allocation = 'to_return' AND reverses_id IS NULL AND reversed_at IS NULL",
    );

    // The sums follow every entry; a reversal marks the entry it reverses, once, and must mirror it.
    // One statement-level trigger (its inserted rows as a table): an upload's thousands of entries cost
    // three set-based statements, not two updates a row.
    await queryRunner.query(`
      CREATE FUNCTION cdm_money_entries_written() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (
          SELECT 1 FROM inserted n
          WHERE n.reverses_id IS NOT NULL AND NOT EXISTS (
            SELECT 1 FROM money_entries o
            WHERE o.id = n.reverses_id AND o.reversed_at IS NULL AND o.reverses_id IS NULL AND o.amount_centavos = -n.amount_centavos
              AND o.allocation = n.allocation AND o.target_kind = n.target_kind AND o.target_id = n.target_id
              AND o.source = n.source AND o.source_id = n.source_id)) THEN
          RAISE EXCEPTION 'a reversal must mirror a money entry that still counts' USING ERRCODE = 'check_violation';
        END IF;
        PERFORM set_config('cdm.money_reversal', 'on', true);
        UPDATE money_entries o SET reversed_at = n.recorded_at FROM inserted n WHERE o.id = n.reverses_id;
        PERFORM set_config('cdm.money_reversal', 'off', true);
        UPDATE money_targets t SET
          applied_centavos = t.applied_centavos + d.applied,
          to_return_centavos = t.to_return_centavos + d.to_return,
          returned_centavos = t.returned_centavos + d.returned,
          updated_at = d.at
        FROM (
          SELECT target_kind, target_id,
                 coalesce(sum(amount_centavos) FILTER (WHERE allocation = 'applied'), 0) AS applied,
                 coalesce(sum(amount_centavos) FILTER (WHERE allocation = 'to_return'), 0) AS to_return,
                 coalesce(sum(amount_centavos) FILTER (WHERE allocation = 'returned'), 0) AS returned,
                 max(recorded_at) AS at
          FROM inserted GROUP BY target_kind, target_id
        ) d
        WHERE t.kind = d.target_kind AND t.id = d.target_id;
        UPDATE money_sources s SET allocated_centavos = s.allocated_centavos + d.amount
        FROM (SELECT source, source_id, sum(amount_centavos) AS amount FROM inserted GROUP BY source, source_id) d
        WHERE s.source = d.source AND s.id = d.source_id;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(
      'CREATE TRIGGER money_entries_written AFTER INSERT ON money_entries REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION cdm_money_entries_written()',
    );
    await queryRunner.query(`
      CREATE FUNCTION cdm_money_entry_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND current_setting('cdm.money_reversal', true) = 'on' AND OLD.reversed_at IS NULL AND NEW.reversed_at IS NOT NULL
           AND (to_jsonb(NEW) - 'reversed_at') = (to_jsonb(OLD) - 'reversed_at') THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'money entries are never changed or deleted: write a reversing entry' USING ERRCODE = 'check_violation';
      END
      $$`);
    await queryRunner.query(
      'CREATE TRIGGER money_entry_unchanged BEFORE UPDATE OR DELETE ON money_entries FOR EACH ROW EXECUTE FUNCTION cdm_money_entry_unchanged()',
    );

    // Contracts: rescinded (a signed contract whose reservation was refunded or undone), with when, why and by whom.
    await queryRunner.query('ALTER TABLE contracts DROP CONSTRAINT contracts_status_check');
    await queryRunner.query(
      "ALTER TABLE contracts ADD CONSTRAINT contracts_status_check CHECK (status IN ('pending_investor', 'pending_countersign', 'signed', 'cancelled', 'rescinded'))",
    );
    await queryRunner.query(
      'ALTER TABLE contracts ADD COLUMN rescinded_at timestamptz NULL, ADD COLUMN rescind_reason text NULL, ADD COLUMN rescinded_by_id uuid NULL, ADD COLUMN rescinded_by_name text NULL',
    );
    await queryRunner.query('DROP INDEX contracts_one_live_per_reservation');
    await queryRunner.query(
      "CREATE UNIQUE INDEX contracts_one_live_per_reservation ON contracts (reservation_id) WHERE status NOT IN ('cancelled', 'rescinded')",
    );

    // Block references (unique since they were made): one canonical form, upper case, checked for every new row.
    await queryRunner.query('UPDATE unit_reservations SET reference_number = upper(btrim(reference_number)) WHERE reference_number IS NOT NULL');
    await queryRunner.query(
      "ALTER TABLE unit_reservations ADD CONSTRAINT unit_reservations_reference_canonical CHECK (reference_number ~ '^CDM-[0-9A-Z]{8}-[0-9A-Z]{6}$') NOT VALID",
    );

    // A statement line keeps what it applied and what it left to return; together they are its amount when applied, else nothing.
    await queryRunner.query('ALTER TABLE bank_statement_lines ADD COLUMN to_return_centavos bigint NOT NULL DEFAULT 0');
    await queryRunner.query("UPDATE bank_statement_lines SET applied_centavos = 0 WHERE status <> 'applied'");

    // A partner's down payment, when staff mark it paid, is a staff receipt in the ledger.
    await queryRunner.query('ALTER TABLE partners ADD COLUMN down_payment_source_id uuid NULL');

    await this.backfill(queryRunner);

    await queryRunner.query(
      `ALTER TABLE bank_statement_lines ADD CONSTRAINT bank_statement_lines_allocated CHECK (
         applied_centavos >= 0 AND to_return_centavos >= 0
         AND applied_centavos + to_return_centavos = CASE WHEN status = 'applied' THEN amount_centavos ELSE 0 END)`,
    );
  }

  /** What was received before the ledger existed, written as its entries (a second payment of one deposit: to return). */
  private async backfill(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO money_targets (kind, id, label, owed_centavos, closed_at)
       SELECT 'unit_reservation', id, 'Unidad ' || unit_code || coalesce(' · ' || reference_number, ''), reservation_deposit_centavos, CASE WHEN status IN ('expired', 'cancelled') THEN coalesce(closed_at, updated_at) END
       FROM unit_reservations`,
    );
    await queryRunner.query(
      `INSERT INTO money_targets (kind, id, label, owed_centavos)
       SELECT 'partner', id, 'Socio ' || reference || ' · Unidad ' || unit_code, down_payment_centavos + monthly_payment_centavos * payment_term + final_payment_centavos FROM partners`,
    );
    await queryRunner.query(
      `INSERT INTO money_targets (kind, id, label, owed_centavos)
       SELECT purpose, subject_id, CASE purpose WHEN 'presentation_booking' THEN 'Presentación' WHEN 'investor_application' THEN 'Solicitud de inversionista' ELSE 'Depósito' END,
              amount_centavos FROM payments
       WHERE purpose IN ('unit_reservation', 'presentation_booking', 'investor_application')
       ON CONFLICT (kind, id) DO NOTHING`,
    );

    // Every receipt known today, in the order it came.
    await queryRunner.query(`
      CREATE TEMPORARY TABLE legacy_receipts ON COMMIT DROP AS
      SELECT 'card'::text AS source, p.id AS source_id, p.purpose AS target_kind, p.subject_id AS target_id, p.amount_centavos AS amount,
             coalesce(p.succeeded_at, p.updated_at) AS received_at, 'Pago con tarjeta'::text AS note, 'Sistema'::text AS recorded_by,
             p.refund_status = 'succeeded' AS returned, p.refunded_at AS returned_at
      FROM payments p JOIN money_targets t ON t.kind = p.purpose AND t.id = p.subject_id
      WHERE p.status = 'succeeded'
      UNION ALL
      SELECT 'bank_line', l.id, 'unit_reservation', l.target_id, l.amount_centavos, coalesce(l.applied_at, l.created_at),
             'Estado de cuenta: ' || left(l.description, 120), coalesce(l.applied_by, 'Conciliación bancaria'), false, NULL
      FROM bank_statement_lines l JOIN unit_reservations r ON r.id = l.target_id
      WHERE l.status = 'applied' AND l.target_kind = 'reservation'
      UNION ALL
      SELECT 'staff', gen_random_uuid(), 'unit_reservation', r.id, r.reservation_deposit_centavos, r.deposit_paid_at,
             'Depósito confirmado por el personal', 'Personal', false, NULL
      FROM unit_reservations r
      WHERE r.deposit_paid_at IS NOT NULL AND coalesce(r.deposit_method, 'staff') <> 'card'
        AND NOT EXISTS (SELECT 1 FROM bank_statement_lines l WHERE l.status = 'applied' AND l.target_kind = 'reservation' AND l.target_id = r.id)
      UNION ALL
      SELECT CASE WHEN pp.bank_line_id IS NULL THEN 'manual' ELSE 'bank_line' END, coalesce(pp.bank_line_id, pp.id), 'partner', pp.partner_id, pp.amount_centavos,
             pp.paid_on::timestamptz, nullif(pp.reference, ''), pp.recorded_by, false, NULL
      FROM partner_payments pp`);
    await queryRunner.query(
      `UPDATE partners SET down_payment_source_id = gen_random_uuid() WHERE down_payment_paid`,
    );
    await queryRunner.query(
      `INSERT INTO legacy_receipts
       SELECT 'staff', down_payment_source_id, 'partner', id, down_payment_centavos, coalesce(down_payment_date, updated_at), 'Enganche', 'Personal', false, NULL
       FROM partners WHERE down_payment_paid AND down_payment_centavos > 0`,
    );
    await queryRunner.query(
      `INSERT INTO money_sources (source, id, amount_centavos)
       SELECT source, source_id, max(amount) FROM legacy_receipts WHERE amount > 0 GROUP BY source, source_id`,
    );
    // Applied up to what each target owes, in order of arrival (nothing to a closed target); the rest to return.
    await queryRunner.query(`
      CREATE TEMPORARY TABLE legacy_split ON COMMIT DROP AS
      SELECT r.*, least(r.amount, greatest(0, CASE WHEN t.closed_at IS NULL OR r.received_at < t.closed_at THEN t.owed_centavos ELSE 0 END
               - coalesce(sum(r.amount) OVER (PARTITION BY r.target_kind, r.target_id ORDER BY r.received_at, r.source_id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))) AS applied
      FROM legacy_receipts r JOIN money_targets t ON t.kind = r.target_kind AND t.id = r.target_id
      WHERE r.amount > 0`);
    for (const [allocation, amount] of [
      ['applied', 'applied'],
      ['to_return', 'amount - applied'],
    ]) {
      await queryRunner.query(
        `INSERT INTO money_entries (target_kind, target_id, allocation, amount_centavos, source, source_id, received_on, recorded_at, recorded_by, note)
         SELECT target_kind, target_id, '${allocation}', ${amount}, source, source_id, (received_at AT TIME ZONE 'America/Mexico_City')::date, received_at, recorded_by, note
         FROM legacy_split WHERE ${amount} > 0 ORDER BY received_at`,
      );
    }
    // A card refund that went through: each live entry of the payment reversed and written as returned.
    await queryRunner.query(
      `WITH refunded AS (
         SELECT e.*, s.returned_at FROM money_entries e JOIN legacy_split s ON s.source = e.source AND s.source_id = e.source_id
         WHERE s.returned AND e.reverses_id IS NULL AND e.reversed_at IS NULL
       ), reversals AS (
         INSERT INTO money_entries (target_kind, target_id, allocation, amount_centavos, source, source_id, reverses_id, received_on, recorded_at, recorded_by, reason)
         SELECT target_kind, target_id, allocation, -amount_centavos, source, source_id, id, received_on, coalesce(returned_at, recorded_at), 'Sistema', 'Reembolso con tarjeta'
         FROM refunded RETURNING id
       )
       INSERT INTO money_entries (target_kind, target_id, allocation, amount_centavos, source, source_id, received_on, recorded_at, recorded_by, reason)
       SELECT target_kind, target_id, 'returned', amount_centavos, source, source_id, received_on, coalesce(returned_at, recorded_at), 'Sistema', 'Reembolso con tarjeta'
       FROM refunded`,
    );
    // What each applied line did.
    await queryRunner.query(
      `UPDATE bank_statement_lines l SET applied_centavos = coalesce(s.applied, l.amount_centavos), to_return_centavos = l.amount_centavos - coalesce(s.applied, l.amount_centavos)
       FROM (SELECT source_id, sum(applied) AS applied FROM legacy_split WHERE source = 'bank_line' GROUP BY source_id) s
       WHERE l.status = 'applied' AND s.source_id = l.id`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE bank_statement_lines DROP CONSTRAINT bank_statement_lines_allocated');
    await queryRunner.query('ALTER TABLE partners DROP COLUMN down_payment_source_id');
    await queryRunner.query('ALTER TABLE bank_statement_lines DROP COLUMN to_return_centavos');
    await queryRunner.query('ALTER TABLE unit_reservations DROP CONSTRAINT unit_reservations_reference_canonical');
    await queryRunner.query('DROP INDEX contracts_one_live_per_reservation');
    await queryRunner.query("UPDATE contracts SET status = 'cancelled' WHERE status = 'rescinded'");
    await queryRunner.query("CREATE UNIQUE INDEX contracts_one_live_per_reservation ON contracts (reservation_id) WHERE status <> 'cancelled'");
    await queryRunner.query(
      'ALTER TABLE contracts DROP COLUMN rescinded_at, DROP COLUMN rescind_reason, DROP COLUMN rescinded_by_id, DROP COLUMN rescinded_by_name',
    );
    await queryRunner.query('ALTER TABLE contracts DROP CONSTRAINT contracts_status_check');
    await queryRunner.query("ALTER TABLE contracts ADD CONSTRAINT contracts_status_check CHECK (status IN ('pending_investor', 'pending_countersign', 'signed', 'cancelled'))");
    await queryRunner.query('DROP TABLE money_entries');
    await queryRunner.query('DROP FUNCTION cdm_money_entry_unchanged()');
    await queryRunner.query('DROP FUNCTION cdm_money_entries_written()');
    await queryRunner.query('DROP TABLE money_sources');
    await queryRunner.query('DROP TABLE money_targets');
  }
}
