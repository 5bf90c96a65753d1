/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** The inputs nx hashes into the cache key of `frontend:build` (its task plan, as nx itself computes it). */
function frontendBuildInputs(): string[] {
  const graph = execFileSync('npx', ['nx', 'run', 'frontend:build', '--graph=stdout'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return (JSON.parse(graph) as { taskPlans: Record<string, string[]> }).taskPlans['frontend:build'] ?? [];
}

describe('the frontend build in the nx cache', () => {
  // `npm start` builds with NODE_ENV=development; a later production build with the same sources
  // must not get that bundle back from the cache (issue 28, decisions.md #59).
  it('keys the build by NODE_ENV, so a development bundle is never reused for production', () => {
    expect(frontendBuildInputs()).toContain('env:NODE_ENV');
  });
});
