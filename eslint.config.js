import path from 'node:path';
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['enrolment', 'members', 'pass', 'admin', 'chat'];

/**
 * One feature shape (docs/adr/0024-feature-shape.md): the app reaches a feature through its
 * index.ts (the build's static pages through prerender.ts), capabilities never import the pages
 * in routes/, and api/ holds the data layer: shared/, its own files and the feature's pure rules.
 */
function featureShapeZones(feature) {
  const root = (glob) => path.resolve(import.meta.dirname, `src/features/${feature}`, glob);
  return [
    {
      target: './src/app',
      from: `./src/features/${feature}`,
      except: ['./index.ts', './routes/index.ts', './routes/index.tsx', './prerender.ts'],
      message:
        'The app imports a feature through its index.ts and its route table: docs/adr/0024-feature-shape.md.',
    },
    {
      target: root('!(routes)/**'),
      from: `./src/features/${feature}/routes`,
      message: 'Capabilities never import the pages of routes/: docs/adr/0024-feature-shape.md.',
    },
    {
      target: root('api/**'),
      from: root('**'),
      except: [
        root('api/**'),
        root('**/rules/**'),
        ...(apiDataPathExceptions[feature] ?? []).map(root),
      ],
      message:
        "api/ imports only shared/, its own files and the feature's pure rules: docs/adr/0024-feature-shape.md.",
    },
  ];
}

/**
 * The map's clubs go from the answer straight into the clustering worker, never into the store
 * (docs/adr/0006-map-zoom-and-clustering.md): the club endpoints talk to the worker's client.
 */
const apiDataPathExceptions = {
  enrolment: ['map/{cluster-client,cluster-protocol,map-timings}.ts'],
};

// Imports point inward: app -> features -> shared (docs/adr/0001-layers.md).
const layerZones = [
  { target: './src/shared', from: ['./src/app', './src/features', './src/mocks'] },
  { target: './src/features', from: ['./src/app', './src/mocks'] },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
  })),
  // The mocked backend is a backend of its own: it reads requests and builds answers from the
  // contract (docs/openapi, the generated types) and its own code, never from the portal's.
  {
    target: './src/mocks',
    from: ['./src/features', './src/app'],
    message:
      "The mocked backend imports nothing of the portal's features or app: it answers to docs/openapi (docs/adr/0015-openapi-contract.md).",
  },
  ...features.flatMap(featureShapeZones),
  // Tests and journeys look at the app from outside; the app never reaches into them.
  { target: './src', from: ['./tests', './e2e'] },
  { target: './tests', from: './e2e' },
  // Journeys drive the built app through the browser: only the demo accounts' data is shared.
  { target: './e2e', from: './tests' },
  { target: './e2e', from: './src', except: ['./mocks/data'] },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'test-results*',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // prerender.ts is for the build's static pages and the worker that draws public pages
    // (docs/adr/0030) only: the browser's shell never carries it.
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/static-pages.tsx', 'src/app/first-paint/page-content.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/prerender'],
              message:
                'Only src/app/static-pages.tsx and src/app/first-paint/page-content.tsx render the prerendered pages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'tests/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  reactHooks.configs.flat.recommended,
  {
    // Self-explaining kebab-case names everywhere (the middle extension of .test.ts, .spec.ts,
    // .config.ts is not part of the name).
    files: ['src/**/*', 'tests/**/*', 'e2e/**/*', 'scripts/**/*'],
    ignores: ['**/*.d.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,css,json}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    ...vitest.configs.recommended,
    rules: {
      ...vitest.configs.recommended.rules,
      // Vitest's expect takes a message as its second argument.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // A skipped or focused test is a defect, never a warning (npm run lint has --max-warnings 0).
      'vitest/no-disabled-tests': 'error',
      'vitest/no-focused-tests': 'error',
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
