// One jest run, three projects: unit (no I/O), int (real Postgres), e2e (the built app over HTTP and chromium).
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

// ESM-only packages that jest must transform (STACK.md gotcha 2).
const esmPackages = [
  'superjson',
  'copy-anything',
  'is-what',
  'jose',
  'p-retry',
  'is-network-error',
  // d3 modules the world map and the relationship graph use, and theirs.
  'd3-delaunay',
  'delaunator',
  'robust-predicates',
  'd3-force',
  'd3-quadtree',
  'd3-dispatch',
  'd3-timer',
];

const shared = {
  rootDir: __dirname,
  // .mjs: d3-force's entry for a require.
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swcTransform },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@worldloom/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    '^@worldloom/contracts/vocabulary$': '<rootDir>/libs/contracts/src/vocabulary.ts',
    '^@worldloom/domain$': '<rootDir>/libs/domain/src/index.ts',
    // apps/api's own import aliases (its package.json "imports"), to their source.
    '^#platform/(.*)$': '<rootDir>/apps/api/src/platform/$1',
    '^#(world|audit|auth|api-keys|story-generator)$': '<rootDir>/apps/api/src/modules/$1/index.ts',
    '^#(world|audit|auth|api-keys|story-generator)/module$': '<rootDir>/apps/api/src/modules/$1/$1.module.ts',
    // Specs beside the code reach the shared test support without climbing out of apps/api.
    '^#test/(.*)$': '<rootDir>/test/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testEnvironment: 'node',
};

/** @type {import('jest').Config} */
module.exports = {
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
  // Integration and browser suites start servers and databases; unit tests finish far inside this.
  testTimeout: 60_000,
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/{libs,apps,test}/**/*.unit.spec.ts'] },
    {
      ...shared,
      displayName: 'int',
      testMatch: ['<rootDir>/{libs,apps,test}/**/*.int.spec.ts'],
      globalSetup: '<rootDir>/test/support/postgres-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/postgres-global-teardown.ts',
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/**/*.e2e.spec.ts'],
      globalSetup: '<rootDir>/test/support/postgres-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/postgres-global-teardown.ts',
    },
  ],
};
