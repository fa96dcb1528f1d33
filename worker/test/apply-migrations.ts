import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// Each test file gets its own isolated storage; apply the real migrations to it first.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
