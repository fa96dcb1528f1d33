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
const ssrDir = join(
  ROOT,
  '.wrangler',
  'prerender-ssr',
  createHash('sha1').update(clientDir).digest('hex').slice(0, 10),
);

await build({
  configFile: false,
  root: join(ROOT, 'web'),
  logLevel: 'warn',
  // Stylesheets are the client build's business: the back office's, which routes.tsx imports, is empty here.
  plugins: [
    react(),
    {
      name: 'no-stylesheets',
      enforce: 'pre',
      resolveId: (id) => (id.endsWith('.css') ? '\0stylesheet' : null),
      load: (id) => (id === '\0stylesheet' ? 'export default {}' : null),
    },
  ],
  build: { ssr: 'src/entry-prerender.tsx', outDir: ssrDir, emptyOutDir: true },
});
const {
  prerender,
  PRERENDERED_PAGES,
  CLIENT_ONLY_PAGES,
  homeTemplatePath,
  BANNER_PLACEHOLDER,
  SITE_ORIGIN_PLACEHOLDER,
  restaurantJsonLd,
  INTL_TAG,
  localizedPath,
  RESTAURANT,
  ISLANDS,
  textsOf,
  ENTRY_LOADER,
  PAGE_BEHAVIOURS,
  ISLAND_PART_ATTRIBUTE,
} = await import(pathToFileURL(join(ssrDir, 'entry-prerender.js')).href);
// Every guest page in each language (issue 13): English at its path, German under /de.
const LOCALES = Object.keys(INTL_TAG);

const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
// A prerendered page is complete without script, so its entry script (the one tag Vite writes) and
// the modulepreloads of the entry's imports give way to the inline loader (shared/entry-loader.ts),
// which asks for them once the page has painted: no script downloads before the first
// paint (issue 15, docs/decisions/027). The app's shell keeps them, as it has nothing to show without.
const entryTags = template.match(
  /\s*<script type="module" crossorigin src="[^"]+"><\/script>(\s*<link rel="modulepreload" crossorigin href="[^"]+">)*/,
);
if (!entryTags) throw new Error("the build's index.html has no entry script where the prerender expects it");
const entryUrls = [...entryTags[0].matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
const loader = `<script data-entry="${entryUrls.join(' ')}">${ENTRY_LOADER}</script>`;
// Nor does the heading font: the shell preloads it and names it from the start (class on <html>),
// a prerendered page asks for it after its largest paint, through the loader (decision 036).
const fontTags = template.match(
  / class="heading-font">[\s\S]*?(\s*<link rel="preload" href="[^"]+\.woff2" as="font" type="font\/woff2" crossorigin \/>)/,
);
if (!fontTags)
  throw new Error("the build's index.html has no heading-font class or font preload where the prerender expects them");
const pageTemplate = template
  .replace(entryTags[0], '')
  .replace(' class="heading-font">', '>')
  .replace(fontTags[1], '')
  .replace('</body>', `  ${loader}\n  </body>`);
// A page's word to the loader (data-after-fade) rides on its tag, inserted before data-entry.
const LOADER_TAG = '<script data-entry=';
if (!pageTemplate.includes(LOADER_TAG))
  throw new Error('the loader tag is not where the prerender adds data-after-fade');
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A chunk and every chunk it imports statically, as /assets/… URLs. */
function chunkUrls(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest (is its module named right in shared/pages/?)`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) chunkUrls(dep, seen);
  return seen;
}
// main.tsx only paints and then imports the app (src/app/boot.tsx): every page preloads that chunk
// and its imports, so they download while the HTML is parsed.
const entryChunks = chunkUrls('index.html');
// (The islands' own start, app/islands.ts, is a page's other way to start: see scriptPreloads.)
const bootChunks = new Set(
  [...(manifest['index.html'].dynamicImports ?? [])]
    .filter((key) => !key.endsWith('src/app/islands.ts'))
    .flatMap((key) => [...chunkUrls(key)]),
);
// Low priority: the prerendered page is already drawn, so its stylesheet, font and images go
// first and the scripts that make it interactive download behind them.
const preloadLink = (key) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${manifest[key].file}">`;
const bootPreloads = [...bootChunks].filter((key) => !entryChunks.has(key)).map(preloadLink);
const shell = template.replace('</head>', `  ${bootPreloads.join('\n    ')}\n  </head>`);
// Each part of each language's catalogue is a chunk of its own (app/load-messages.ts); a page
// preloads its own language's parts only, and an island page only the parts its content shows.
const sectionKey = (locale, section) => {
  const file = section.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const key = Object.keys(manifest).find((k) => k.endsWith(`shared/i18n/${locale}/${file}.ts`));
  if (!key) throw new Error(`the ${locale} catalogue part ${section} is not a chunk of the build`);
  return key;
};
const manifestKey = (suffix) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`${suffix} is not in the build manifest`);
  return key;
};

