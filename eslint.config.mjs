// Lint rules, including the import boundaries of ARCHITECTURE.md: contracts ← domain ← api, contracts ← web,
// and inside apps/api: platform ← modules ← composition root, a module reaching another only through its public files.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

const frameworkAndIo = [
  '@nestjs/*',
  'typeorm',
  'pg',
  'react',
  'react-dom',
  '@trpc/*',
  '@tanstack/*',
  'express',
  'node:*',
  'fs',
  'net',
  'http',
  'https',
  'child_process',
  'crypto',
  '@eventstore/*',
  'langchain',
  '@langchain/*',
];

/** Every no-restricted-imports setting below carries this: a later block's setting replaces an earlier one. */
const deepClimb = {
  regex: String.raw`^(\.\./){4,}`,
  message: 'An import climbs four or more folders: use a path alias (#platform/*, #<module>, #test/*, @worldloom/*) instead.',
};

/*
 * The layers eslint-plugin-boundaries knows, by folder. Imports are resolved to real files (aliases, relative
 * paths and workspace packages alike) by eslint-import-resolver-typescript, so a rule holds however a file is named.
 */
const elements = [
  { type: 'contracts', pattern: 'libs/contracts' },
  { type: 'domain', pattern: 'libs/domain' },
  { type: 'client', pattern: 'libs/client' },
  { type: 'platform', pattern: 'apps/api/src/platform' },
  { type: 'module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
  { type: 'composition-root', pattern: 'apps/api/src' },
  { type: 'web', pattern: 'apps/web' },
].map((element) => ({ ...element, partialMatch: false }));

const api = { element: { type: ['platform', 'module', 'composition-root'] } };
/** A module's public files: its index.ts (alias #<module>) and its Nest module file (#<module>/module). */
const publicModuleFile = { element: { type: 'module', fileInternalPath: ['index.ts', '{{ to.captured.module }}.module.ts'] } };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'apps/web/src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': ['error', { patterns: [deepClimb] }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'libs/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': elements,
      'boundaries/files': [{ category: 'test', pattern: '**/*.{spec,test-support}.ts' }],
      'import/resolver': {
        typescript: { project: ['tsconfig.spec.json', 'apps/web/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'platform' } },
              disallow: { to: { element: { type: ['module', 'composition-root'] } } },
              message: 'apps/api/src/platform names no feature: it imports neither modules nor the composition root.',
            },
            {
              from: { element: { type: ['contracts', 'domain', 'client'] } },
              disallow: { to: [api, { element: { type: 'web' } }] },
              message: 'libs/* import nothing from apps/*.',
            },
            {
              from: { element: { type: ['module', 'composition-root'] } },
              disallow: { to: { element: { type: 'module' } } },
              message: 'Another module is reached only through its public files: index.ts (#<module>) and <module>.module.ts (#<module>/module).',
            },
            { from: { element: { type: ['module', 'composition-root'] } }, allow: { to: publicModuleFile } },
            // A spec or its test support beside the code may reach into another module to set a scene up.
            { from: { element: { type: 'module' }, file: { categories: 'test' } }, allow: { to: { element: { type: 'module' } } } },
            {
              from: { element: { type: 'web' } },
              disallow: { to: [api, { element: { type: ['domain', 'client'] } }] },
              message: 'apps/web imports libs/contracts and, of the API, only `import type { AppRouter }` from its app-router.',
            },
            {
              from: { element: { type: 'web' } },
              allow: {
                to: { element: { type: 'composition-root', fileInternalPath: 'app-router.ts' } },
                dependency: { kind: 'type', specifiers: 'AppRouter' },
              },
            },
            {
              from: { element: { type: 'web' } },
              disallow: { to: api, dependency: { specifiers: '!AppRouter' } },
              message: 'apps/web imports nothing of the API but `import type { AppRouter }` from its app-router.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Benchmarks and command-line tools print their results.
    files: ['test/bench/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      // Nest injects by constructor parameter types: those imports must stay values.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['libs/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@worldloom/*', ...frameworkAndIo], message: 'libs/contracts depends on zod only.' }, deepClimb] },
      ],
    },
  },
  {
    files: ['libs/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: frameworkAndIo, message: 'libs/domain imports no framework and does no I/O.' },
            { group: ['@worldloom/api*', '@worldloom/web*', '**/apps/**'], message: 'libs/domain may not import the apps.' },
            deepClimb,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'libs/domain does no I/O.' },
        { name: 'process', message: 'libs/domain reads no environment.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time comes in on the command.' },
        { object: 'Math', property: 'random', message: 'Randomness comes in on the command.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Time comes in on the command.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^@worldloom/api(?!/app-router$)|/apps/api/|^(\.\./)+api/src(/|$)`,
              message: 'apps/web imports nothing from apps/api but the type AppRouter (@worldloom/api/app-router).',
            },
            { group: ['@worldloom/domain', '**/libs/domain/**'], message: 'apps/web talks to the domain through the API.' },
            deepClimb,
          ],
          paths: [
            {
              name: '@worldloom/api/app-router',
              allowTypeImports: true,
              message: 'Only the type AppRouter may be imported from the API.',
            },
          ],
        },
      ],
    },
  },
);
