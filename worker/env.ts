import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type * as schema from './db/schema';

export interface Env {
  DB: D1Database;
  ASSETS?: Fetcher;
  ADMIN_EMAIL: string;
  ADMIN_PASSWORD: string;
  JWT_SECRET: string;
  ENVIRONMENT?: string;
}

export type Database = DrizzleD1Database<typeof schema>;

export type AppEnv = {
  Bindings: Env;
  Variables: { requestId: string; db: Database; adminEmail: string };
};