/**
 * The chunks a page that runs as islands (docs/decisions/023) needs: the islands code and, if its
 * content is live, React DOM, that content's chunks and its catalogue parts; never the router or
 * the layout's code. Not preloaded from the HTML: main.tsx asks for them once the page has painted,
 * so nothing but the HTML, the stylesheet and the font competes with the first paint (issue 15).
 */
function islandChunks(page, locale, html) {
  const island = page.islands.island;
  const keys = new Set(chunkUrls(manifestKey('src/app/islands.ts')));
  // What the page does in plain DOM code (the slideshow, the countdown; decisions 030, 031) comes first.
  for (const behaviour of PAGE_BEHAVIOURS.filter(
    ({ attribute, drawnOn }) => html.includes(` ${attribute}=`) || drawnOn === page.path,
  )) {
    chunkUrls(manifestKey(behaviour.module), keys);
    for (const section of behaviour.texts) keys.add(sectionKey(locale, section));
  }
  // A page that hydrates one part only once the guest heads for it downloads React DOM then, not here.
  // Nor one the Worker serves drawn (decisions 031, 032): its fallback loads them as it hydrates.
  if (island && !html.includes(ISLAND_PART_ATTRIBUTE) && !page.islands.workerDraws) {
    for (const key of [manifestKey('src/app/hydrate-island.tsx'), page.module]) chunkUrls(key, keys);
    for (const section of ISLANDS[island].sections) keys.add(sectionKey(locale, section));
  }
  return [...keys].filter((key) => !entryChunks.has(key)).map((key) => `/${manifest[key].file}`);
}

/** What any other page preloads: the whole app's chunks, its page's and its catalogue parts. */
function scriptPreloads(page, locale) {
  if (page.islands) return [];
  return [
    ...bootPreloads,
    ...textsOf(page.texts).map((section) => preloadLink(sectionKey(locale, section))),
    ...[...chunkUrls(page.module)].filter((key) => !entryChunks.has(key) && !bootChunks.has(key)).map(preloadLink),
  ];
}

// Search engines get each page's other language (hreflang), with English as the default.
const alternates = (path) => [
  ...LOCALES.map(
    (locale) => `<link rel="alternate" hreflang="${locale}" href="${RESTAURANT.url}${localizedPath(path, locale)}">`,
  ),
  `<link rel="alternate" hreflang="x-default" href="${RESTAURANT.url}${path}">`,
];
// The pages of emailed links (their paths hold "_") are noindex and have no alternates or sitemap entry.
const isPublic = (path) => !path.includes('/_');
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

// An emailed link's page (its path holds "_") is the shell of every such address: it runs as
// islands at any of them (main.tsx), drawn loading as it was prerendered.
const islandsMark = (page, locale, html) => {
  if (!page.islands) return '';
  const island = page.islands.island ? ` data-island="${page.islands.island}"` : '';
  const chunks = ` data-chunks="${islandChunks(page, locale, html).join(' ')}"`;
  return ` data-boot="islands"${island}${chunks}${isPublic(page.path) ? '' : ' data-shell'}`;
};

// The loader no longer preloads a page's API answers (issue 27: no page named any): say so rather than drop them.
const loaderAttributes = (page) => {
  if (page.data.length)
    throw new Error(`${page.path} names data to preload, which the loader no longer does (shared/entry-loader.ts)`);
  return page.scriptsAfterFade ? 'data-after-fade' : '';
};

