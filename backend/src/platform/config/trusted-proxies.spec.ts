import { ConfigError, loadConfig } from './app-config';
import { parseTrustedProxies } from './trusted-proxies';

describe('TRUSTED_PROXIES', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['  ', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.10', ['10.0.0.0/8', '192.168.1.10']],
    ['127.0.0.1,::1', ['127.0.0.1', '::1']],
    ['fd00::/8', ['fd00::/8']],
    ['0.0.0.0/0', ['0.0.0.0/0']],
  ])('reads %p as %p', (raw, expected) => {
    expect(parseTrustedProxies(raw)).toEqual({ ok: true, value: expected });
  });

  it.each(['true', '*', 'loopback', 'proxy.internal', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', '300.1.1.1', '11', '1.5', '10.0.0.1, nope', ','])(
    'refuses %p with a Spanish explanation',
    (raw) => {
      const parsed = parseTrustedProxies(raw);
      expect(parsed.ok).toBe(false);
      expect(parsed.ok ? '' : parsed.problem).toMatch(/saltos|direcciones IP\/CIDR/);
    },
  );

  it('never gives Fastify `true`, and the process refuses an invalid value at start', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '1' }).trustedProxies).toBe(1);
    expect(loadConfig({}).trustedProxies).toBe(false);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'true' })).toThrow(/TRUSTED_PROXIES: solo admite/);
  });
});

describe('PUBLIC_URL in production', () => {
  // Everything else production asks for (Stripe too: production never runs the simulated provider).
  const secrets = {
    NODE_ENV: 'production',
    ADMIN_EMAIL: 'direccion@cdm.mx',
    STRIPE_SECRET_KEY: 'sk_test_prueba',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_prueba',
    STRIPE_WEBHOOK_SECRET: 'whsec_prueba',
    ADMIN_PASSWORD: 'Admin-Produccion-2026',
    SESSION_SECRET: 'x'.repeat(40),
    PORTAL_PASSWORD: 'portal-produccion',
    DECK_PASSWORD: 'deck-produccion',
    // The contract sealing certificate a reachable production needs (any existing file will do here).
    SEAL_P12_PATH: __filename,
    SEAL_P12_PASSWORD: 'sello-produccion',
    BANK_CLABE: '032180000118359719',
  };

  it('refuses an http origin with a clear message', () => {
    expect(() => loadConfig({ ...secrets, PUBLIC_URL: 'http://ventas.cdm.mx' })).toThrow(/PUBLIC_URL: debe ser https en producción/);
  });

  it.each(['https://ventas.cdm.mx', 'http://localhost:3000', 'http://127.0.0.1:3917'])('accepts %s (https, or loopback only)', (url) => {
    expect(loadConfig({ ...secrets, PUBLIC_URL: url }).publicUrl).toBe(url);
  });

  it('does not ask for https outside production', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://ventas.cdm.mx' }).publicUrl).toBe('http://ventas.cdm.mx');
  });
});
