// npm run db:reset: wipe the local D1, apply the migrations and seed the demo data again.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_STATE, migrate, seedIfEmpty } from './local-db.mjs';

rmSync(join(DEFAULT_STATE, 'v3', 'd1'), { recursive: true, force: true });
migrate();
seedIfEmpty();
console.log('Local database reset and seeded.');
