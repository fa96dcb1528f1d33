// Serves a built Worker on local workerd through the Miniflare API: one workerd process per
// server, with the same layers a deployed Worker has (Miniflare's entry, the static-assets
// router and asset workers when the config has `assets`, then the user Worker). `wrangler dev`
// adds a second workerd (its proxy worker) and dev-only wrappers in front of every request;
// the benchmark measures the Worker, not the dev server, so it leaves those out for both the
// app and the floor.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';

// The miniflare that wrangler itself uses (same workerd build as `wrangler dev` / `npm start`).
const require = createRequire(import.meta.url);
const { Miniflare, convertV4MiniflareOptions } = require(
  require.resolve('miniflare', { paths: [dirname(require.resolve('wrangler/package.json'))] }),
);

/** `NAME=value` lines, as wrangler reads `.dev.vars`. */
export function readVars(file) {
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => /^\w+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1).trim()]),
  );
}

/**
 * Starts the Worker described by a built `wrangler.json` (what `vite build` with
 * @cloudflare/vite-plugin writes next to the Worker bundle, and what `wrangler deploy` uploads).
 * `persistTo` is wrangler's `--persist-to` directory, so D1 is the file `wrangler d1 migrations
 * apply --local --persist-to` wrote. `port` is the whole deployment (Miniflare's entry, then the
 * static-assets router, then the Worker). `directPort`, if given, is the Worker alone: a twin of
 * the same script and bindings (same D1) without the assets config, because Miniflare sends a
 * direct socket of a Worker that has assets through its JavaScript assets router first.
 * Returns the Miniflare instance once it listens.
 */
export async function serveBuilt({ configPath, port, directPort, persistTo, secrets = {}, vars = {} }) {
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  const dir = dirname(configPath);
  const assets = config.assets && {
    directory: resolve(dir, config.assets.directory),
    binding: config.assets.binding,
    run_worker_first: config.assets.run_worker_first,
    routerConfig: { has_user_worker: true },
    assetConfig: { html_handling: config.assets.html_handling, not_found_handling: config.assets.not_found_handling },
  };
  const worker = {
    name: config.name,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    modules: true,
    scriptPath: join(dir, config.main),
    bindings: { ...config.vars, ...vars, ...secrets },
    d1Databases: Object.fromEntries(
      (config.d1_databases ?? []).map((d) => [d.binding, d.preview_database_id ?? d.database_id ?? d.binding]),
    ),
    // The same bindings as deployed. wrk is one client, so each limiter gets a budget no run can
    // spend: the rows measure what a request costs the Worker, not the per-client budget.
    ratelimits: Object.fromEntries(
      (config.ratelimits ?? []).map((r) => [
        r.name,
        { namespace_id: r.namespace_id, simple: { ...r.simple, limit: 1e9 } },
      ]),
    ),
    email: { send_email: config.send_email ?? [] },
  };
  const workers = [{ ...worker, ...(assets ? { assets } : {}) }];
  // In production the platform routes `run_worker_first` paths to the Worker outside its isolate;
  // the twin lets the API rows measure the Worker's own work, not Miniflare's emulation of that.
  if (directPort)
    workers.push({
      ...worker,
      name: `${config.name}-worker-only`,
      unsafeDirectSockets: [{ host: '127.0.0.1', port: directPort }],
    });
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port,
      resourcePersistencePath: persistTo && join(persistTo, 'v3'),
      workers,
    }),
  );
  await mf.ready;
  return mf;
}
