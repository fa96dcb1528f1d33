// Guest profiles at a busy restaurant's scale (issue 31): 150,000 bookings of 40,000 guests in a
// local D1 of their own, written with migration 0009's triggers in place (so the seeding's time is
// what keeping the profiles costs those writes), then the staff's reads against the running Worker:
// guest search by name and by phone, a guest's page and the Service view's day. Sequential
// requests on the Worker's direct socket; median and p95 of what each answer took.
// `npm run bench` runs it after the rest; `node bench/guest-profiles.mjs` runs it alone (its own
// build; BENCH_REUSE_BUILD=1 keeps the last one).
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, buildWeb, migrate, seedIfEmpty } from '../scripts/local-db.mjs';
import { readVars, serveBuilt } from './serve.mjs';

export const BOOKINGS = 150_000;
export const GUESTS = 40_000;
// Rows per statement: a longer statement outlasts the Miniflare proxy's socket.
const CHUNK = 2_500;
// Berlin's names, some with accents (the search folds them), and a few that many guests share.
const FIRST = [
  'Anna',
  'Jürgen',
  'Priya',
  'Lukas',
  'Meera',
  'Sören',
  'Arun',
  'Zoë',
  'Felix',
  'Lakshmi',
  'Ömer',
  'Clara',
];
const LAST = [
  'Müller',
  'Schmidt',
  'Pillai',
  'Nair',
  'Weiß',
  'Yılmaz',
  'Krishnan',
  'Becker',
  'Groß',
  'Iyer',
  'Hoffmann',
];
const sqlList = (words) => `json('${JSON.stringify(words)}')`;

/**
 * Bookings n..n+count-1: guest g = n % GUESTS, so each guest has about four. One guest in seven
 * booked by phone without an email. Dates from 700 days ago to 60 days ahead; the past ones mostly
 * completed, some no-shows and cancellations; the coming ones confirmed or pending.
 */
