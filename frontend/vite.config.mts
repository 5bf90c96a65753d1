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

// React, the router and the app's own modules (not other libraries, nor the shared contracts:
// those stay with the screens that use them).
const CORE_MODULES = /node_modules[\\/](react|react-dom|scheduler|react-router|clsx)[\\/]|\0vite[\\/]preload-helper|[\\/]frontend[\\/]src[\\/]/;

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
              // What every entry runs before its page shows, in one file: each request costs a
              // round trip and its headers. The rest stays split by route.
              name: 'core',
              test: (id: string) => CORE_MODULES.test(id) && !QUERY_MODULES.test(id),
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
