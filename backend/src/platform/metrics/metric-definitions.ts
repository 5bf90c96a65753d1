// What a metric is, declared once beside the code that feeds it. Every declaration is also kept in
// one catalogue (`declaredMetrics`), so a test can hold the alert rules to the metrics that exist.
// Labels name kinds of things (a route template, a status class, a queue, a form, a status), never
// a person, an id or an address.

type LabelNames = readonly string[];

export type CounterDefinition<L extends LabelNames = LabelNames> = { type: 'counter'; name: string; help: string; labelNames: L };
export type GaugeDefinition<L extends LabelNames = LabelNames> = { type: 'gauge'; name: string; help: string; labelNames: L };
export type HistogramDefinition<L extends LabelNames = LabelNames> = {
  type: 'histogram';
  name: string;
  help: string;
  labelNames: L;
  buckets: readonly number[];
};
export type MetricDefinition = CounterDefinition | GaugeDefinition | HistogramDefinition;

/** The labels of a metric as a record of its label names. */
export type LabelsOf<L extends LabelNames> = Record<L[number], string>;

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const catalogue = new Map<string, MetricDefinition>();

function declare<D extends MetricDefinition>(definition: D): D {
  if (!METRIC_NAME.test(definition.name)) throw new Error(`Not a Prometheus metric name: ${definition.name}`);
  const known = catalogue.get(definition.name);
  if (known && known.help !== definition.help) throw new Error(`Two metrics named ${definition.name}`);
  catalogue.set(definition.name, definition);
  return definition;
}

export function defineCounter<const L extends LabelNames>(definition: Omit<CounterDefinition<L>, 'type'>): CounterDefinition<L> {
  return declare({ type: 'counter', ...definition });
}

export function defineGauge<const L extends LabelNames>(definition: Omit<GaugeDefinition<L>, 'type'>): GaugeDefinition<L> {
  return declare({ type: 'gauge', ...definition });
}

export function defineHistogram<const L extends LabelNames>(definition: Omit<HistogramDefinition<L>, 'type'>): HistogramDefinition<L> {
  return declare({ type: 'histogram', ...definition });
}

/** Every metric declared by the modules loaded so far (load the app module first to see them all). */
export function declaredMetrics(): MetricDefinition[] {
  return [...catalogue.values()];
}

/**
 * The series names a metric writes in the text format: a histogram's `_bucket`, `_sum` and `_count`
 * (its own name never appears on a sample line), the others their name.
 */
export function seriesNames(definition: Pick<MetricDefinition, 'type' | 'name'>): string[] {
  return definition.type === 'histogram' ? ['_bucket', '_sum', '_count'].map((suffix) => `${definition.name}${suffix}`) : [definition.name];
}
