// The server Playwright starts: real build, real Worker, a fresh seeded D1 of its own.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, buildWeb, migrate, seedIfEmpty, serve } from './local-db.mjs';

const port = Number(process.argv[2] ?? 8788);
// Per-port state and build, so two suites on one machine never share a database or a dist.
const persistTo = join(ROOT, '.wrangler', `e2e-state-${port}`);
const outDir = join(ROOT, '.wrangler', `e2e-build-${port}`);
rmSync(persistTo, { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD) buildWeb(outDir);
migrate(persistTo);
seedIfEmpty(persistTo);
const server = serve({
  port,
  persistTo,
  envFile: join(ROOT, '.dev.vars.example'),
  assets: join(outDir, 'client'),
  stdio: 'inherit',
});
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
