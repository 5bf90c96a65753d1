import { ConfigError, loadConfig } from './app-config';

const productionSecrets = {
  NODE_ENV: 'production',
  ADMIN_EMAIL: 'direccion@example.mx',
  ADMIN_PASSWORD: 'una-contraseña-larga-de-prueba',
  SESSION_SECRET: 'x'.repeat(40),
  PORTAL_PASSWORD: 'portal-prueba',
  DECK_PASSWORD: 'deck-prueba',
};
const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('loadConfig: payments in production', () => {
  it('refuses to start in production without the Stripe keys, naming the reason', () => {
    expect(problemsOf(productionSecrets)).toEqual([
      'STRIPE_SECRET_KEY: obligatorio en producción (sin las claves de Stripe el proveedor de pagos simulado cobraría depósitos sin dinero)',
    ]);
  });

  it('refuses an explicit simulated provider in production, even with Stripe keys', () => {
    expect(problemsOf({ ...productionSecrets, ...stripeKeys, PAYMENT_PROVIDER: 'simulated' })).toEqual([
      'PAYMENT_PROVIDER: el proveedor de pagos simulado no está permitido en producción',
    ]);
  });

  it('runs Stripe in production with its three keys', () => {
    expect(loadConfig({ ...productionSecrets, ...stripeKeys }).paymentProvider).toBe('stripe');
  });

  it('keeps the simulated provider outside production, and refuses PAYMENT_PROVIDER=stripe without keys', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).paymentProvider).toBe('simulated');
    expect(problemsOf({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'stripe' })).toEqual(['STRIPE_SECRET_KEY: obligatorio cuando PAYMENT_PROVIDER es stripe']);
    expect(problemsOf({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'gratis' })).toEqual(['PAYMENT_PROVIDER: PAYMENT_PROVIDER debe ser stripe o simulated']);
  });
});

describe('loadConfig: limits of the public forms and holds', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.publicFormLimits['information-request']).toEqual({ perMinute: 5, perDay: 20 });
    expect(config.maxUnpaidHoldsPercent).toBe(10);
    expect(config.maxUnpaidHoldsPerIp).toBe(3);
  });

  it('reads each figure from its variable and refuses figures that are not positive integers', () => {
    const config = loadConfig({ NODE_ENV: 'development', THROTTLE_INFORMATION_REQUEST_PER_MINUTE: '7', THROTTLE_GATE_UNLOCK_PER_DAY: '50' });
    expect(config.publicFormLimits['information-request']).toEqual({ perMinute: 7, perDay: 20 });
    expect(config.publicFormLimits['gate-unlock']).toEqual({ perMinute: 10, perDay: 50 });
    expect(problemsOf({ NODE_ENV: 'development', THROTTLE_LETTER_OF_INTENT_PER_DAY: '0' })).toEqual([
      'THROTTLE_LETTER_OF_INTENT_PER_DAY: debe ser un entero entre 1 y 1000000',
    ]);
  });
});

describe('loadConfig: the contract sealing certificate', () => {
  // A reachable production also needs its real bank account (tested below).
  const reachable = { ...productionSecrets, ...stripeKeys, PUBLIC_URL: 'https://ventas.ejemplo.mx', BANK_CLABE: '032180000118359719' };

  it('refuses a reachable production without a certificate of its own', () => {
    expect(problemsOf(reachable)).toEqual(['SEAL_P12_PATH: obligatorio en producción (el certificado PKCS#12 que sella los contratos)']);
    expect(problemsOf({ ...reachable, SEAL_P12_PATH: '/no/existe.p12' })).toEqual([
      'SEAL_P12_PATH: no existe el archivo /no/existe.p12',
      'SEAL_P12_PASSWORD: obligatorio en producción',
    ]);
  });

  it('starts with an existing certificate and its password', () => {
    const config = loadConfig({ ...reachable, SEAL_P12_PATH: __filename, SEAL_P12_PASSWORD: 'clave-del-sello' });
    expect(config.sealP12Path).toBe(__filename);
    expect(config.mayMakeLocalSeal).toBe(false);
  });

  it('lets the local runs make their own self-signed one', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).mayMakeLocalSeal).toBe(true);
    expect(loadConfig({ ...productionSecrets, ...stripeKeys }).mayMakeLocalSeal).toBe(true);
  });
});

