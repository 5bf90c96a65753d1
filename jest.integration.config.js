const { base } = require('./tools/jest/shared');

/** HTTP through the real Nest app against real PostgreSQL, Redis and an SMTP listener. */
module.exports = {
  ...base,
  displayName: 'integration',
  testMatch: ['<rootDir>/backend/src/**/*.int-spec.ts'],
  globalSetup: '<rootDir>/backend/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/backend/test-support/global-teardown.ts',
  testTimeout: 30_000,
};
