import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from './app-config';

type ComposeService = { environment?: Record<string, string>; ports?: unknown[]; expose?: unknown[] };

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
