// npm run bench: one run, figures side by side. See docs/quality.md for how to read them.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, buildWeb, migrate, seedIfEmpty, serve } from '../scripts/local-db.mjs';
import { bookingRequests, measure } from './api-load.mjs';
import { adminChunks, firstLoadBytes } from './bundle-size.mjs';
import { lighthouseMedians } from './lighthouse.mjs';

const APP_PORT = 8795;
const FLOOR_PORT = 8796;
const app = `http://127.0.0.1:${APP_PORT}`;
const floor = `http://127.0.0.1:${FLOOR_PORT}`;
const work = join(ROOT, '.wrangler', 'bench');
const outDir = join(work, 'build');
const started = Date.now();
const quick = process.env.BENCH_QUICK === '1';

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} never came up`);
}

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
process.env.BUILD_MANIFEST = '1';
buildWeb(outDir);
migrate(join(work, 'state'));
seedIfEmpty(join(work, 'state'));
const appServer = serve({ port: APP_PORT, persistTo: join(work, 'state'), envFile: join(ROOT, '.dev.vars.example'), assets: join(outDir, 'client') });
await waitFor(`${app}/api/menu/available`);

const menuBytes = (await (await fetch(`${app}/api/menu/available`)).text()).length;
const floorServer = (await import('node:child_process')).spawn(
  join(ROOT, 'node_modules', '.bin', 'wrangler'),
  ['dev', 'bench/floor/worker.ts', '--name', 'bench-floor', '--compatibility-date', '2026-10-01', '--port', String(FLOOR_PORT), '--ip', '127.0.0.1', '--var', `BODY_BYTES:${menuBytes}`, '--persist-to', join(work, 'floor-state'), '--show-interactive-dev-session=false', '--log-level', 'warn'],
  { cwd: ROOT, stdio: 'ignore', env: { ...process.env, CI: 'true' } },
);
await waitFor(floor);

try {
  const rounds = quick ? 1 : 3;
  const seconds = quick ? 3 : 5;
  const tomorrowPlus = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const index = await (await fetch(`${app}/`)).text();
  const asset = index.match(/\/assets\/[^"]+\.js/)[0];
  const queries = {};
  const targets = {
    'floor (constant JSON)': { url: floor },
    'GET /api/menu/available': { url: `${app}/api/menu/available` },
    'GET /api/menu/featured': { url: `${app}/api/menu/featured` },
    'GET /api/banners/active': { url: `${app}/api/banners/active` },
    'GET /api/schedule/check-availability': { url: `${app}/api/schedule/check-availability?date=${tomorrowPlus}&time=19:00&guests=2` },
    'POST /api/reservations/book': { url: app, requests: bookingRequests(tomorrowPlus, ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30']), connections: 8 },
    'GET /': { url: `${app}/` },
    [`GET ${asset.replace(/-[\w-]+\.js$/, '-[hash].js')}`]: { url: `${app}${asset}` },
  };
  for (const name of Object.keys(targets).filter((n) => n.startsWith('GET /api'))) {
    const res = await fetch(targets[name].url);
    queries[name] = res.headers.get('server-timing')?.match(/statements=(\d+) roundtrips=(\d+)/)?.slice(1).map(Number);
  }
  const api = {};
  for (const [name, opts] of Object.entries(targets)) {
    api[name] = await measure({ rounds, seconds, ...opts });
    process.stderr.write(`measured ${name}\n`);
  }
  const floorRps = api['floor (constant JSON)'].rps;
  for (const r of Object.values(api)) r.ratioToFloor = Number((r.rps / floorRps).toFixed(2));

  const clientDir = join(outDir, 'client');
  const web = await firstLoadBytes(app, ['/', '/menu', '/reserve'], clientDir);
  const admin = adminChunks(clientDir);
  const lighthouse = await lighthouseMedians(app, ['/', '/menu', '/reserve', '/coming-soon'], quick ? 1 : 3);

  const results = { at: new Date().toISOString(), seconds: Math.round((Date.now() - started) / 1000), menuBytes, api, queries, web, adminChunks: admin, lighthouse };
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench', 'results', 'latest.json'), JSON.stringify(results, null, 2));
  console.log((await import('./report.mjs')).markdown(results));
} finally {
  appServer.kill();
  floorServer.kill();
}
