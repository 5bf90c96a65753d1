import { Injectable, Logger } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { type CounterDefinition, defineCounter, type GaugeDefinition, type HistogramDefinition, type LabelsOf } from './metric-definitions';

type LabelNames = readonly string[];

/** Sets one sample of a gauge being collected. */
export type SetSample<L extends LabelNames> = (labels: LabelsOf<L>, value: number) => void;

/** Reads the current values of a gauge when a scrape asks for them. */
export type Collect<L extends LabelNames> = (set: SetSample<L>) => Promise<void> | void;

export const COLLECT_FAILURES = defineCounter({
  name: 'cdm_metrics_collect_failures_total',
  help: 'Scrapes in which a gauge could not be read (its source, PostgreSQL or Redis, did not answer)',
  labelNames: ['metric'],
});

// Node's default metrics (event-loop delay, memory, CPU, GC) describe the process, not an app: one
// registry of them per process, so that several apps in one process (tests) observe the loop once.
let processDefaults: Registry | null = null;
function nodeDefaults(): Registry {
  if (!processDefaults) {
    processDefaults = new Registry();
    collectDefaultMetrics({ register: processDefaults });
  }
  return processDefaults;
}

/**
 * The metrics of this app, in one prom-client registry of its own (a test may run several apps in
 * one process), shown with the process's Node defaults (event-loop delay, memory, CPU, GC): counters and
 * histograms the code feeds, and gauges read when a scrape asks, through the collect callbacks
 * that modules register here. A gauge whose source fails in a scrape shows no sample (NaN when it
 * has no labels) and counts a collect failure, so a scrape never fails as a whole.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly logger = new Logger(Metrics.name);
  private readonly counters = new Map<string, Counter>();
  private readonly histograms = new Map<string, Histogram>();
  private readonly collectFailures: Counter;

  constructor() {
    nodeDefaults();
    this.collectFailures = this.counter(COLLECT_FAILURES);
  }

  counter<L extends LabelNames>(definition: CounterDefinition<L>): Counter<L[number]> {
    let counter = this.counters.get(definition.name);
    if (!counter) {
      counter = new Counter({ name: definition.name, help: definition.help, labelNames: [...definition.labelNames], registers: [this.registry] });
      this.counters.set(definition.name, counter);
    }
    return counter as Counter<L[number]>;
  }

  histogram<L extends LabelNames>(definition: HistogramDefinition<L>): Histogram<L[number]> {
    let histogram = this.histograms.get(definition.name);
    if (!histogram) {
      histogram = new Histogram({
        name: definition.name,
        help: definition.help,
        labelNames: [...definition.labelNames],
        buckets: [...definition.buckets],
        registers: [this.registry],
      });
      this.histograms.set(definition.name, histogram);
    }
    return histogram as Histogram<L[number]>;
  }

  /** A gauge read at each scrape by `collect`; only the samples it sets are shown. */
  gauge<L extends LabelNames>(definition: GaugeDefinition<L>, collect: Collect<L>): void {
    if (this.registry.getSingleMetric(definition.name)) throw new Error(`The gauge ${definition.name} is collected twice`);
    const failures = this.collectFailures;
    const logger = this.logger;
    new Gauge<string>({
      name: definition.name,
      help: definition.help,
      labelNames: [...definition.labelNames],
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          await collect((labels, value) => this.set(labels, value));
        } catch (error) {
          this.reset();
          if (definition.labelNames.length === 0) this.set(Number.NaN);
          failures.inc({ metric: definition.name });
          logger.warn({ err: error, metric: definition.name }, 'A metric could not be read for this scrape');
        }
      },
    });
  }

  /** The text a scrape reads (Prometheus exposition format). */
  text(): Promise<string> {
    return Registry.merge([nodeDefaults(), this.registry]).metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
