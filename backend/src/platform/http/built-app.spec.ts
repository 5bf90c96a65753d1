import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { builtAppProblem } from './built-app';

describe('builtAppProblem: production serves only a production bundle', () => {
  let dist: string;
  beforeEach(() => {
    dist = path.join(mkdtempSync(path.join(tmpdir(), 'cdm-built-app-')), 'dist');
    mkdirSync(dist);
  });
  afterEach(() => rmSync(path.dirname(dist), { recursive: true, force: true }));

  const build = (info: string | null) => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    if (info !== null) writeFileSync(path.join(dist, 'build-info.json'), info);
  };

  it('accepts a bundle built in production mode', () => {
    build(JSON.stringify({ mode: 'production' }));
    expect(builtAppProblem(dist)).toBeNull();
  });

  it('refuses a development bundle, saying how to rebuild it', () => {
    build(JSON.stringify({ mode: 'development' }));
    expect(builtAppProblem(dist)).toBe(
      `FRONTEND_DIST: la aplicación compilada en ${dist} es una compilación de desarrollo (modo development); producción no la sirve: compílala de nuevo con NODE_ENV=production (npx nx run frontend:build)`,
    );
  });

  it('refuses a bundle that does not say its mode (built before the marker, or unreadable)', () => {
    build(null);
    expect(builtAppProblem(dist)).toContain('no dice en qué modo se compiló (falta build-info.json)');
    build('{ roto');
    expect(builtAppProblem(dist)).toContain('no dice en qué modo se compiló');
  });

  it('lets an API without a built app start, as before', () => {
    expect(builtAppProblem(dist)).toBeNull();
    expect(builtAppProblem(path.join(dist, 'missing'))).toBeNull();
  });
});
