# One image for every role: API (APP_ROLE=api), worker (APP_ROLE=worker), both (all, the
# default) and the CLI (node backend/dist/backend/src/cli.js migrate|seed|setup).

# --- dependencies: cached as long as the manifest and lockfile do not change
FROM node:20-bookworm-slim AS deps
WORKDIR /app
# Toolchain for native modules whose prebuilt binary does not fit (node-gyp fallback).
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci

# --- build: backend (swc) and frontend (vite), then drop dev dependencies
FROM deps AS build
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true
COPY . .
RUN npx nx run-many -t build -p backend frontend --outputStyle=static --skip-nx-cache \
  && npm prune --omit=dev

# --- runtime: only what the process needs, owned by root and read-only for the app user
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/backend/dist ./backend/dist
COPY --from=build /app/frontend/dist ./frontend/dist
USER node
EXPOSE 3000
# A worker has no HTTP port: it reports healthy while the process runs.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "if (process.env.APP_ROLE === 'worker') process.exit(0); fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "backend/dist/backend/src/main.js"]
