// npm run bench: one run, figures side by side. See docs/quality.md for how to read them.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT, buildWeb, migrate, run, seedIfEmpty } from '../scripts/local-db.mjs';
import { bookingArgs, measureAll } from './api-load.mjs';
import { adminChunks, firstLoadBytes } from './bundle-size.mjs';
import { GUEST_PAGES, budgetOf, targetOf } from './budgets.mjs';
import { appliedMedians } from './applied-throttling.mjs';
import { bytesBeforeFirstPaint } from './first-paint.mjs';
import { lighthouseMedians } from './lighthouse.mjs';
import { readVars, serveBuilt } from './serve.mjs';
import { ensureTools } from './tools.mjs';
import { guestProfilesMarkdown, measureGuestProfiles } from './guest-profiles.mjs';

// Each Worker listens twice: the whole local deployment (Miniflare's entry worker, the emulated
// static-assets router, then the Worker) and a direct socket into the Worker alone (a twin without
// the assets config: bench/serve.mjs). The API rows use the direct sockets, app and floor alike: in
// production the platform, not JavaScript on the Worker's thread, routes /api/* to the Worker.
// Pages and assets use the full path, as a browser does; two rows show the API through it too.
// BENCH_PORT moves all four, for a machine where 8795-8798 are taken.
const PORT = Number(process.env.BENCH_PORT ?? 8795);
const [APP_PORT, APP_DIRECT, FLOOR_PORT, FLOOR_DIRECT] = [PORT, PORT + 2, PORT + 1, PORT + 3];
const site = `http://127.0.0.1:${APP_PORT}`;
const app = `http://127.0.0.1:${APP_DIRECT}`;
const floor = `http://127.0.0.1:${FLOOR_DIRECT}`;
const floorViaEntry = `http://127.0.0.1:${FLOOR_PORT}/api/menu/available`;
const work = join(ROOT, '.wrangler', 'bench');
const outDir = join(work, 'build');
const started = Date.now();
const quick = process.env.BENCH_QUICK === '1';
const load = { atStart: loadavg()[0] };

ensureTools();
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
process.env.BUILD_MANIFEST = '1';
buildWeb(outDir);
migrate(join(work, 'state'));
seedIfEmpty(join(work, 'state'));
// The floor is bundled as `wrangler deploy` would bundle it; the app is the `vite build` output.
run(
  'wrangler',
  ['deploy', '--dry-run', '--config', join(ROOT, 'bench', 'floor', 'wrangler.jsonc'), '--outdir', join(work, 'floor')],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'warn' },
  },
);

