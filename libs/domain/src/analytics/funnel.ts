// The sales funnel (issue 31): where a person stands, which campaign brought them, and the figures of
// a period. Pure rules shared by the server (the read model, the report) and the browser (labels,
// the chart). decisions.md #70–#74.

/** The stages, in the order a buyer normally passes them. */
export const FUNNEL_STAGES = [
  'information_request',
  'presentation_paid',
  'letter_of_intent',
  'application',
  'account_active',
  'unit_blocked',
  'deposit_paid',
  'contract_signed',
  'sale',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** The stage after `stage`, or null for the last one. */
export function nextFunnelStage(stage: FunnelStage): FunnelStage | null {
  return FUNNEL_STAGES[FUNNEL_STAGES.indexOf(stage) + 1] ?? null;
}

/** One visit as the browser kept it: the campaign of its URL, the site it came from, where it landed, when. */
export type Touch = {
  source?: string;
  medium?: string;
  campaign?: string;
  content?: string;
  term?: string;
  referrerHost?: string;
  landingPath?: string;
  /** ISO 8601, the browser's clock. */
  at?: string;
};

/** What a form sends: the first visit ever kept in that browser and the latest visit from a campaign or another site. */
export type Attribution = { firstTouch?: Touch; lastTouch?: Touch };

export const TOUCH_FIELDS = ['source', 'medium', 'campaign', 'content', 'term', 'referrerHost', 'landingPath', 'at'] as const;

/**
 * When a touch happened, for ordering touches: the browser's time when it reads as a date no later
 * than the record it came with (a clock set ahead, or a made-up date, cannot make a touch "latest"),
 * else the record's own time.
 */
export function touchTime(touch: Touch, recordAt: Date): Date {
  const at = touch.at ? Date.parse(touch.at) : Number.NaN;
  return Number.isFinite(at) && at <= recordAt.getTime() ? new Date(at) : recordAt;
}

/** One fact the read model keeps: a record of some context that puts a person at a stage. */
export type FunnelFact = {
  stage: FunnelStage;
  reachedAt: Date;
  firstTouch?: Touch | null;
  lastTouch?: Touch | null;
  /** The referral code an application carried. */
  referralCode?: string | null;
};

export type TimedTouch = Touch & { time: Date };

/** A person as the funnel counts them: when they first reached each stage, and how they arrived. */
export type FunnelPerson = {
  stages: Partial<Record<FunnelStage, Date>>;
  firstTouch: TimedTouch | null;
  lastTouch: TimedTouch | null;
  referralCode: string | null;
};

/**
 * Folds every fact of one person (one normalised mailbox): each stage at its first time; the first
 * touch is the earliest first touch any record carried, the last touch the latest last touch (a record
 * that carried only one of the two gives it for both); the
 * referral code is the one of their earliest record that had one. Order of facts does not matter, so
 * events may arrive in any order and a rebuild gives the same person.
 */
export function funnelPerson(facts: readonly FunnelFact[]): FunnelPerson {
  const stages: Partial<Record<FunnelStage, Date>> = {};
  let firstTouch: TimedTouch | null = null;
  let lastTouch: TimedTouch | null = null;
  let referral: { code: string; at: Date } | null = null;
  for (const fact of facts) {
    const known = stages[fact.stage];
    if (!known || fact.reachedAt < known) stages[fact.stage] = fact.reachedAt;
    const earliest = fact.firstTouch ?? fact.lastTouch;
    if (earliest) {
      const time = touchTime(earliest, fact.reachedAt);
      if (!firstTouch || time < firstTouch.time) firstTouch = { ...earliest, time };
    }
    const latest = fact.lastTouch ?? fact.firstTouch;
    if (latest) {
      const time = touchTime(latest, fact.reachedAt);
      if (!lastTouch || time > lastTouch.time) lastTouch = { ...latest, time };
    }
    const code = fact.referralCode?.trim();
    if (code && (!referral || fact.reachedAt < referral.at)) referral = { code, at: fact.reachedAt };
  }
  return { stages, firstTouch, lastTouch, referralCode: referral?.code ?? null };
}

/** Which touch groups the breakdown, and by what. */
export const FUNNEL_TOUCHES = ['first', 'last'] as const;
export type FunnelTouch = (typeof FUNNEL_TOUCHES)[number];
export const FUNNEL_BREAKDOWNS = ['source', 'medium', 'campaign', 'referral_code'] as const;
export type FunnelBreakdown = (typeof FUNNEL_BREAKDOWNS)[number];

/** The group of a value: trimmed, and '' for none (shown as "sin dato", never a group of its own per spelling of nothing). */
export function funnelGroupValue(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

/** The share of `people` who went on, in percent with one decimal; null when nobody was there. */
export function conversionPercent(people: number, continued: number): number | null {
  if (people <= 0) return null;
  return Math.round((continued / people) * 1000) / 10;
}

export type DayCount = { days: number; count: number };

/**
 * The median of whole days from a histogram (days → how many people): the middle value, or the mean
 * of the two middle ones; null when empty.
 */
export function medianOfDayCounts(histogram: readonly DayCount[]): number | null {
  const sorted = histogram.filter((entry) => entry.count > 0).sort((a, b) => a.days - b.days);
  const total = sorted.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return null;
  const valueAt = (position: number) => {
    let seen = 0;
    for (const entry of sorted) {
      seen += entry.count;
      if (position < seen) return entry.days;
    }
    return sorted[sorted.length - 1].days;
  };
  const lower = valueAt(Math.floor((total - 1) / 2));
  const upper = valueAt(Math.floor(total / 2));
  return (lower + upper) / 2;
}

const DAY_MS = 86_400_000;

/** Whole days from one stage to the next (a gap under 24 hours is 0 days). */
export function wholeDaysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / DAY_MS);
}

