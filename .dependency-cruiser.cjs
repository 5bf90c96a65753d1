// Module boundaries of the modular monolith (docs/architecture.md, "Rules between contexts").
// Run: npx depcruise --config .dependency-cruiser.cjs backend/src frontend/src frontend/e2e libs
// Every rule is an error: the command exits non-zero on any violation.

// Every folder of backend/src except platform/ is a bounded context
// (leads, applications, inventory, reservations, referrals, partners, notifications, ...).
const BACKEND_CONTEXT = '^backend/src/((?!platform/)[^/]+)/';
const ANY_BACKEND_CONTEXT = '^backend/src/(?!platform/)[^/]+/';
const CONTEXT_INDEX = '^backend/src/(?!platform/)[^/]+/index\\.ts$';

// Frameworks and infrastructure that the pure rules in libs/domain must not touch.
const FRAMEWORKS = [
  '@nestjs/',
  'typeorm',
  'pg',
  'bullmq',
  'ioredis',
  'redis',
  'fastify',
  '@fastify/',
  'express',
  'nodemailer',
  'stripe',
  'rxjs',
  'reflect-metadata',
  'class-validator',
  'class-transformer',
  'react',
  'react-dom',
  'react-router',
  '@tanstack/',
  '@radix-ui/',
  'pino',
  'nestjs-pino',
];
const FRAMEWORK_PATHS = FRAMEWORKS.map((name) =>
  name.endsWith('/') ? `(^|/)node_modules/${name}` : `(^|/)node_modules/${name}/`,
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'context-internals',
      severity: 'error',
      comment:
        'A context imports another context only through its index.ts (module, events, public queries/commands), never its entities, handlers or repositories.',
      from: { path: BACKEND_CONTEXT },
      to: {
        path: ANY_BACKEND_CONTEXT,
        pathNot: ['^backend/src/$1/', CONTEXT_INDEX],
      },
    },
    {
      name: 'context-internals-from-outside',
      severity: 'error',
      comment:
        'The composition root (app.module.ts, main.ts, cli.ts) and test support reach a context only through its index.ts.',
      from: { path: '^backend/', pathNot: [ANY_BACKEND_CONTEXT, '^backend/src/platform/'] },
      to: { path: ANY_BACKEND_CONTEXT, pathNot: CONTEXT_INDEX },
    },
    {
      name: 'platform-imports-context',
      severity: 'error',
      comment: 'Platform modules carry no business words: they never import a bounded context.',
      from: { path: '^backend/src/platform/' },
      to: { path: ANY_BACKEND_CONTEXT },
    },
    {
      name: 'feature-imports-feature',
      severity: 'error',
      comment: 'A frontend feature never imports another feature; the app layer (frontend/src/app) composes them.',
      from: { path: '^frontend/src/features/([^/]+)/' },
      // '@/' is the frontend's alias of frontend/src, resolved through tools/depcruise-resolve.cjs;
      // the written form is kept should one stay unresolved.
      to: {
        path: ['^frontend/src/features/', '^@/features/'],
        pathNot: ['^frontend/src/features/$1/', '^@/features/$1(/|$)'],
      },
    },
    {
      name: 'libs-import-apps',
      severity: 'error',
      comment: 'Shared libraries never depend on the applications that use them.',
      from: { path: '^libs/' },
      to: { path: '^(backend|frontend)/' },
    },
    {
      name: 'domain-imports-framework',
      severity: 'error',
      comment:
        'libs/domain holds pure business rules shared by server and browser: no frameworks, no infrastructure, no Node built-ins.',
      from: { path: '^libs/domain/' },
      to: { path: FRAMEWORK_PATHS },
    },
    {
      name: 'domain-imports-node-builtin',
      severity: 'error',
      comment: 'libs/domain runs in the browser too: no Node built-ins.',
      from: { path: '^libs/domain/', pathNot: '\\.spec\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'backend-imports-frontend',
      severity: 'error',
      comment: 'The server never imports browser code; shared code lives in libs/.',
      from: { path: '^backend/' },
      to: { path: '^frontend/' },
    },
    {
      name: 'frontend-imports-backend',
      severity: 'error',
      comment: 'The browser never imports server code; shared code lives in libs/.',
      from: { path: '^frontend/src/' },
      to: { path: '^backend/' },
    },
    {
      name: 'e2e-imports-backend-source',
      severity: 'error',
      comment:
        'Browser tests drive the built app; they may share the test helpers of backend/test-support, never backend source.',
      from: { path: '^frontend/e2e/' },
      to: { path: '^backend/src/' },
    },
    {
      name: 'no-circular-backend',
      severity: 'error',
      comment: 'Circular imports in the backend break Nest dependency injection and module boundaries.',
      from: { path: '^backend/' },
      to: { circular: true },
    },
    {
      name: 'no-circular-frontend',
      severity: 'error',
      comment:
        'A cycle between frontend modules makes their load order matter (a route module that imported the prerender code imported the router back).',
      from: { path: '^frontend/' },
      to: { circular: true },
    },
    {
      name: 'no-dist-imports',
      severity: 'error',
      comment: 'Build output is never a source: import the TypeScript source (or the @cdm/* alias).',
      from: {},
      to: { path: '(^|/)dist/', pathNot: '(^|/)node_modules/' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['(^|/)\\.nx/', '(^|/)coverage/'] },
    // Type-only imports count: a boundary is crossed even when the import is erased at build time.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    webpackConfig: { fileName: 'tools/depcruise-resolve.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