// Both on one workerd each, started the same way (bench/serve.mjs); D1 is the seeded local file.
const appServer = await serveBuilt({
  configPath: join(outDir, 'kovalam_berlin', 'wrangler.json'),
  port: APP_PORT,
  directPort: APP_DIRECT,
  persistTo: join(work, 'state'),
  secrets: readVars(join(ROOT, '.dev.vars.example')),
});
let floorServer;
try {
  // D1 use of each public GET, read from Server-Timing: the first request (the Worker's cache is
  // cold) and a repeat (what a guest gets while the isolate's copy is fresh).
  const tomorrowPlus = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const publicGets = {
    'GET /api/menu/available': `${app}/api/menu/available`,
    'GET /api/menu/featured': `${app}/api/menu/featured`,
    'GET /api/banners/active': `${app}/api/banners/active`,
    'GET /api/schedule/check-availability': `${app}/api/schedule/check-availability?date=${tomorrowPlus}&time=19:00&guests=2`,
    // The booking form's list of times (issue 28): the room's rule for every time of the date.
    'GET /api/schedule/availability': `${app}/api/schedule/availability?date=${tomorrowPlus}&guests=2`,
  };
  const queries = {};
  // The home page is drawn by the Worker (decision 009): it reads the banners' copy too.
  for (const [name, url] of Object.entries({ 'GET /': `${site}/`, ...publicGets })) {
    const timing = async () => {
      const st = (await fetch(url)).headers.get('server-timing') ?? '';
      const [statements, roundTrips] =
        st
          .match(/statements=(\d+) roundtrips=(\d+)/)
          ?.slice(1)
          .map(Number) ?? [];
      return { statements, roundTrips, cache: st.match(/cache;desc="(\w+)"/)?.[1] ?? null };
    };
    queries[name] = { first: await timing(), repeat: await timing() };
  }

  const menuBytes = Buffer.byteLength(await (await fetch(publicGets['GET /api/menu/available'])).text());
  // The floor gets the app's assets config too, so "via entry" rows pass the same emulated router.
  const { assets } = JSON.parse(readFileSync(join(outDir, 'kovalam_berlin', 'wrangler.json'), 'utf8'));
  writeFileSync(
    join(work, 'floor', 'wrangler.json'),
    JSON.stringify({
      name: 'bench-floor',
      main: 'worker.js',
      compatibility_date: '2026-10-01',
      vars: { BODY_BYTES: String(menuBytes) },
      assets: { ...assets, directory: join(outDir, 'client') },
    }),
  );
  floorServer = await serveBuilt({
    configPath: join(work, 'floor', 'wrangler.json'),
    port: FLOOR_PORT,
    directPort: FLOOR_DIRECT,
  });
  if (Buffer.byteLength(await (await fetch(floor)).text()) !== menuBytes)
    throw new Error('the floor body is not the size of the menu response');

  const rounds = quick ? 1 : 3;
  const seconds = quick ? 3 : 5;
  const index = await (await fetch(`${site}/`)).text();
  // One of the page's scripts, whichever attribute names it (the entry loader lists several).
  const asset = index.match(/\/assets\/[^" ]+\.js/)[0];
  const targets = {
    'floor (constant JSON)': { url: floor },
    ...Object.fromEntries(Object.entries(publicGets).map(([name, url]) => [name, { url }])),
    'POST /api/reservations/book': {
      url: app,
      args: bookingArgs(tomorrowPlus, [
        '18:00',
        '18:30',
        '19:00',
        '19:30',
        '20:00',
        '20:30',
        '21:00',
        '21:30',
        '22:00',
        '22:30',
        '23:00',
        '23:30',
      ]),
      connections: 8,
    },
    'GET /': { url: `${site}/` },
    [`GET ${asset.replace(/-[\w-]+\.js$/, '-[hash].js')}`]: { url: `${site}${asset}` },
    // The same two API answers through Miniflare's entry and assets router, to show what the emulation costs.
    'floor via entry + assets router': { url: floorViaEntry },
    'GET /api/menu/available via entry + assets router': {
      url: `${site}/api/menu/available`,
      floor: 'floor via entry + assets router',
    },
  };
  const api = await measureAll(targets, {
    rounds,
    seconds,
    onRound: (n) => process.stderr.write(`API round ${n} of ${rounds} done\n`),
  });
  for (const [name, r] of Object.entries(api)) {
    const floorName = targets[name].floor ?? (name.startsWith('floor') ? name : 'floor (constant JSON)');
    r.ratioToFloor = Number((r.rps / api[floorName].rps).toFixed(2));
  }

  const clientDir = join(outDir, 'client');
  // Both languages (issue 13): a German page must cost what its English twin does.
  // Every guest page in both languages (issue 15), against its CI budget and the target.
  const web = await firstLoadBytes(site, GUEST_PAGES, clientDir);
  for (const [path, w] of Object.entries(web)) Object.assign(w, { budget: budgetOf(path), target: targetOf(path) });
  const beforePaint = await bytesBeforeFirstPaint(site, GUEST_PAGES);
  const admin = adminChunks(clientDir);
  const lighthouse = await lighthouseMedians(site, GUEST_PAGES, quick ? 1 : 3);
  // Beside lantern's estimate, what Chrome recorded under applied throttling (issue 27).
  const applied = await appliedMedians(site, GUEST_PAGES, quick ? 1 : 5);
  // Issue 31: the staff's guest reads over 150,000 bookings, in a D1 of their own (PORT+4, +5).
  const guestProfiles = await measureGuestProfiles({ outDir, work, port: PORT + 4, quick });

  load.atEnd = loadavg()[0];
  const machine = { cpus: cpus().length, model: cpus()[0]?.model, loadAverage1m: load };
  const results = {
    at: new Date().toISOString(),
    seconds: Math.round((Date.now() - started) / 1000),
    quick,
    machine,
    loadGenerator: 'wrk -t1 (bench/wrk.lua)',
    server: 'Miniflare API, one workerd per Worker; API rows on a direct socket to the Worker (bench/serve.mjs)',
    menuBytes,
    api,
    queries,
    web,
    beforePaint,
    adminChunks: admin,
    lighthouse,
    applied,
    guestProfiles,
  };
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench', 'results', 'latest.json'), JSON.stringify(results, null, 2));
  console.log((await import('./report.mjs')).markdown(results) + guestProfilesMarkdown(guestProfiles));
} finally {
  await appServer.dispose();
  await floorServer?.dispose();
}