function bookingsSql(from, count) {
  return `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${from + count - 1}),
    b AS (SELECT i, i % ${GUESTS} AS g, date('now', '-700 days', '+' || (i * 7919 % 760) || ' days') AS d,
      printf('%02d:%02d', 17 + i % 5, (i % 2) * 30) AS t FROM n)
    INSERT OR IGNORE INTO reservations (id, name, email, phone, date, time, guests, status, source, created_at, starts_at, ends_at)
    SELECT 'bench-' || i,
      json_extract(${sqlList(FIRST)}, '$[' || (g % ${FIRST.length}) || ']') || ' ' ||
        json_extract(${sqlList(LAST)}, '$[' || (g / ${FIRST.length} % ${LAST.length}) || ']') || ' ' || g,
      CASE WHEN g % 7 = 0 THEN '' ELSE 'guest' || g || '@example.com' END,
      '+49 30 ' || (1000000 + g * 13),
      d, t, 1 + i % 6,
      CASE WHEN d >= date('now') THEN (CASE WHEN i % 3 = 0 THEN 'pending' ELSE 'confirmed' END)
        WHEN i % 20 = 0 THEN 'no-show' WHEN i % 13 = 0 THEN 'cancelled' ELSE 'completed' END,
      CASE WHEN g % 7 = 0 THEN 'phone' ELSE 'online' END,
      (unixepoch(d) - 86400 * 10) * 1000,
      (unixepoch(d || ' ' || t) - 3600) * 1000, (unixepoch(d || ' ' || t) + 3600) * 1000
    FROM b`;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Each row's URLs (one per round), requested in turns, one request at a time: a busy moment on the
 * machine slows every row alike, and the floor row shows what any signed-in request costs then.
 */
async function timedInTurns(rows, cookie, rounds) {
  const took = Object.fromEntries(Object.keys(rows).map((name) => [name, []]));
  for (let i = 0; i < rounds; i++) {
    for (const [name, url] of Object.entries(rows)) {
      const target = url(i);
      const started = performance.now();
      const res = await fetch(target, { headers: { cookie } });
      await res.arrayBuffer();
      took[name].push(performance.now() - started);
      if (!res.ok) throw new Error(`${target}: ${res.status}`);
    }
  }
  const ms = (x) => Number(x.toFixed(1));
  return Object.fromEntries(
    Object.entries(took).map(([name, list]) => {
      list.sort((a, b) => a - b);
      return [name, { requests: list.length, medianMs: ms(percentile(list, 50)), p95Ms: ms(percentile(list, 95)) }];
    }),
  );
}

/** Seeds its own D1 under `work`, serves the built Worker from `outDir` on `port` (+1 direct), measures. */
export async function measureGuestProfiles({ outDir, work, port, quick }) {
  const state = join(work, 'guest-profiles-state');
  // BENCH_REUSE_STATE=1: the last run's seeded D1 again, to measure without seeding anew.
  const reuse = process.env.BENCH_REUSE_STATE === '1' && existsSync(state);
  if (!reuse) {
    rmSync(state, { recursive: true, force: true });
    mkdirSync(state, { recursive: true });
    migrate(state);
    seedIfEmpty(state);
  }
  const server = await serveBuilt({
    configPath: join(outDir, 'kovalam_berlin', 'wrangler.json'),
    port,
    directPort: port + 1,
    persistTo: state,
    secrets: readVars(join(ROOT, '.dev.vars.example')),
  });
  try {
    let db = await server.getD1Database('DB');
    const seedStarted = performance.now();
    for (let from = 0; from < (reuse ? 0 : BOOKINGS); from += CHUNK) {
      // Miniflare's proxy to the binding drops its socket now and then on a long run: a new proxy,
      // and the chunk again (OR IGNORE: a chunk that did commit is not doubled).
      for (let attempt = 1; ; attempt++) {
        try {
          await db.prepare(bookingsSql(from, CHUNK)).run();
          break;
        } catch (error) {
          if (attempt === 3) throw error;
          db = await server.getD1Database('DB');
        }
      }
      if ((from + CHUNK) % 25_000 === 0)
        process.stderr.write(
          `guest profiles: ${from + CHUNK} bookings written, ${Math.round(performance.now() - seedStarted)} ms\n`,
        );
    }
    const seedSeconds = reuse ? null : Number(((performance.now() - seedStarted) / 1000).toFixed(1));
    const counts = await db
      .prepare('SELECT (SELECT count(*) FROM reservations) AS bookings, (SELECT count(*) FROM guests) AS guests')
      .first();

    const app = `http://127.0.0.1:${port + 1}`;
    const vars = readVars(join(ROOT, '.dev.vars.example'));
    const login = await fetch(`${app}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    if (!login.ok || !cookie) throw new Error(`sign-in failed: ${login.status}`);

    const names = ['müller', 'Pillai 12', 'sören weiß', 'guest1234', 'yilmaz 3', 'anna sch'];
    const phones = ['030 1000', '+49 30 1012', '0049 30 1234', '1300013', '030 1520'];
    const today = new Date().toISOString().slice(0, 10);
    const q = (s) => encodeURIComponent(s);
    // A guest with an email (every seventh booked by phone only).
    const guestNumber = (i) => {
      const n = (i * 37) % GUESTS;
      return n % 7 === 0 ? n + 1 : n;
    };
    const rows = await timedInTurns(
      {
        'GET /api/auth/session (floor: any signed-in request)': () => `${app}/api/auth/session`,
        'GET /api/guests?q= (name)': (i) => `${app}/api/guests?q=${q(names[i % names.length])}`,
        'GET /api/guests?q= (phone)': (i) => `${app}/api/guests?q=${q(phones[i % phones.length])}`,
        'GET /api/guests/:key': (i) => `${app}/api/guests/${q(`guest${guestNumber(i)}@example.com`)}`,
        'GET /api/reservations/day (Service view, ~200 bookings)': () => `${app}/api/reservations/day?date=${today}`,
      },
      cookie,
      quick ? 30 : 200,
    );
    return { ...counts, seedSeconds, loadAverage1m: loadavg()[0], rows };
  } finally {
    await server.dispose();
  }
}

export function guestProfilesMarkdown(g) {
  return [
    '',
    `### Guest profiles (1-min load ${g.loadAverage1m.toFixed(2)}; ${g.bookings.toLocaleString('en-GB')} bookings, ${g.guests.toLocaleString('en-GB')} guests; ${g.seedSeconds === null ? 'seeded earlier' : `seeded with the triggers in ${g.seedSeconds} s`})`,
    '',
    '| Request | requests | median ms | p95 ms |',
    '|---|---|---|---|',
    ...Object.entries(g.rows).map(([name, r]) => `| ${name} | ${r.requests} | ${r.medianMs} | ${r.p95Ms} |`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Its own build of today's code, not the full bench's (which may be older).
  const work = join(ROOT, '.wrangler', 'bench-guest-profiles');
  const outDir = join(work, 'build');
  if (process.env.BENCH_REUSE_BUILD !== '1' || !existsSync(join(outDir, 'kovalam_berlin', 'wrangler.json')))
    buildWeb(outDir);
  const port = Number(process.env.BENCH_PORT ?? 8795) + 4;
  const result = await measureGuestProfiles({ outDir, work, port, quick: process.env.BENCH_QUICK === '1' });
  console.log(JSON.stringify(result, null, 2));
  console.log(guestProfilesMarkdown(result));
}
