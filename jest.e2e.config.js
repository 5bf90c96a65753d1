const { base } = require('./tools/jest/shared');

/** A person's path in Chromium against the built app served by the backend. */
module.exports = {
  ...base,
  displayName: 'browser',
  testMatch: ['<rootDir>/frontend/e2e/**/*.e2e.ts'],
  globalSetup: '<rootDir>/backend/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/backend/test-support/global-teardown.ts',
  setupFiles: ['<rootDir>/backend/test-support/worker-setup.ts'],
  // A bound for a loaded machine; each step waits on what the person would see (issue 28).
  testTimeout: 180_000,
  // Two files at a time, each with its own server, database copy and Redis prefix (worker-setup.ts).
  maxWorkers: 2,
};
