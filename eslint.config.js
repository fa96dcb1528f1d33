// One flat config for the whole repository. CI runs it with --max-warnings 0.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Files matching `files` (minus `ignores`) may not import what `rules` name. ESLint replaces a
 * rule's options per file rather than merging them, so each file belongs to exactly one zone.
 */
const zone = (files, ignores, rules) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': ['error', { patterns: rules.map(([group, message]) => ({ group, message })) }],
  },
});
const WORKER = [['**/worker/**', '!**/worker/app'], 'Browser and shared code may not import Worker code (only the AppType, for hono/client).'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.wrangler/**', 'bench/results/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },

  // Web: ui → features → app. Shared primitives know no feature; features know no app shell.
  zone(['web/src/ui/**'], [], [[['**/features/**', '**/app/**'], 'web/src/ui holds shared primitives: it may not import features or the app.'], WORKER]),
  zone(['web/src/features/**'], [], [[['**/app/**'], 'A feature may not import the app shell (web/src/app); the app imports features.'], WORKER]),
  zone(['web/src/**'], ['web/src/ui/**', 'web/src/features/**'], [WORKER]),
  zone(['shared/**'], [], [[['**/web/**'], 'shared/ is used by both sides and may not import the web app.'], WORKER]),

  // Worker: routes → middleware → lib → db. Lower layers never reach up.
  zone(['worker/middleware/**'], [], [[['**/routes/**'], 'Middleware may not import routes.']]),
  zone(['worker/lib/**'], [], [[['**/routes/**', '**/middleware/**'], 'worker/lib may not import routes or middleware.']]),
  zone(['worker/db/**'], [], [[['**/routes/**', '**/middleware/**', '**/lib/**'], 'worker/db may not import lib, middleware or routes.']]),
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