/** A period: instants from `start` (inclusive) to `end` (exclusive). */
export type FunnelPeriod = { start: Date; end: Date };

export const inFunnelPeriod = (at: Date | undefined, period: FunnelPeriod): at is Date => at !== undefined && at >= period.start && at < period.end;

/**
 * A stage's people in a period: those who first reached it then. `continued`: those of them who
 * reached the next stage at that time or later (a later stage reached before does not count as going
 * on). `gaps`: whole days to that next stage, for the median.
 */
export type StageCounts = { people: number; continued: number; gaps: DayCount[] };

/** Whether the person counted at `stage` in the period went on to the next stage, and after how many days. */
export function wentOn(person: Pick<FunnelPerson, 'stages'>, stage: FunnelStage): number | null {
  const next = nextFunnelStage(stage);
  const at = person.stages[stage];
  const nextAt = next ? person.stages[next] : undefined;
  if (!at || !nextAt || nextAt < at) return null;
  return wholeDaysBetween(at, nextAt);
}

/**
 * The reference of what the report's SQL computes (tests compare them): per stage, the people who
 * first reached it in the period, those who went on and after how long; and `entered`, the people
 * with any stage in the period.
 */
export function funnelCounts(people: ReadonlyArray<Pick<FunnelPerson, 'stages'>>, period: FunnelPeriod): { entered: number; stages: Record<FunnelStage, StageCounts> } {
  const stages = Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, { people: 0, continued: 0, gaps: [] as DayCount[] }])) as Record<FunnelStage, StageCounts>;
  let entered = 0;
  for (const person of people) {
    let counted = false;
    for (const stage of FUNNEL_STAGES) {
      if (!inFunnelPeriod(person.stages[stage], period)) continue;
      counted = true;
      const figures = stages[stage];
      figures.people += 1;
      const days = wentOn(person, stage);
      if (days === null) continue;
      figures.continued += 1;
      const bucket = figures.gaps.find((entry) => entry.days === days);
      if (bucket) bucket.count += 1;
      else figures.gaps.push({ days, count: 1 });
    }
    if (counted) entered += 1;
  }
  for (const stage of FUNNEL_STAGES) stages[stage].gaps.sort((a, b) => a.days - b.days);
  return { entered, stages };
}

export type StageFigures = {
  stage: FunnelStage;
  people: number;
  /** People of this stage who reached the next one (none for the sale). */
  continued: number;
  /** continued ÷ people, %; null when nobody or for the sale. */
  conversionPercent: number | null;
  /** Median whole days to the next stage of those who went on; null when none did. */
  medianDaysToNext: number | null;
};

/** The figures shown per stage, from the counts (the SQL's or funnelCounts'). */
export function stageFigures(counts: Record<FunnelStage, Pick<StageCounts, 'people' | 'continued'> & { gaps?: DayCount[] }>): StageFigures[] {
  return FUNNEL_STAGES.map((stage) => {
    const { people, continued, gaps } = counts[stage];
    const last = nextFunnelStage(stage) === null;
    return {
      stage,
      people,
      continued: last ? 0 : continued,
      conversionPercent: last ? null : conversionPercent(people, continued),
      medianDaysToNext: last || !gaps ? null : medianOfDayCounts(gaps),
    };
  });
}

/** What a sale is worth in the funnel: the plan's list price, its discount, what it sells for, the deposit received. */
export type SaleValue = { listPriceCentavos: number; discountCentavos: number; saleValueCentavos: number; depositsReceivedCentavos: number };

/** A sale's value from its plan (the same figures the partner is created with) and the deposit money applied to its reservation. */
export function saleValue(plan: { basePriceCentavos: number; totalAmountCentavos: number }, depositAppliedCentavos: number): SaleValue {
  return {
    listPriceCentavos: plan.basePriceCentavos,
    discountCentavos: Math.max(0, plan.basePriceCentavos - plan.totalAmountCentavos),
    saleValueCentavos: plan.totalAmountCentavos,
    depositsReceivedCentavos: depositAppliedCentavos,
  };
}

/** Mexico City calendar days (YYYY-MM-DD), both included. */
export type FunnelDays = { from: string; to: string };

/** The period the tab opens with: this Mexico City month up to today. */
export function defaultFunnelDays(todayIso: string): FunnelDays {
  return { from: `${todayIso.slice(0, 7)}-01`, to: todayIso };
}

/** A period reads from its first day to its last: never backwards. */
export function isFunnelDaysInOrder({ from, to }: FunnelDays): boolean {
  return from <= to;
}
