import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)));

export default defineConfig({
  test: {
    projects: [
      {
        // API and cron tests: inside workerd, against a real D1 with the migrations applied.
        plugins: [
          cloudflareTest({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.jsonc' },
            miniflare: {
              // Stand-ins for the build's home page templates (docs/decisions/009): the API suites run
              // before any build, and the Worker fills whatever templates the assets hold.
              assets: { directory: './worker/test/assets', binding: 'ASSETS', routerConfig: { has_user_worker: true } },
              bindings: {
                TEST_MIGRATIONS: migrations,
                // Explicitly development, like `npm start` and the e2e server: the suites sign in with the
                // example password. The production checks (decision 011) are tested by passing
                // ENVIRONMENT=production in a modified env (worker/api/auth-secrets.test.ts).
                ENVIRONMENT: 'development',
                ADMIN_EMAIL: 'admin@example.com',
                ADMIN_PASSWORD: 'change-me-please',
                JWT_SECRET: 'test-secret-0123456789abcdef0123456789abcdef',
              },
            },
          }),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
          // Email templates and the .ics are pure: they run in the unit project below.
          exclude: ['worker/domain/emails/**'],
          setupFiles: ['./worker/test/apply-migrations.ts', './shared/i18n/provide-both.ts'],
        },
      },
      {
        // Pure logic shared with the browser (rules, dates, money, formatting), and the email templates.
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'bench/**/*.test.ts',
            'web/src/**/*.test.ts',
            'web/src/**/*.test.tsx',
            'worker/domain/emails/**/*.test.ts',
          ],
          environment: 'node',
          // The shared rules' messages come from the catalogues (docs/decisions/020).
          setupFiles: ['./shared/i18n/provide-both.ts'],
        },
      },
    ],
  },
});
