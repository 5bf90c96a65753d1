const { base } = require('./tools/jest/shared');

/** HTTP through the real Nest app against real PostgreSQL, Redis and an SMTP listener. */
module.exports = {
  ...base,
  displayName: 'integration',
  testMatch: ['<rootDir>/backend/src/**/*.int-spec.ts'],
  globalSetup: '<rootDir>/backend/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/backend/test-support/global-teardown.ts',
  setupFiles: ['<rootDir>/backend/test-support/worker-setup.ts'],
  // A bound for a loaded machine; each step waits on a state (eventually), never on a clock.
  testTimeout: 90_000,
  // Two files at a time even on two cores: much of a file's time is waiting on PostgreSQL, SMTP and timers.
  maxWorkers: 2,
};
