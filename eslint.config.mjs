// Lint rules, including the import boundaries of ARCHITECTURE.md: contracts ← domain ← api, contracts ← web.
import js from '@eslint/js';
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
        { patterns: [{ group: ['@worldloom/*', ...frameworkAndIo], message: 'libs/contracts depends on zod only.' }] },
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
