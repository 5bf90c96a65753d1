// Stand-in for src/env.ts: import.meta.env does not exist under jest (STACK.md trap 3).
export const env = { apiBaseUrl: '', isProduction: false };
