import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The production build refuses to start where the simulated payment provider would run (product-decisions.md "Decisions of the second phase"). */
const ROOT = path.resolve(__dirname, '../..');

function startProduction(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('node', ['backend/dist/backend/src/main.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        ADMIN_EMAIL: 'direccion@example.mx',
        ADMIN_PASSWORD: 'una-contraseña-larga-de-prueba',
        SESSION_SECRET: 'x'.repeat(40),
        PORTAL_PASSWORD: 'portal-prueba',
        DECK_PASSWORD: 'deck-prueba',
        STRIPE_SECRET_KEY: '',
        STRIPE_PUBLISHABLE_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('a production start without a real payment provider', () => {
  it('exits at once with a clear message when the Stripe keys are missing', async () => {
    const { code, output } = await startProduction({});
    expect(code).toBe(1);
    expect(output).toContain('Configuración no válida');
    expect(output).toContain('STRIPE_SECRET_KEY: obligatorio en producción');
  });

  it('exits when PAYMENT_PROVIDER=simulated is asked for in production', async () => {
    const { code, output } = await startProduction({
      PAYMENT_PROVIDER: 'simulated',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    });
    expect(code).toBe(1);
    expect(output).toContain('PAYMENT_PROVIDER: el proveedor de pagos simulado no está permitido en producción');
  });
});

describe('a production start on a development build of the frontend (decisions.md #59)', () => {
  it('exits at once, saying the bundle is a development one and how to rebuild it', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'cdm-dev-dist-'));
    try {
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
      writeFileSync(path.join(dist, 'build-info.json'), JSON.stringify({ mode: 'development' }));
      const { code, output } = await startProduction({
        FRONTEND_DIST: dist,
        STRIPE_SECRET_KEY: 'sk_test_abc123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      });
      expect(code).toBe(1);
      expect(output).toContain(`FRONTEND_DIST: la aplicación compilada en ${dist} es una compilación de desarrollo (modo development)`);
      expect(output).toContain('NODE_ENV=production');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
