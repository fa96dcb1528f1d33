// Applied-throttling figures outside the full bench: to compare builds (main, a change, a layer
// removed in a scratch worktree) side by side, their runs taking turns.
//   node bench/measure-applied.mjs --build main=DIR --build without-x=DIR2 [--port 8841] [--runs 5] [--out FILE] [/ /menu …]
// DIR is a build's output (`BUILD_DIR=DIR vite build && node scripts/prerender.mjs DIR/client`).
// Every guest page in both languages unless paths are given.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, migrate, seedIfEmpty } from '../scripts/local-db.mjs';
import { appliedRuns } from './applied-throttling.mjs';
import { GUEST_PAGES } from './budgets.mjs';
import { readVars, serveBuilt } from './serve.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    build: { type: 'string', multiple: true },
    port: { type: 'string', default: '8841' },
    runs: { type: 'string', default: '5' },
    out: { type: 'string' },
  },
});
const builds = Object.fromEntries(
  (values.build ?? []).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
if (!Object.keys(builds).length) throw new Error('name at least one build: --build label=DIR');
const servers = [];
try {
  const sites = {};
  for (const [i, [label, dir]] of Object.entries(builds).entries()) {
    // Each build its own seeded D1, so no two workerd processes share one SQLite file.
    const state = join(ROOT, '.wrangler', `applied-${values.port}`, label);
    mkdirSync(state, { recursive: true });
    migrate(state);
    seedIfEmpty(state);
    const port = Number(values.port) + i;
    servers.push(
      await serveBuilt({
        configPath: join(dir, 'kovalam_berlin', 'wrangler.json'),
        port,
        persistTo: state,
        secrets: readVars(join(ROOT, '.dev.vars.example')),
      }),
    );
    sites[label] = `http://127.0.0.1:${port}`;
  }
  const paths = positionals.length ? positionals : GUEST_PAGES;
  const result = await appliedRuns(sites, paths, Number(values.runs), (label, path, p) =>
    console.error(
      `${label} ${path}: LCP ${p.lcpMs} FCP ${p.fcpMs} TBT ${p.tbtMs} CLS ${p.cls} (${p.lcpRunsMs.join(' ')})`,
    ),
  );
  const json = JSON.stringify({ at: new Date().toISOString(), builds, ...result }, null, 2);
  if (values.out) writeFileSync(values.out, json);
  console.log(json);
} finally {
  for (const server of servers) await server.dispose();
}
