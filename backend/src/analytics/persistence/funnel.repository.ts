import { Injectable } from '@nestjs/common';
import {
  FUNNEL_STAGES,
  funnelGroupValue,
  funnelPerson,
  wentOn,
  type FunnelBreakdown,
  type FunnelFact,
  type FunnelStage,
  type FunnelTouch,
  type Touch,
} from '@cdm/domain';
import { EntityManager } from 'typeorm';
import { TransactionalRepository } from '../../platform/database';
import type { SourcedFact, SourcedSale } from '../funnel-sources';

/** The column of a person's time at each stage (funnel_people). */
export const STAGE_COLUMN = Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, `${stage}_at`])) as Record<FunnelStage, string>;
/** The stages that have a next one, and the column of the whole days to it when the person went on. */
export const STAGES_WITH_NEXT = FUNNEL_STAGES.slice(0, -1);
export const GAP_COLUMN = Object.fromEntries(STAGES_WITH_NEXT.map((stage) => [stage, `${stage}_days_to_next`])) as Partial<Record<FunnelStage, string>>;

// What the breakdown groups by: a fixed column per choice, never text from the request.
const GROUP_COLUMN: Record<FunnelTouch, Record<Exclude<FunnelBreakdown, 'referral_code'>, string>> = {
  first: { source: 'first_source', medium: 'first_medium', campaign: 'first_campaign' },
  last: { source: 'last_source', medium: 'last_medium', campaign: 'last_campaign' },
};

export function groupColumn(touch: FunnelTouch, by: FunnelBreakdown): string {
  return by === 'referral_code' ? 'referral_code' : GROUP_COLUMN[touch][by];
}

/** Mexico City midnight of `from` and of the day after `to`: the period as instants, from inclusive to exclusive. */
export type PeriodInstants = { start: Date; end: Date };

export type GroupCountsRow = {
  group: string;
  entered: number;
  people: Record<FunnelStage, number>;
  continued: Record<FunnelStage, number>;
  /** The whole days to the next stage of each who went on. */
  gaps: Record<FunnelStage, number[]>;
};
export type GroupSalesRow = { group: string; sales: number; listPriceCentavos: number; discountCentavos: number; saleValueCentavos: number; depositsReceivedCentavos: number };

type FactRow = { person_key: string; stage: FunnelStage; reached_at: Date; first_touch: Touch | null; last_touch: Touch | null; referral_code: string | null };

/** The analytics context's SQL: the facts, the people folded from them, the sales, and the report. */
@Injectable()
export class FunnelRepository extends TransactionalRepository {
  /** The people the facts of these records belong to now (before a refresh replaces them). */
  async peopleOfRecords(stages: readonly FunnelStage[], recordIds: readonly string[], manager: EntityManager): Promise<string[]> {
    if (recordIds.length === 0) return [];
    const rows = (await manager.query('SELECT DISTINCT person_key FROM funnel_facts WHERE stage = ANY($1::text[]) AND record_id = ANY($2::uuid[])', [
      [...stages],
      [...recordIds],
    ])) as Array<{ person_key: string }>;
    return rows.map((row) => row.person_key);
  }

