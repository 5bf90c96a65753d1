// The only module that reads import.meta.env (jest maps '@/env' to jest/env.stub.ts).
export const env = {
  // Empty means same origin: the API and the app are served by the same process.
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  isProduction: import.meta.env.PROD,
};
