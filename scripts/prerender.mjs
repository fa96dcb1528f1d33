// Prerenders the guest pages into the client build (after `vite build`): each gets its own HTML file
// with the page already drawn, its title and description, and preloads for its chunks and data, so
// a guest sees the page before any script has run; main.tsx then hydrates it. See docs/decisions/006.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { ROOT } from './local-db.mjs';

const clientDir = process.argv[2] ?? join(ROOT, 'dist', 'client');
// Inside the repo (Node resolves the page's packages from node_modules), one per client build, so
// two builds at once (e2e servers on two ports) never share it.
const ssrDir = join(ROOT, '.wrangler', 'prerender-ssr', createHash('sha1').update(clientDir).digest('hex').slice(0, 10));

await build({
  configFile: false,
  root: join(ROOT, 'web'),
  logLevel: 'warn',
  plugins: [react()],
  build: { ssr: 'src/entry-prerender.tsx', outDir: ssrDir, emptyOutDir: true },
});
const { prerender, PRERENDERED_PAGES, CLIENT_ONLY_PAGES, HOME_TEMPLATES, BANNER_PLACEHOLDER, SITE_ORIGIN_PLACEHOLDER, restaurantJsonLd } = await import(pathToFileURL(join(ssrDir, 'entry-prerender.js')).href);

const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A chunk and every chunk it imports statically, as /assets/… URLs. */
function chunkUrls(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest (web/src/app/prerendered-pages.ts is out of date)`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) chunkUrls(dep, seen);
  return seen;
}
// main.tsx only paints and then imports the app (src/app/boot.tsx): every page preloads that chunk
// and its imports, so they download while the HTML is parsed.
const entryChunks = chunkUrls('index.html');
const bootChunks = new Set([...(manifest['index.html'].dynamicImports ?? [])].flatMap((key) => [...chunkUrls(key)]));
// Low priority: the prerendered page is already drawn, so its stylesheet, font and images go
// first and the scripts that make it interactive download behind them.
const preloadLink = (key) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${manifest[key].file}">`;
const bootPreloads = [...bootChunks].filter((key) => !entryChunks.has(key)).map(preloadLink);
const shell = template.replace('</head>', `  ${bootPreloads.join('\n    ')}\n  </head>`);
const fileOf = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
const write = (path, html) => {
  // The CSP allows no inline styles (docs/decisions/014): the browser would refuse them, so the
  // build does first. Set styles through classes, or through the CSSOM once the page is live.
  const inline = html.match(/<style\b[^>]*>|<[^>]+\sstyle\s*=\s*["'][^>]*>/i);
  if (inline) throw new Error(`${path} has an inline style, which the CSP refuses: ${inline[0].slice(0, 200)}`);
  const file = join(clientDir, fileOf(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
};

/** A guest page drawn into its own file, with its title, description and preloads. */
async function writePage(page, file = page.path, homeBanners, head = []) {
  const { html, title, description } = await prerender(page.path, { homeBanners });
  if (!title) throw new Error(`${page.path} rendered no page title (usePageMeta)`);
  const preloads = [
    ...bootPreloads,
    ...[...chunkUrls(page.module)].filter((key) => !entryChunks.has(key) && !bootChunks.has(key)).map(preloadLink),
    ...page.data.map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`),
    ...head,
  ];
  write(
    file,
    template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(/(<meta name="description" content=")[^"]*"/, `$1${escapeHtml(description)}"`)
      .replace('</head>', `  ${preloads.join('\n    ')}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page.path}">${html}</div>`),
  );
}

for (const page of PRERENDERED_PAGES) await writePage(page);
// The home page as the Worker serves it (decision 009): with the first banner drawn from a
// placeholder it fills in, and with no banners (the welcome block).
const home = PRERENDERED_PAGES.find((page) => page.path === '/');
// A data block, never executed, so the CSP's script-src does not apply to it.
const jsonLd = `<script type="application/ld+json">${JSON.stringify(restaurantJsonLd(SITE_ORIGIN_PLACEHOLDER)).replace(/</g, '\\u003c')}</script>`;
await writePage(home, HOME_TEMPLATES.banners, [BANNER_PLACEHOLDER], [jsonLd]);
await writePage(home, HOME_TEMPLATES.welcome, [], [jsonLd]);
if (!readFileSync(join(clientDir, `${HOME_TEMPLATES.banners}.html`), 'utf8').includes(BANNER_PLACEHOLDER.title)) {
  throw new Error('the home page template does not draw the banner placeholder');
}
// The back office and sign-in render in the browser only; they get the plain shell, not the home page.
for (const path of CLIENT_ONLY_PAGES) write(path, shell);

// The manifest was only needed here (and by the benchmark, which asks for it to stay).
if (process.env.BUILD_MANIFEST !== '1') rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
rmSync(ssrDir, { recursive: true, force: true });
console.log(`Prerendered ${PRERENDERED_PAGES.length} pages; ${CLIENT_ONLY_PAGES.length} client-only pages get the app shell.`);
