// One swc transform for every jest project: legacy decorators with metadata (Nest,
// class-validator) and the automatic JSX runtime (React).
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
      // globalSetup files are compiled but not module-mapped: let swc rewrite the aliases.
      baseUrl: root,
      paths: {
        '@cdm/contracts': ['libs/contracts/src/index.ts'],
        '@cdm/domain': ['libs/domain/src/index.ts'],
      },
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
    swcrc: false,
  },
];

const moduleNameMapper = {
  '^@cdm/contracts$': '<rootDir>/libs/contracts/src/index.ts',
  '^@cdm/domain$': '<rootDir>/libs/domain/src/index.ts',
};

// @react-email/render loads react-dom/server with a dynamic import(), which jest refuses without
// --experimental-vm-modules: its CommonJS build goes through swc, which turns import() into require().
const base = {
  rootDir: root,
  transform: { '^.+\\.(t|j)sx?$': swcTransform, '@react-email/render/.+\\.cjs$': swcTransform },
  transformIgnorePatterns: ['/node_modules/(?!@react-email/render/)'],
  moduleNameMapper,
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/backend/dist', '<rootDir>/frontend/dist'],
};

module.exports = { root, base, moduleNameMapper };
