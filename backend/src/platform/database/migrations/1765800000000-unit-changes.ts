import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The inventory's stream of changes (issue 29): one `unit_changes` row per change of a unit's status
 * or public figures, numbered by `unit_change_version` in commit order, written by triggers in the
 * transaction of the change, whatever made it (a hold, a sale, a staff price edit, an UPDATE by hand).
 *
 * The triggers are deferred to the commit: the single counter row is taken at the very end of the
 * transaction, so unit-changing transactions queue on it only for the commit itself, and nothing
 * the transaction locks later can deadlock against it. A transaction that rolls back gives its
 * numbers back (the counter's update rolls back too), so versions have no gaps. NOTIFY is delivered
 * at commit; its payload is empty so a transaction that changes 30 units sends one notification.
 */
export class UnitChanges1765800000000 implements MigrationInterface {
  name = 'UnitChanges1765800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE unit_change_version (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        version bigint NOT NULL CHECK (version >= 0)
      )`);
    await queryRunner.query('INSERT INTO unit_change_version (version) VALUES (0)');
    await queryRunner.query(`
      CREATE TABLE unit_changes (
        version bigint PRIMARY KEY,
        unit_code text NOT NULL,
        previous_status text NULL,
        status text NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query('CREATE INDEX unit_changes_recorded_at ON unit_changes (recorded_at)');

    await queryRunner.query(`
      CREATE FUNCTION cdm_record_unit_change(p_unit_code text, p_previous_status text, p_status text) RETURNS void
      LANGUAGE plpgsql AS $$
      DECLARE
        next_version bigint;
      BEGIN
        -- The row lock is held to the commit: the next unit-changing commit numbers after this one.
        UPDATE unit_change_version SET version = version + 1 RETURNING version INTO next_version;
        INSERT INTO unit_changes (version, unit_code, previous_status, status) VALUES (next_version, p_unit_code, p_previous_status, p_status);
        PERFORM pg_notify('cdm_unit_changes', '');
      END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION cdm_unit_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM cdm_record_unit_change(NEW.unit_code, CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END, NEW.status);
        RETURN NULL;
      END
      $$`);
    // Only what GET /api/units shows: a change of updated_at alone, or an UPDATE to the same values, is no change.
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER unit_changed AFTER UPDATE ON units DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
      WHEN ((OLD.status, OLD.area_m2, OLD.base_price_centavos, OLD.current_price_centavos, OLD.product_type, OLD.unit_number, OLD.module, OLD.level)
            IS DISTINCT FROM
            (NEW.status, NEW.area_m2, NEW.base_price_centavos, NEW.current_price_centavos, NEW.product_type, NEW.unit_number, NEW.module, NEW.level))
      EXECUTE FUNCTION cdm_unit_changed()`);
    await queryRunner.query(
      'CREATE CONSTRAINT TRIGGER unit_added AFTER INSERT ON units DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cdm_unit_changed()',
    );
    // A product type's price or area is the public figure of each of its units: one change per unit.
    await queryRunner.query(`
      CREATE FUNCTION cdm_product_type_figures_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        unit record;
      BEGIN
        FOR unit IN SELECT unit_code, status FROM units WHERE product_type = NEW.code ORDER BY module, unit_number LOOP
          PERFORM cdm_record_unit_change(unit.unit_code, unit.status, unit.status);
        END LOOP;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER product_type_figures_changed AFTER UPDATE ON product_types DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
      WHEN ((OLD.base_price_centavos, OLD.area_m2) IS DISTINCT FROM (NEW.base_price_centavos, NEW.area_m2))
      EXECUTE FUNCTION cdm_product_type_figures_changed()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER product_type_figures_changed ON product_types');
    await queryRunner.query('DROP TRIGGER unit_added ON units');
    await queryRunner.query('DROP TRIGGER unit_changed ON units');
    await queryRunner.query('DROP FUNCTION cdm_product_type_figures_changed()');
    await queryRunner.query('DROP FUNCTION cdm_unit_changed()');
    await queryRunner.query('DROP FUNCTION cdm_record_unit_change(text, text, text)');
    await queryRunner.query('DROP TABLE unit_changes');
    await queryRunner.query('DROP TABLE unit_change_version');
  }
}
