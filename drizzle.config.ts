import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema.ts',
  out: './migrations',
  // wrangler applies the files in migrations/ in name order; drizzle-kit only writes them.
  migrations: { prefix: 'index' },
});
