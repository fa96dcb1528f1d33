// One flat config for the whole repository. CI runs it with --max-warnings 0.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GUEST_PAGES } from './shared/pages/guest-pages.ts';

/**
 * Files matching `files` (minus `ignores`) may not import what `rules` name: gitignore-style
 * patterns, or a regular expression where a folder must be allowed inside a refused one. ESLint replaces a
 * rule's options per file rather than merging them, so each file belongs to exactly one zone.
 */
const zone = (files, ignores, rules) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: rules.map(([paths, message, options]) => ({
          ...(typeof paths === 'string' ? { regex: paths } : { group: paths }),
          message,
          ...options,
        })),
      },
    ],
  },
});
const FEATURES = fileURLToPath(new URL('./web/src/features', import.meta.url));
/** Imports another feature may make of a feature's files: the error page is drawn inside the site's shell. */
const SHARED_ACROSS_FEATURES = new Set(['layout/site-layout']);

/** A feature imports no other feature (bulletproof-react): what two features need lives in ui/ or lib/. */
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossing:
        "Feature '{{from}}' may not import feature '{{to}}' ({{source}}): move what both need to web/src/ui or web/src/lib.",
    },
  },
  create(context) {
    const featureOf = (file) => path.relative(FEATURES, file).split(path.sep)[0];
    const from = featureOf(context.filename);
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (!source.startsWith('.')) return;
        const target = path.relative(FEATURES, path.resolve(path.dirname(context.filename), source));
        if (target.startsWith('..')) return;
        const to = target.split(path.sep)[0];
        if (to !== from && !SHARED_ACROSS_FEATURES.has(target))
          context.report({ node, messageId: 'crossing', data: { from, to, source } });
      },
    };
  },
};

