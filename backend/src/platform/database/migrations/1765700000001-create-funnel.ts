import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The analytics context's read model of the sales funnel (issue 31, decisions.md #70–#72). Nothing
 * here is a source of truth: every row is rebuilt from the owning contexts' public queries
 * (`cli.js rebuild-funnel`, and by the worker when the read model was never built).
 *
 * - funnel_facts: one row per record of another context that puts a person at a stage (an
 *   information request, a paid booking, a letter, an application, an account made active, a hold,
 *   a paid deposit, a signed contract, a sale), with the attribution that record carried.
 * - funnel_people: one row per person (a keyed hash of the normalised mailbox: no contact data
 *   here), folded from their facts by libs/domain's funnelPerson: the first time at each stage, the
 *   whole days to the next stage when they went on, and the first and last touch. The tab's query
 *   scans this table once.
 * - funnel_sales: each sale's value (list price, discount, price, deposit received).
 * - funnel_state: which key the people were hashed with and when the model was last rebuilt.
 * `refreshed_at`: a rebuild refreshes every row it still finds at its owner; rows it did not refresh
 * (a record gone, a person hashed with another key) are removed at its end.
 */
export class CreateFunnel1765700000001 implements MigrationInterface {
  name = 'CreateFunnel1765700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const stages = `'information_request', 'presentation_paid', 'letter_of_intent', 'application', 'account_active', 'unit_blocked', 'deposit_paid', 'contract_signed', 'sale'`;
    await queryRunner.query(
      `CREATE TABLE funnel_facts (
         stage text NOT NULL CHECK (stage IN (${stages})),
         record_id uuid NOT NULL,
         person_key text NOT NULL,
         reached_at timestamptz NOT NULL,
         first_touch jsonb,
         last_touch jsonb,
         referral_code text,
         refreshed_at timestamptz NOT NULL,
         PRIMARY KEY (stage, record_id)
       )`,
    );
    await queryRunner.query('CREATE INDEX funnel_facts_person ON funnel_facts (person_key)');
    // Whole days from each stage to the next when the person went on (libs/domain wentOn), else null.
    const stageGaps = ['information_request', 'presentation_paid', 'letter_of_intent', 'application', 'account_active', 'unit_blocked', 'deposit_paid', 'contract_signed']
      .map((stage) => `${stage}_days_to_next integer`)
      .join(',\n         ');
    const touchColumns = (prefix: string) =>
      `${prefix}_source text NOT NULL DEFAULT '', ${prefix}_medium text NOT NULL DEFAULT '', ${prefix}_campaign text NOT NULL DEFAULT '', ${prefix}_touch_at timestamptz`;
    await queryRunner.query(
      `CREATE TABLE funnel_people (
         person_key text PRIMARY KEY,
         ${touchColumns('first')},
         ${touchColumns('last')},
         referral_code text NOT NULL DEFAULT '',
         information_request_at timestamptz,
         presentation_paid_at timestamptz,
         letter_of_intent_at timestamptz,
         application_at timestamptz,
         account_active_at timestamptz,
         unit_blocked_at timestamptz,
         deposit_paid_at timestamptz,
         contract_signed_at timestamptz,
         sale_at timestamptz,
         ${stageGaps},
         updated_at timestamptz NOT NULL
       )`,
    );
    await queryRunner.query(
      `CREATE TABLE funnel_sales (
         reservation_id uuid PRIMARY KEY,
         person_key text NOT NULL,
         sold_at timestamptz NOT NULL,
         list_price_centavos bigint NOT NULL,
         discount_centavos bigint NOT NULL,
         sale_value_centavos bigint NOT NULL,
         deposits_received_centavos bigint NOT NULL,
         refreshed_at timestamptz NOT NULL
       )`,
    );
    await queryRunner.query('CREATE INDEX funnel_sales_sold_at ON funnel_sales (sold_at)');
    await queryRunner.query(
      `CREATE TABLE funnel_state (
         id smallint PRIMARY KEY CHECK (id = 1),
         key_fingerprint text NOT NULL,
         rebuilt_at timestamptz NOT NULL
       )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE funnel_state');
    await queryRunner.query('DROP TABLE funnel_sales');
    await queryRunner.query('DROP TABLE funnel_people');
    await queryRunner.query('DROP TABLE funnel_facts');
  }
}
