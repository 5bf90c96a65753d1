const { base } = require('./tools/jest/shared');

/** A person's path in Chromium against the built app served by the backend. */
module.exports = {
  ...base,
  displayName: 'browser',
  testMatch: ['<rootDir>/frontend/e2e/**/*.e2e.ts'],
  globalSetup: '<rootDir>/backend/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/backend/test-support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 1,
};
