// Prints the demo seed as SQL for `wrangler d1 execute --file`.
import { buildSeedSql } from '../worker/db/seed';
import { berlinToday } from '../shared/berlin-time';

process.stdout.write(buildSeedSql({ today: berlinToday(), nowMs: Date.now() }));