  /** One refresh of a person at a time (until the transaction ends), in key order so two never wait on each other in a circle. */
  async lockPeople(keys: readonly string[], manager: EntityManager): Promise<void> {
    if (keys.length === 0) return;
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('funnel-person:' || key)) FROM unnest($1::text[]) AS key ORDER BY key`, [[...new Set(keys)].sort()]);
  }

  /** These records' facts of these stages become `facts` (none: the record puts nobody there any more). */
  async replaceFacts(stages: readonly FunnelStage[], recordIds: readonly string[], facts: readonly SourcedFact[], now: Date, manager: EntityManager): Promise<void> {
    if (recordIds.length === 0) return;
    await manager.query('DELETE FROM funnel_facts WHERE stage = ANY($1::text[]) AND record_id = ANY($2::uuid[])', [[...stages], [...recordIds]]);
    if (facts.length === 0) return;
    await manager.query(
      `INSERT INTO funnel_facts (stage, record_id, person_key, reached_at, first_touch, last_touch, referral_code, refreshed_at)
       SELECT stage, record_id, person_key, reached_at, first_touch, last_touch, referral_code, $8
       FROM unnest($1::text[], $2::uuid[], $3::text[], $4::timestamptz[], $5::jsonb[], $6::jsonb[], $7::text[])
         AS fact(stage, record_id, person_key, reached_at, first_touch, last_touch, referral_code)
       ON CONFLICT (stage, record_id) DO UPDATE SET person_key = EXCLUDED.person_key, reached_at = EXCLUDED.reached_at,
         first_touch = EXCLUDED.first_touch, last_touch = EXCLUDED.last_touch, referral_code = EXCLUDED.referral_code, refreshed_at = EXCLUDED.refreshed_at`,
      [
        facts.map((fact) => fact.stage),
        facts.map((fact) => fact.recordId),
        facts.map((fact) => fact.personKey),
        facts.map((fact) => fact.reachedAt),
        facts.map((fact) => (fact.firstTouch ? JSON.stringify(fact.firstTouch) : null)),
        facts.map((fact) => (fact.lastTouch ? JSON.stringify(fact.lastTouch) : null)),
        facts.map((fact) => fact.referralCode),
        now,
      ],
    );
  }

  /** These reservations' sales become `sales` (a reservation not among them is no sale). */
  async replaceSales(reservationIds: readonly string[], sales: readonly SourcedSale[], now: Date, manager: EntityManager): Promise<void> {
    if (reservationIds.length === 0) return;
    await manager.query('DELETE FROM funnel_sales WHERE reservation_id = ANY($1::uuid[])', [[...reservationIds]]);
    if (sales.length === 0) return;
    await manager.query(
      `INSERT INTO funnel_sales (reservation_id, person_key, sold_at, list_price_centavos, discount_centavos, sale_value_centavos, deposits_received_centavos, refreshed_at)
       SELECT reservation_id, person_key, sold_at, list_price, discount, sale_value, deposits, $8
       FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[])
         AS sale(reservation_id, person_key, sold_at, list_price, discount, sale_value, deposits)`,
      [
        sales.map((sale) => sale.reservationId),
        sales.map((sale) => sale.personKey),
        sales.map((sale) => sale.soldAt),
        sales.map((sale) => sale.value.listPriceCentavos),
        sales.map((sale) => sale.value.discountCentavos),
        sales.map((sale) => sale.value.saleValueCentavos),
        sales.map((sale) => sale.value.depositsReceivedCentavos),
        now,
      ],
    );
  }

  /** Folds each person's facts again (libs/domain funnelPerson) into their row; a person left without facts has none. */
  async refoldPeople(keys: readonly string[], now: Date, manager: EntityManager): Promise<void> {
    if (keys.length === 0) return;
    const unique = [...new Set(keys)];
    const rows = (await manager.query(
      'SELECT person_key, stage, reached_at, first_touch, last_touch, referral_code FROM funnel_facts WHERE person_key = ANY($1::text[])',
      [unique],
    )) as FactRow[];
    const factsOf = new Map<string, FunnelFact[]>();
    for (const row of rows) {
      const facts = factsOf.get(row.person_key) ?? [];
      facts.push({ stage: row.stage, reachedAt: row.reached_at, firstTouch: row.first_touch, lastTouch: row.last_touch, referralCode: row.referral_code });
      factsOf.set(row.person_key, facts);
    }
    const gone = unique.filter((key) => !factsOf.has(key));
    if (gone.length > 0) await manager.query('DELETE FROM funnel_people WHERE person_key = ANY($1::text[])', [gone]);
    if (factsOf.size === 0) return;

    const people = [...factsOf].map(([key, facts]) => ({ key, person: funnelPerson(facts) }));
    const touchValues = (which: 'firstTouch' | 'lastTouch') => [
      people.map(({ person }) => funnelGroupValue(person[which]?.source)),
      people.map(({ person }) => funnelGroupValue(person[which]?.medium)),
      people.map(({ person }) => funnelGroupValue(person[which]?.campaign)),
      people.map(({ person }) => person[which]?.time ?? null),
    ];
    const stageColumns = FUNNEL_STAGES.map((stage) => STAGE_COLUMN[stage]);
    const gapColumns = STAGES_WITH_NEXT.map((stage) => GAP_COLUMN[stage] as string);
    // $1 keys, $2–$5 first touch, $6–$9 last touch, $10 referral code, $11… the stages, the gaps, then now.
    const stageParams = FUNNEL_STAGES.map((_, index) => `$${11 + index}::timestamptz[]`);
    const gapParams = STAGES_WITH_NEXT.map((_, index) => `$${11 + FUNNEL_STAGES.length + index}::int[]`);
    const nowParam = `$${11 + FUNNEL_STAGES.length + STAGES_WITH_NEXT.length}`;
    const columns = [
      'person_key',
      'first_source',
      'first_medium',
      'first_campaign',
      'first_touch_at',
      'last_source',
      'last_medium',
      'last_campaign',
      'last_touch_at',
      'referral_code',
      ...stageColumns,
      ...gapColumns,
    ];
    await manager.query(
      `INSERT INTO funnel_people (${columns.join(', ')}, updated_at)
       SELECT *, ${nowParam}::timestamptz FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::text[], $7::text[], $8::text[],
         $9::timestamptz[], $10::text[], ${[...stageParams, ...gapParams].join(', ')})
       ON CONFLICT (person_key) DO UPDATE SET ${[...columns.slice(1), 'updated_at'].map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
      [
        people.map(({ key }) => key),
        ...touchValues('firstTouch'),
        ...touchValues('lastTouch'),
        people.map(({ person }) => person.referralCode ?? ''),
        ...FUNNEL_STAGES.map((stage) => people.map(({ person }) => person.stages[stage] ?? null)),
        ...STAGES_WITH_NEXT.map((stage) => people.map(({ person }) => wentOn(person, stage))),
        now,
      ],
    );
  }

  /** Removes what a rebuild started at `since` did not find again; the people those rows belonged to. */
  async removeUnrefreshed(since: Date, manager: EntityManager): Promise<string[]> {
    const facts = (await manager.query('DELETE FROM funnel_facts WHERE refreshed_at < $1 RETURNING person_key', [since])) as [Array<{ person_key: string }>, number];
    await manager.query('DELETE FROM funnel_sales WHERE refreshed_at < $1', [since]);
    return [...new Set(facts[0].map((row) => row.person_key))];
  }

  /** People rows that have no fact at all (left by an interrupted rebuild, or keyed with an earlier key). */
  async removePeopleWithoutFacts(manager: EntityManager): Promise<void> {
    await manager.query('DELETE FROM funnel_people p WHERE NOT EXISTS (SELECT 1 FROM funnel_facts f WHERE f.person_key = p.person_key)');
  }

  /**
   * Fresh planner statistics after a rebuild: until autovacuum gets to the tables, the planner would
   * take them for the empty tables they were and sort 90,000 people on disk instead of hashing a few groups.
   */
  async analyze(): Promise<void> {
    await this.dataSource.query('ANALYZE funnel_people, funnel_facts, funnel_sales');
  }

  async state(): Promise<{ keyFingerprint: string; rebuiltAt: Date } | null> {
    const [row] = (await this.dataSource.query('SELECT key_fingerprint, rebuilt_at FROM funnel_state WHERE id = 1')) as Array<{ key_fingerprint: string; rebuilt_at: Date }>;
    return row ? { keyFingerprint: row.key_fingerprint, rebuiltAt: row.rebuilt_at } : null;
  }

  async markRebuilt(keyFingerprint: string, at: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO funnel_state (id, key_fingerprint, rebuilt_at) VALUES (1, $1, $2)
       ON CONFLICT (id) DO UPDATE SET key_fingerprint = EXCLUDED.key_fingerprint, rebuilt_at = EXCLUDED.rebuilt_at`,
      [keyFingerprint, at],
    );
  }

  // ── the report (GET /api/admin/funnel): one scan of funnel_people, one of the period's sales ──

  /**
   * The period's instants, worked out once (PostgreSQL's zone rules: the same Mexico City days as the
   * "Ventas" tab's months); comparing columns with them costs no conversion per row.
   */
  async periodInstants(from: string, to: string): Promise<PeriodInstants> {
    const [row] = (await this.dataSource.query(
      `SELECT ($1::date::timestamp AT TIME ZONE 'America/Mexico_City') AS start, (($2::date + 1)::timestamp AT TIME ZONE 'America/Mexico_City') AS "end"`,
      [from, to],
    )) as Array<{ start: Date; end: Date }>;
    return row;
  }

  /**
   * Per group, in one scan of the people: those with any stage in the period, and per stage those who
   * first reached it then, and of them those who went on (the fold's gap, libs/domain wentOn) with
   * the whole days it took (funnelCounts in libs/domain is the reference these are tested against).
   */
  async groupCounts({ start, end }: PeriodInstants, group: string): Promise<GroupCountsRow[]> {
    const inPeriod = (column: string) => `(${column} >= $1 AND ${column} < $2)`;
    const stageFigures = FUNNEL_STAGES.flatMap((stage) => {
      const column = STAGE_COLUMN[stage];
      const gap = GAP_COLUMN[stage];
      return [
        `count(*) FILTER (WHERE ${inPeriod(column)})::int AS "p_${stage}"`,
        ...(gap ? [`array_agg(${gap}) FILTER (WHERE ${inPeriod(column)} AND ${gap} IS NOT NULL) AS "g_${stage}"`] : []),
      ];
    });
    const rows = (await this.dataSource.query(
      `SELECT ${group} AS "group", count(*)::int AS entered, ${stageFigures.join(', ')}
       FROM funnel_people
       WHERE ${FUNNEL_STAGES.map((stage) => inPeriod(STAGE_COLUMN[stage])).join(' OR ')}
       GROUP BY ${group}`,
      [start, end],
    )) as Array<Record<string, string | number | number[] | null>>;
    return rows.map((row) => {
      const gaps = Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, (row[`g_${stage}`] as number[] | null | undefined) ?? []])) as Record<FunnelStage, number[]>;
      return {
        group: String(row['group']),
        entered: Number(row['entered']),
        people: Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, Number(row[`p_${stage}`])])) as Record<FunnelStage, number>,
        continued: Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, gaps[stage].length])) as Record<FunnelStage, number>,
        gaps,
      };
    });
  }

  /** The sales of the period and their value, per group of their buyer. */
  async groupSales({ start, end }: PeriodInstants, group: string): Promise<GroupSalesRow[]> {
    const rows = (await this.dataSource.query(
      `SELECT coalesce(p.${group}, '') AS "group", count(*)::int AS sales,
              sum(s.list_price_centavos)::bigint AS list, sum(s.discount_centavos)::bigint AS discount,
              sum(s.sale_value_centavos)::bigint AS value, sum(s.deposits_received_centavos)::bigint AS deposits
       FROM funnel_sales s LEFT JOIN funnel_people p ON p.person_key = s.person_key
       WHERE s.sold_at >= $1 AND s.sold_at < $2
       GROUP BY 1`,
      [start, end],
    )) as Array<{ group: string; sales: number; list: string; discount: string; value: string; deposits: string }>;
    return rows.map((row) => ({
      group: row.group,
      sales: row.sales,
      listPriceCentavos: Number(row.list),
      discountCentavos: Number(row.discount),
      saleValueCentavos: Number(row.value),
      depositsReceivedCentavos: Number(row.deposits),
    }));
  }
}
