import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { parse } from 'yaml';
// What main.ts loads (the module graph and the HTTP set-up), not started: every metric the app
// declares is then in the catalogue.
import './app.module';
import './platform/http/configure-app';
import { declaredMetrics, seriesNames } from './platform/metrics';

type Rule = { alert?: string; record?: string; expr: string; for?: string; labels?: Record<string, string>; annotations?: Record<string, string> };

const docs = path.join(__dirname, '../../docs');
const rules = (parse(readFileSync(path.join(docs, 'ops/alerts.yml'), 'utf8')) as { groups: Array<{ name: string; rules: Rule[] }> }).groups.flatMap(
  (group) => group.rules,
);
const runbook = readFileSync(path.join(docs, 'runbook.md'), 'utf8');

const KEYWORDS = new Set(['and', 'or', 'unless', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'offset', 'inf', 'nan']);

/** The metric names a PromQL expression reads (functions, keywords, label matchers and durations left out). */
function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values
    .replace(/\{[^}]*\}/g, ' ') // label matchers
    .replace(/\[[^\]]*\]/g, ' ') // range durations
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' '); // label lists
  const names = new Set<string>();
  for (const match of bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    const after = bare.slice((match.index ?? 0) + match[0].length).trimStart();
    if (after.startsWith('(') || KEYWORDS.has(match[0].toLowerCase())) continue;
    names.add(match[0]);
  }
  return [...names];
}

/** Every series the app writes: what it declares, and Node's defaults from prom-client. */
async function exportedSeries(): Promise<Set<string>> {
  const names = new Set(declaredMetrics().flatMap(seriesNames));
  const defaults = new Registry();
  collectDefaultMetrics({ register: defaults });
  for (const metric of await defaults.getMetricsAsJSON()) {
    for (const name of seriesNames({ type: String(metric.type) === 'histogram' ? 'histogram' : 'gauge', name: metric.name })) names.add(name);
  }
  return names;
}

describe('docs/ops/alerts.yml', () => {
  it('reads the metric names of an expression, and only those', () => {
    expect(metricNamesIn('sum by (form) (increase(cdm_limit_refusals_total{form=~"a|b"}[10m])) > 50')).toEqual(['cdm_limit_refusals_total']);
    expect(metricNamesIn('max by (queue) (x_jobs{state="waiting"}) > 0 and max by (queue) (x_workers) == 0')).toEqual(['x_jobs', 'x_workers']);
    expect(metricNamesIn('time() - max(y_seconds) > 40 * 3600')).toEqual(['y_seconds']);
  });

  it('has rules, each with a name, a severity, a summary and a runbook section', () => {
    expect(rules.length).toBeGreaterThanOrEqual(6);
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(['warning', 'critical']).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary).toBeTruthy();
      expect(rule.annotations?.runbook).toBe(`docs/runbook.md#${rule.alert?.toLowerCase()}`);
      expect(runbook).toContain(`\n### ${rule.alert}\n`);
    }
  });

  it('covers what the issue asks: outbox age, failing emails, a missed daily run, 5xx, a queue without consumer, the seal certificate', () => {
    const used = new Set(rules.flatMap((rule) => metricNamesIn(rule.expr)));
    for (const name of [
      'cdm_outbox_oldest_pending_age_seconds',
      'cdm_email_deliveries_total',
      'cdm_scheduled_run_last_completed_day_timestamp_seconds',
      'http_request_duration_seconds_count',
      'cdm_queue_workers',
      'cdm_seal_certificate_not_after_timestamp_seconds',
    ]) {
      expect(used).toContain(name);
    }
  });

  it('uses only metrics the app exports', async () => {
    const exported = await exportedSeries();
    const unknown = rules.flatMap((rule) => metricNamesIn(rule.expr).filter((name) => !exported.has(name)).map((name) => `${rule.alert}: ${name}`));
    expect(unknown).toEqual([]);
  });
});
