// Loaded first in each worker thread of the document pool when the backend runs from its
// TypeScript sources (jest): .ts/.tsx files are compiled by swc as they are required, with the
// options jest uses (tools/jest/shared.js) and the @cdm/* aliases. The built backend never loads it.
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '../..');
const aliases = {
  '@cdm/contracts': path.join(root, 'libs/contracts/src/index.ts'),
  '@cdm/domain': path.join(root, 'libs/domain/src/index.ts'),
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolve(request, ...rest) {
  return resolveFilename.call(this, aliases[request] ?? request, ...rest);
};

function compile(module, filename) {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx'), decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
    swcrc: false,
  });
  module._compile(code, filename);
}

require.extensions['.ts'] = compile;
require.extensions['.tsx'] = compile;
