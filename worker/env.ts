import type { DrizzleD1Database } from 'drizzle-orm/d1';

export interface Env {
  DB: D1Database;
  ASSETS?: Fetcher;
  ADMIN_EMAIL: string;
  ADMIN_PASSWORD: string;
  JWT_SECRET: string;
  ENVIRONMENT?: string;
}

/** Query-builder drizzle over D1 (no relational `db.query`; see db/client.ts). */
export type Database = DrizzleD1Database;

export type AppEnv = {
  Bindings: Env;
  Variables: { requestId: string; db: Database; adminEmail: string };
};
