import type { AppConfig } from './app-config';

/**
 * Test-only fault point: with `FAULT_AFTER_COMMIT=<name>` (never in production) the process dies
 * right after that command's transaction commits, as a crash there would (drill `commit-crash`).
 */
export function faultAfterCommit(config: AppConfig, name: NonNullable<AppConfig['faultAfterCommit']>): void {
  if (config.isProduction || config.faultAfterCommit !== name) return;
  process.stderr.write(`FAULT_AFTER_COMMIT: exiting after the ${name} commit\n`);
  process.exit(137);
}
