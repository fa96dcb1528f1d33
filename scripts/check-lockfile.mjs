// CI runs `npm ci` on Linux x64 only, but operators deploy from macOS and Workers Builds, and
// `npm ci` refuses a lock that names an optional binary without locking it. This fails when any
// optional dependency is missing from the lock, or when a platform we support has no binary for a
// package that ships per-platform builds (workerd, rolldown, tailwind oxide, esbuild, lightningcss).
import { readFileSync } from 'node:fs';

const PLATFORMS = [
  { os: 'linux', cpu: 'x64' },
  { os: 'linux', cpu: 'arm64' },
  { os: 'darwin', cpu: 'arm64' },
];
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const packages = lock.packages;
const problems = [];

/** Node's lookup: the nearest node_modules/<name> from `path` upwards. */
function resolve(path, name) {
  let base = path;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

const fits = (entry, { os, cpu }) =>
  (!entry.os || entry.os.includes(os)) && (!entry.cpu || entry.cpu.includes(cpu)) && !entry.libc?.includes('musl');

for (const [path, entry] of Object.entries(packages)) {
  const optional = Object.keys(entry.optionalDependencies ?? {});
  if (optional.length === 0) continue;
  const resolved = optional.map((name) => ({ name, at: resolve(path, name) }));
  for (const { name, at } of resolved) {
    if (!at) problems.push(`${path || 'root'}: optional ${name} is not in the lock`);
    else if (!packages[at].version || !packages[at].integrity) problems.push(`${at}: no version or integrity`);
  }
  const binaries = resolved.filter(({ at }) => at && (packages[at].os || packages[at].cpu));
  if (binaries.length < 2) continue; // not a package with per-platform builds
  for (const platform of PLATFORMS) {
    if (!binaries.some(({ at }) => fits(packages[at], platform))) {
      problems.push(`${path}: no binary for ${platform.os}-${platform.cpu}`);
    }
  }
}

const versionsOf = (name) =>
  new Set(
    Object.entries(packages)
      .filter(([p]) => p.endsWith(`node_modules/${name}`))
      .map(([, e]) => e.version),
  );
for (const name of ['wrangler', 'miniflare', 'workerd']) {
  const versions = versionsOf(name);
  if (versions.size > 1) problems.push(`${name}: ${versions.size} versions in the lock (${[...versions].join(', ')})`);
}

if (problems.length) {
  console.error(`package-lock.json is incomplete:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `package-lock.json: complete for ${PLATFORMS.map((p) => `${p.os}-${p.cpu}`).join(', ')}; one wrangler, miniflare and workerd`,
);