const WORKER = [
  String.raw`(^|/)worker/(?!app$|contract/)`,
  'Browser and shared code may not import Worker code (only the AppType, for hono/client, and the JSON types of worker/contract).',
];
/** The API's JSON shapes (worker/contract): the web app reads their types, never their code. */
const CONTRACT_TYPES = [
  String.raw`(^|/)worker/contract/`,
  'Browser and shared code may import only types from worker/contract: `import type`.',
  { allowTypeImports: true },
];
const APP = [['**/app/**'], 'A feature may not import the app shell (web/src/app); the app imports features.'];
/** The features of the guest pages that hydrate alone, without the router (docs/decisions/023; their islands in shared/pages/guest-pages.ts). */
const ISLAND_FEATURES = [
  ...new Set(
    GUEST_PAGES.filter((page) => page.island).map((page) => `web/${page.module.split('/').slice(0, 3).join('/')}/**`),
  ),
];
const SEAM = [
  String.raw`(^|/)web/(?!src/server-render/)`,
  'The Worker imports the web app only through web/src/server-render (issue 27): the pages it draws, with their data as props.',
];
const ROUTER = [
  ['react-router'],
  'A guest page runs without the router (decision 023): use ui/layout/page-location.tsx and ui/layout/site-link.tsx.',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.wrangler/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // No import cycles anywhere (issue 27): in a cycle, module order decides what is still undefined.
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The CSP refuses inline styles (docs/decisions/014); a prerendered one would be dropped.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name='style']",
          message:
            'No style attribute: the CSP has no unsafe-inline. Use classes, or set a custom property through a ref (decision 014).',
        },
      ],
    },
  },
  {
    // Tests that cannot fail (issue 11): a swallowed expectation, an async matcher nobody awaits,
    // a test switched off.
    files: ['e2e/**/*.ts', '**/*.test.ts', '**/*.test.tsx', 'worker/test/**', 'worker/fuzz/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='catch']:has(CallExpression[callee.name='expect'])",
          message: 'An expectation inside .catch() can never fail the test: await it instead.',
        },
        {
          selector:
            'ExpressionStatement > CallExpression[callee.property.name=/^(toBe(Visible|Hidden|Focused|Enabled|Disabled|Checked|Attached|Editable|Empty|InViewport|OK)|toHave(Text|Count|URL|Attribute|Value|Values|Title|Class|CSS|AccessibleName|AccessibleDescription|JSProperty|Screenshot|Role|Id)|toContainText|toPass)$/]',
          message: 'This matcher is async: without await it never fails the test.',
        },
        {
          selector:
            'ExpressionStatement > CallExpression:matches([callee.object.property.name=/^(resolves|rejects)$/], [callee.object.object.property.name=/^(resolves|rejects)$/])',
          message: '.resolves/.rejects return a promise: await it, or the expectation never fails the test.',
        },
        {
          selector:
            'CallExpression[callee.object.name=/^(test|it|describe)$/][callee.property.name=/^(skip|fixme|only|todo)$/]',
          message: 'A skipped or focused test hides the others: fix it or delete it.',
        },
      ],
    },
  },

  // Web: ui → features → app. Shared primitives know no feature; features know no app shell.
  zone(
    ['web/src/ui/**'],
    [],
    [
      [['**/features/**', '**/app/**'], 'web/src/ui holds shared primitives: it may not import features or the app.'],
      WORKER,
      CONTRACT_TYPES,
      ROUTER,
    ],
  ),
  zone(['web/src/features/**'], ISLAND_FEATURES, [APP, WORKER, CONTRACT_TYPES]),
  zone(ISLAND_FEATURES, [], [APP, WORKER, CONTRACT_TYPES, ROUTER]),
  {
    files: ['web/src/features/**'],
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'local/feature-boundaries': 'error' },
  },
  zone(['web/src/**'], ['web/src/ui/**', 'web/src/features/**'], [WORKER, CONTRACT_TYPES]),
  zone(
    ['shared/**'],
    [],
    [[['**/web/**'], 'shared/ is used by both sides and may not import the web app.'], WORKER, CONTRACT_TYPES],
  ),

  // Worker: api and pages → middleware → domain → contract → infra → db. Lower layers never reach up.
  // The Worker draws React only through web/src/server-render, the one seam into the web app.
  zone(
    ['worker/**'],
    ['worker/middleware/**', 'worker/domain/**', 'worker/contract/**', 'worker/infra/**', 'worker/db/**'],
    [SEAM],
  ),
  zone(
    ['worker/middleware/**'],
    [],
    [[['**/api/**', '**/pages/**'], 'Middleware may not import the API or the pages.'], SEAM],
  ),
  zone(
    ['worker/domain/**'],
    [],
    [
      [
        ['**/api/**', '**/pages/**', '**/middleware/**'],
        'worker/domain may not import the API, the pages or middleware.',
      ],
      SEAM,
    ],
  ),
  // The JSON the API answers with (worker/contract): the web app reads its types too.
  zone(
    ['worker/contract/**'],
    [],
    [
      [
        ['**/api/**', '**/pages/**', '**/middleware/**', '**/domain/**'],
        'worker/contract may not import the domain, the API, the pages or middleware.',
      ],
      SEAM,
    ],
  ),
  zone(
    ['worker/infra/**'],
    [],
    [
      [
        ['**/api/**', '**/pages/**', '**/middleware/**', '**/domain/**', '**/contract/**'],
        'worker/infra may not import the domain, the contract, the API, the pages or middleware.',
      ],
      SEAM,
    ],
  ),
  zone(
    ['worker/db/**'],
    [],
    [
      [
        ['**/api/**', '**/pages/**', '**/middleware/**', '**/domain/**', '**/infra/**', '**/contract/**'],
        'worker/db may not import domain, infra, the contract, middleware, the API or the pages.',
      ],
      SEAM,
    ],
  ),
  {
    // Tests sit beside the code and may reach any layer they exercise. They read JSON answers of
    // every shape, good and bad, so `any` is allowed there and in their harnesses.
    files: ['**/*.test.ts', '**/*.test.tsx', 'worker/test/**', 'worker/fuzz/**'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Ambient declarations can only name module types through import().
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
