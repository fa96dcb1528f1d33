/**
 * The demo values of `.dev.vars.example`, which `npm start` copies to `.dev.vars` and the e2e
 * server runs with. The Worker refuses to sign anyone in with them outside development
 * (worker/infra/production-secrets.ts), tests sign in with them, and `dev-vars-example.test.ts`
 * fails when this and the file drift apart. The Worker's bundlers (wrangler's esbuild for
 * `wrangler dev`/deploy, Vite for the tests) share no way to import a dotfile as text.
 */
export const DEV_VARS_EXAMPLE = {
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'change-me-please',
  JWT_SECRET: 'local-development-secret-change-me-0123456789',
  ENVIRONMENT: 'development',
} as const;
