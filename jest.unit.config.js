const { base, moduleNameMapper } = require('./tools/jest/shared');

/** Pure tests: domain rules, contracts, backend units, React components. No services. */
module.exports = {
  // jest's default on two cores is one worker; the tests are independent and mostly CPU, so two halve the time.
  maxWorkers: 2,
  // A bound, not a budget: on a loaded machine (two busy cores shared with other work) a test of a
  // whole wizard takes many times its quiet time. Tests wait on what people see, never on a clock.
  testTimeout: 60_000,
  projects: [
    {
      ...base,
      displayName: 'libs',
      testMatch: ['<rootDir>/libs/**/*.spec.ts'],
    },
    {
      ...base,
      displayName: 'backend',
      testMatch: ['<rootDir>/backend/src/**/*.spec.ts'],
    },
    {
      ...base,
      displayName: 'frontend',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/frontend/src/**/*.spec.{ts,tsx}'],
      setupFiles: ['<rootDir>/frontend/jest/setup-globals.ts'],
      setupFilesAfterEnv: ['<rootDir>/frontend/jest/setup-dom.ts'],
      moduleNameMapper: {
        ...moduleNameMapper,
        '^@/env$': '<rootDir>/frontend/jest/env.stub.ts',
        '^@/(.*)$': '<rootDir>/frontend/src/$1',
        '\\.(css|svg|png|webp|avif)(\\?.*)?$': '<rootDir>/frontend/jest/asset.stub.ts',
      },
    },
  ],
};