describe('loadConfig: the bank details shown beside every payment reference', () => {
  it('has example details locally: a CLABE of zeros that passes the check digit', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).bankDetails).toEqual({
      clabe: '000000000000000000',
      bankName: 'Banco de Ejemplo, S.A.',
      beneficiary: 'Ciudad Deporte Motor ZMG',
    });
  });

  it('reads BANK_CLABE as banks print it (spaces or dashes) and refuses a wrong check digit or length, in Spanish', () => {
    const config = loadConfig({ NODE_ENV: 'development', BANK_CLABE: '032 180 00011835971 9', BANK_NAME: 'BBVA México', BANK_BENEFICIARY: 'Desarrolladora Ñúñez, S.A. de C.V.' });
    expect(config.bankDetails).toEqual({ clabe: '032180000118359719', bankName: 'BBVA México', beneficiary: 'Desarrolladora Ñúñez, S.A. de C.V.' });
    expect(problemsOf({ NODE_ENV: 'development', BANK_CLABE: '032180000118359710' })).toEqual([
      'BANK_CLABE: el dígito verificador no corresponde; revisa la CLABE (18 dígitos)',
    ]);
    expect(problemsOf({ NODE_ENV: 'development', BANK_CLABE: '0321800001' })).toEqual(['BANK_CLABE: BANK_CLABE debe tener 18 dígitos']);
    expect(problemsOf({ NODE_ENV: 'development', BANK_NAME: 'B' })).toEqual(['BANK_NAME: BANK_NAME debe tener al menos 2 caracteres']);
  });

  it('refuses the example CLABE in production reachable by others, and keeps it on a loopback origin', () => {
    // A reachable production also needs its sealing certificate (tested above; any existing file will do here).
    const reachable = { ...productionSecrets, ...stripeKeys, PUBLIC_URL: 'https://ventas.ejemplo.mx', SEAL_P12_PATH: __filename, SEAL_P12_PASSWORD: 'clave-del-sello' };
    expect(problemsOf(reachable)).toEqual(['BANK_CLABE: obligatorio en producción (la CLABE de ejemplo no recibe transferencias)']);
    expect(problemsOf({ ...reachable, BANK_CLABE: '032180000118359719' })).toEqual([]);
    expect(problemsOf({ ...productionSecrets, ...stripeKeys })).toEqual([]);
  });
});

describe('loadConfig: the internal listener (/metrics, /health)', () => {
  const production = { ...productionSecrets, ...stripeKeys };

  it('is off unless OPS_PORT is set; 0 asks for any free port', () => {
    expect(loadConfig({}).opsPort).toBeUndefined();
    expect(loadConfig({ OPS_PORT: '' }).opsPort).toBeUndefined();
    expect(loadConfig({ OPS_PORT: '0' }).opsPort).toBe(0);
    expect(loadConfig({ OPS_PORT: '9464' })).toMatchObject({ opsPort: 9464, opsHost: '127.0.0.1' });
  });

  it('needs a metrics token in production only when it listens beyond loopback', () => {
    expect(problemsOf({ ...production, OPS_PORT: '9464' })).toEqual([]);
    expect(problemsOf({ ...production, OPS_PORT: '9464', OPS_HOST: '0.0.0.0' })).toEqual([
      'METRICS_TOKEN: obligatorio en producción cuando OPS_HOST (0.0.0.0) no es de loopback',
    ]);
    expect(problemsOf({ ...production, OPS_PORT: '9464', OPS_HOST: '0.0.0.0', METRICS_TOKEN: 'corto' })).toEqual([
      'METRICS_TOKEN: METRICS_TOKEN debe tener al menos 32 caracteres',
    ]);
    expect(problemsOf({ ...production, OPS_PORT: '9464', OPS_HOST: '0.0.0.0', METRICS_TOKEN: 'm'.repeat(32) })).toEqual([]);
    expect(problemsOf({ OPS_PORT: '9464', OPS_HOST: '0.0.0.0' })).toEqual([]);
  });
});
