import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (relativePath: string) => fileURLToPath(new URL(relativePath, import.meta.url));
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

export default defineConfig({
  root: fromHere('.'),
  plugins: [react(), tailwindcss()],
  // The shared DTOs use legacy decorators (STACK.md trap 1): without this the bundle keeps raw `@`.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  resolve: {
    alias: {
      '@': fromHere('src'),
      '@cdm/contracts': fromHere('../libs/contracts/src/index.ts'),
      '@cdm/domain': fromHere('../libs/domain/src/index.ts'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // Contracts modules only declare constants and DTO classes; marking them pure keeps
        // class-validator out of the first chunk when a page only needs a constant such as APP_PAGE_PATHS.
        moduleSideEffects: [{ test: /[\\/]libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
