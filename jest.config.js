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
const esmPackages = ['superjson', 'copy-anything', 'is-what', 'jose'];

const shared = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@worldloom/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    '^@worldloom/domain$': '<rootDir>/libs/domain/src/index.ts',
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
