// Helpers shared by `npm start`, `npm run db:reset`, the e2e server and the benchmark.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_STATE = join(ROOT, '.wrangler', 'state');
const BIN_DIR = join(ROOT, 'node_modules', '.bin');
const bin = (name) => join(BIN_DIR, name);
// The pinned Node 24 lives in node_modules/.bin: put it first, so wrangler runs on it even
// when a script is started with the system's older `node` instead of through npm.
process.env.PATH = `${BIN_DIR}:${process.env.PATH}`;

export function run(command, args, options = {}) {
  const result = spawnSync(bin(command), args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
  return result;
}

/** `.dev.vars` holds local secrets; a fresh clone gets the example's demo values. */
export function ensureDevVars() {
  const target = join(ROOT, '.dev.vars');
  if (!existsSync(target)) {
    copyFileSync(join(ROOT, '.dev.vars.example'), target);
    console.log('Created .dev.vars from .dev.vars.example');
  }
  return Object.fromEntries(
    readFileSync(target, 'utf8')
      .split('\n')
      .filter((l) => /^\w+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1).trim()]),
  );
}

/** Builds client and Worker into `outDir` (default dist/), via BUILD_DIR read by vite.config.ts. */
export function buildWeb(outDir) {
  run('vite', ['build', '--logLevel', 'warn'], { env: { ...process.env, ...(outDir ? { BUILD_DIR: outDir } : {}) } });
  run('node', ['scripts/prerender.mjs', join(outDir ?? join(ROOT, 'dist'), 'client')]);
}

export function migrate(persistTo = DEFAULT_STATE) {
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], {
    env: { ...process.env, CI: 'true' },
  });
}

function d1Json(persistTo, sql) {
  const result = spawnSync(
    bin('wrangler'),
    ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--json', '--command', sql],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr || result.stdout);
  return JSON.parse(result.stdout)[0].results;
}

/** Seeds the demo restaurant, but only into an empty database: staff data is never overwritten. */
export function seedIfEmpty(persistTo = DEFAULT_STATE) {
  const [{ n }] = d1Json(persistTo, 'SELECT count(*) AS n FROM menu_items');
  if (n > 0) return false;
  const file = join(persistTo, 'seed.sql');
  mkdirSync(dirname(file), { recursive: true });
  const sql = spawnSync(bin('tsx'), [join(ROOT, 'scripts', 'seed-sql.ts')], { cwd: ROOT, encoding: 'utf8' });
  if (sql.status !== 0) throw new Error(sql.stderr);
  writeFileSync(file, sql.stdout);
  run('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', file, '--yes'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return true;
}

/** Serves the built site and the API from the real Worker on local workerd. */
export function serve({
  port,
  persistTo = DEFAULT_STATE,
  envFile = join(ROOT, '.dev.vars'),
  assets = join(ROOT, 'dist', 'client'),
  stdio = 'pipe',
}) {
  return spawn(
    bin('wrangler'),
    [
      'dev',
      '--port',
      String(port),
      '--assets',
      assets,
      '--ip',
      '127.0.0.1',
      '--persist-to',
      persistTo,
      '--env-file',
      envFile,
      '--var',
      `SITE_URL:http://localhost:${port}`,
      '--inspector-port',
      String(port + 10000),
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
    ],
    { cwd: ROOT, stdio: ['ignore', stdio, stdio], env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } },
  );
}