/** A guest page drawn into its own file in a language, with its title, description and preloads. */
async function writePage(page, locale, file = localizedPath(page.path, locale), homeBanners, head = []) {
  // The shell of /data-request/confirm is written to /data-request/_confirm but drawn at the route's own address (it drew the 404 page).
  const path = localizedPath(page.drawAt, locale);
  const attributes = loaderAttributes(page);
  const { html, title, description } = await prerender(path, { homeBanners });
  if (!title) throw new Error(`${path} rendered no page title (usePageMeta)`);
  const preloads = [...scriptPreloads(page, locale), ...(isPublic(page.path) ? alternates(page.path) : []), ...head];
  write(
    file,
    pageTemplate
      .replace(/<html lang="[^"]*">/, `<html lang="${INTL_TAG[locale]}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(/(<meta name="description" content=")[^"]*"/, `$1${escapeHtml(description)}"`)
      .replace('</head>', `  ${preloads.join('\n    ')}\n  </head>`)
      // The menu's scripts wait for its first card to be shown too (shared/entry-loader.ts).
      .replace(LOADER_TAG, attributes ? `<script ${attributes} data-entry=` : LOADER_TAG)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${path}"${islandsMark(page, locale, html)}>${html}</div>`,
      ),
  );
}

for (const locale of LOCALES) for (const page of PRERENDERED_PAGES) await writePage(page, locale);
// The home page as the Worker serves it (decision 009): with the first banner drawn from a
// placeholder it fills in, and with no banners (the welcome block), in each language.
const home = PRERENDERED_PAGES.find((page) => page.path === '/');
for (const locale of LOCALES) {
  // A data block, never executed, so the CSP's script-src does not apply to it.
  const jsonLd = `<script type="application/ld+json">${JSON.stringify(restaurantJsonLd(SITE_ORIGIN_PLACEHOLDER, locale)).replace(/</g, '\\u003c')}</script>`;
  await writePage(home, locale, homeTemplatePath(locale, 'banners'), [BANNER_PLACEHOLDER], [jsonLd]);
  await writePage(home, locale, homeTemplatePath(locale, 'welcome'), [], [jsonLd]);
  if (
    !readFileSync(join(clientDir, `${homeTemplatePath(locale, 'banners')}.html`), 'utf8').includes(
      BANNER_PLACEHOLDER.title,
    )
  ) {
    throw new Error(`the ${locale} home page template does not draw the banner placeholder`);
  }
}
// Both languages of every public page, for search engines (robots.txt points here).
const sitemapUrls = PRERENDERED_PAGES.filter((page) => isPublic(page.path)).flatMap((page) =>
  LOCALES.map((locale) =>
    [
      '  <url>',
      `    <loc>${RESTAURANT.url}${localizedPath(page.path, locale)}</loc>`,
      ...alternates(page.path).map((link) => `    ${link.replace('<link ', '<xhtml:link ').replace('>', '/>')}`),
      '  </url>',
    ].join('\n'),
  ),
);
writeFileSync(
  join(clientDir, 'sitemap.xml'),
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...sitemapUrls,
    '</urlset>',
    '',
  ].join('\n'),
);
const robots = join(clientDir, 'robots.txt');
writeFileSync(robots, `${readFileSync(robots, 'utf8').trimEnd()}\nSitemap: ${RESTAURANT.url}/sitemap.xml\n`);
// The back office and sign-in render in the browser only; they get the plain shell, not the home page.
for (const path of CLIENT_ONLY_PAGES) write(path, shell);
(await import('./inline-guest-stylesheet.mjs')).inlineGuestStylesheet(clientDir);

// The manifest was only needed here (and by the benchmark, which asks for it to stay).
if (process.env.BUILD_MANIFEST !== '1') rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
rmSync(ssrDir, { recursive: true, force: true });
console.log(
  `Prerendered ${PRERENDERED_PAGES.length} pages in ${LOCALES.length} languages; ${CLIENT_ONLY_PAGES.length} client-only pages get the app shell.`,
);
