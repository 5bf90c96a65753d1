import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const fromHere = (relativePath: string) => fileURLToPath(new URL(relativePath, import.meta.url));
// index.html for every page, plus the build entry of each prerendered page (src/app/prerender/entries/,
// named in src/app/prerender/pages.ts; tools/prerender.mjs stops when one is missing from the manifest).
const pageEntries = {
  'page-landing': fromHere('src/app/prerender/entries/landing.ts'),
  'page-servicios': fromHere('src/app/prerender/entries/servicios.ts'),
  'page-partners': fromHere('src/app/prerender/entries/partners.ts'),
  'page-agendar': fromHere('src/app/prerender/entries/agendar.ts'),
  'page-aplicar': fromHere('src/app/prerender/entries/aplicar.ts'),
  'page-investors': fromHere('src/app/prerender/entries/investors.ts'),
};

// React and the app's own modules (not other libraries, nor the shared contracts: those stay with
// the screens that use them).
const CORE_MODULES = /node_modules[\\/](react|react-dom|scheduler|clsx)[\\/]|\0vite[\\/]preload-helper|[\\/]frontend[\\/]src[\\/]/;

// react-router and the app's modules that import it, in a file of their own: the landing hydrates
// without the router (decisions.md #68), and a module of the first chunk importing react-router
// would bring it back to the landing. Found by reading the sources, so that a new one cannot slip in.
const ROUTER_USERS = new Set(
  readdirSync(fromHere('src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && /from 'react-router'/.test(readFileSync(fromHere(`src/${file}`), 'utf8')))
    .map((file) => path.join(fromHere('src'), file)),
);
const isRouterModule = (id: string) => /node_modules[\\/]react-router[\\/]/.test(id) || ROUTER_USERS.has(id);

const QUERY_MODULES = /node_modules[\\/]@tanstack[\\/]|[\\/]frontend[\\/]src[\\/](lib[\\/]react-query|app[\\/]provider)\.tsx?$/;

// build-info.json beside index.html: whether this bundle is React's production build. Vite follows
// NODE_ENV (`NODE_ENV=development vite build` makes a development bundle); the production server and
// the benchmarks refuse anything else (backend/src/platform/http/built-app.ts, decisions.md #59).
function buildInfo(): Plugin {
  let production = false;
  return {
    name: 'cdm-build-info',
    apply: 'build',
    configResolved(config) {
      production = config.isProduction;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-info.json', source: `${JSON.stringify({ mode: production ? 'production' : 'development' })}\n` });
    },
  };
}

const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

export default defineConfig(({ mode }) => ({
  root: fromHere('.'),
  plugins: [react(), tailwindcss(), buildInfo()],
  // The shared DTOs use legacy decorators (STACK.md trap 1): without this the bundle keeps raw `@`.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  resolve: {
    alias: [
      { find: '@', replacement: fromHere('src') },
      { find: '@cdm/contracts', replacement: fromHere('../libs/contracts/src/index.ts') },
      { find: '@cdm/domain', replacement: fromHere('../libs/domain/src/index.ts') },
      // react-router's package exports name only its development build, whose dev warnings would
      // ship to every visitor; the production build is the same code without them.
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: fromHere('../node_modules/react-router/dist/production/index.mjs') }] : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      input: { main: fromHere('index.html'), ...pageEntries },
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page but the landing runs before it shows: the router.
              name: 'router',
              test: (id: string) => isRouterModule(id) && !QUERY_MODULES.test(id),
              tags: ['$initial'],
              minShareCount: 3,
              priority: 3,
              // Not React and the app's modules it uses: those stay in the first chunk, the landing's.
              includeDependenciesRecursively: false,
            },
            {
              // What every entry runs before its page shows, in one file: each request costs a
              // round trip and its headers. The rest stays split by route.
              name: 'core',
              test: (id: string) => CORE_MODULES.test(id) && !QUERY_MODULES.test(id) && !isRouterModule(id),
              tags: ['$initial'],
              minShareCount: 3,
              priority: 2,
            },
            // One file for TanStack Query and the app's client (the app and the form pages import
            // the provider), which the landing, /servicios and /partners do not load.
            { name: 'query', test: QUERY_MODULES, priority: 1 },
          ],
        },
      },
      treeshake: {
        // Contracts modules only declare constants and DTO classes; marking them pure keeps
        // class-validator out of the first chunk when a page only needs a constant such as APP_PAGE_PATHS.
        moduleSideEffects: [{ test: /[\\/]libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
}));
