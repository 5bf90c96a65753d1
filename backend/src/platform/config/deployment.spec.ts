import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from './app-config';

type ComposeService = {
  environment?: Record<string, string>;
  ports?: unknown[];
  expose?: unknown[];
  healthcheck?: { disable?: boolean; test?: string[]; timeout?: string };
};

const compose = parse(readFileSync(path.join(__dirname, '../../../../docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};

describe('docker-compose.yml: the API behind its proxy', () => {
  const { api, proxy } = compose.services;

  it('is reached only through the proxy, which alone publishes a port', () => {
    expect(proxy.ports?.length).toBeGreaterThan(0);
    expect(api.ports).toBeUndefined();
  });

  it("trusts exactly that one hop, so the per-IP limits count each visitor's address and not the proxy's", () => {
    const trustedProxies = api.environment?.TRUSTED_PROXIES;
    expect(trustedProxies).toBeDefined();
    expect(loadConfig({ TRUSTED_PROXIES: trustedProxies }).trustedProxies).toBe(1);
  });
});

describe('tools/docker/Caddyfile: the proxy passes the live unit stream on as it comes', () => {
  const caddyfile = readFileSync(path.join(__dirname, '../../../../tools/docker/Caddyfile'), 'utf8');
  const directives = caddyfile.split('\n').filter((line) => !line.trim().startsWith('#'));

  it('flushes every frame of /api/units/events at once and compresses nothing', () => {
    const block = caddyfile.slice(caddyfile.indexOf('handle /api/units/events {'));
    expect(block.indexOf('flush_interval -1')).toBeGreaterThan(0);
    expect(block.indexOf('flush_interval -1')).toBeLessThan(block.indexOf('\n\thandle {'));
    expect(directives.filter((line) => /^\s*encode\b/.test(line))).toEqual([]);
  });

  it('keeps the stream\'s heartbeat inside the server\'s idle timeout', () => {
    expect(loadConfig({}).unitEventsHeartbeatMs).toBeLessThan(loadConfig({}).httpConnectionTimeoutMs);
    expect(() => loadConfig({ UNIT_EVENTS_HEARTBEAT_MS: '60000', HTTP_CONNECTION_TIMEOUT_MS: '60000' })).toThrow(/UNIT_EVENTS_HEARTBEAT_MS/);
  });
});

describe('docker-compose.yml: metrics and the worker\'s health', () => {
  const { api, worker } = compose.services;

  it("checks the worker's health on its internal listener (/health), not only that its process runs", () => {
    expect(worker.healthcheck?.disable).toBeUndefined();
    const command = (worker.healthcheck?.test ?? []).join(' ');
    expect(command).toContain(`http://127.0.0.1:${worker.environment?.OPS_PORT}/health`);
    expect(command).toMatch(/process\.exit\(r\.ok \? 0 : 1\)/);
  });

  it('never publishes the internal listener: it is exposed on the compose network only', () => {
    for (const service of [api, worker]) {
      expect(service.environment?.OPS_PORT).toBe('9464');
      expect(service.ports).toBeUndefined();
      expect(service.expose).toContain('9464');
    }
  });

  it('has no default metrics token: off loopback, production refuses to start without one', () => {
    expect(worker.environment?.METRICS_TOKEN).toBe('${METRICS_TOKEN:-}');
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'direccion@example.mx',
        ADMIN_PASSWORD: 'una-contraseña-larga-de-prueba',
        SESSION_SECRET: 'x'.repeat(40),
        PORTAL_PASSWORD: 'portal-prueba',
        DECK_PASSWORD: 'deck-prueba',
        STRIPE_SECRET_KEY: 'sk_test_abc123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
        OPS_PORT: worker.environment?.OPS_PORT,
        OPS_HOST: worker.environment?.OPS_HOST,
        METRICS_TOKEN: '',
      }),
    ).toThrow('METRICS_TOKEN: obligatorio en producción');
  });
});
