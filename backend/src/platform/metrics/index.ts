// Prometheus metrics of the process (prom-client): definitions, the registry, collect callbacks.
export { MetricsModule } from './metrics.module';
export { Metrics, type Collect, type SetSample } from './metrics';
export {
  declaredMetrics,
  defineCounter,
  defineGauge,
  defineHistogram,
  seriesNames,
  type CounterDefinition,
  type GaugeDefinition,
  type HistogramDefinition,
  type MetricDefinition,
} from './metric-definitions';
export { sharedRead } from './shared-read';
