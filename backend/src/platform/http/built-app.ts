import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

/** Written by the frontend build (frontend/vite.config.mts): the mode its bundle was made in. */
export const BUILD_INFO_FILE = 'build-info.json';

/**
 * Why the built app in `frontendDist` must not be served in production, or null when it may.
 * A development bundle (React's dev build, `jsxDEV`) is three times as heavy and slower on every
 * page; nx once reused one for a production run (decisions.md #59). No built app at all is allowed:
 * the API answers and pages are 404 until a build is there, as before.
 */
export function builtAppProblem(frontendDist: string): string | null {
  if (!existsSync(path.join(frontendDist, 'index.html'))) return null;
  const rebuild = 'compílala de nuevo con NODE_ENV=production (npx nx run frontend:build)';
  let mode: unknown;
  try {
    mode = (JSON.parse(readFileSync(path.join(frontendDist, BUILD_INFO_FILE), 'utf8')) as { mode?: unknown }).mode;
  } catch {
    return `FRONTEND_DIST: la aplicación compilada en ${frontendDist} no dice en qué modo se compiló (falta ${BUILD_INFO_FILE}); ${rebuild}`;
  }
  if (mode === 'production') return null;
  return `FRONTEND_DIST: la aplicación compilada en ${frontendDist} es una compilación de desarrollo (modo ${String(mode)}); producción no la sirve: ${rebuild}`;
}
