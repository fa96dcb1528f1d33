// Decision 045: CPU per draw of the home page, as the Worker fills its template today and as the
// seam (web/src/server-render/) would draw it. Needs a build's client dir (default dist/client):
//   npx node bench/home-draw.mjs [.wrangler/e2e-build-<port>/client]
// The Worker keeps each drawn page until its data changes (worker/pages/drawn-page.ts), so a draw
// is paid once per banner change and isolate, not per request.
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'production';
const client = process.argv[2] ?? 'dist/client';
const outDir = join('.wrangler', 'home-draw');
// Everything bundled, resolved as wrangler resolves the Worker's imports (workerd's React builds).
await build({
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  define: { 'process.env.NODE_ENV': '"production"' },
  resolve: { conditions: ['workerd', 'worker'] },
  ssr: { noExternal: true, target: 'webworker', resolve: { conditions: ['workerd', 'worker'] } },
  build: {
    ssr: 'bench/home-draw-entry.tsx',
    outDir,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'entry.mjs' } },
  },
});
const out = join(outDir, 'entry.mjs');
const { drawings } = await import(pathToFileURL(out).href);
const ways = drawings((path) => readFileSync(join(client, path), 'utf8'));

/** The first draw in a fresh isolate, then the median of 5 rounds of `n` draws, in CPU ms per draw. */
for (const [name, draw] of Object.entries(ways)) {
  const first = await draw();
  for (let i = 0; i < 50; i++) await draw();
  const rounds = [];
  for (let round = 0; round < 5; round++) {
    const start = process.cpuUsage();
    for (let i = 0; i < 300; i++) await draw();
    const used = process.cpuUsage(start);
    rounds.push((used.user + used.system) / 300 / 1000);
  }
  rounds.sort((a, b) => a - b);
  const warm = await draw();
  console.log(
    `${name}: ${rounds[2].toFixed(2)} ms CPU per draw (rounds ${rounds[0].toFixed(2)}–${rounds[4].toFixed(2)}); ` +
      `${first.length} bytes on the first draw, ${warm.length} after`,
  );
}
