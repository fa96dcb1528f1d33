import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { cloudflare } from '@cloudflare/vite-plugin';

const root = fileURLToPath(new URL('./web', import.meta.url));

// react-router's package exports resolve to its development build in every mode
// (remix-run/react-router#14102): dev-only warnings and checks would ship to guests.
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);
// The Worker draws the menu with renderToString (docs/decisions/028). Every public entry
// (`react-dom/server`, `.edge`, `.browser`) is CommonJS that requires the streaming renderer too,
// which the Worker never uses and no bundler can drop: without this alias the Worker's bundle grew
// from 953,801 to 1,199,605 bytes (+26 %, measured for issue 27), so the alias stays.
const renderToStringOnly = fileURLToPath(
  new URL('./node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js', import.meta.url),
);

const GUEST_KIT = new RegExp(
  [
    String.raw`web[\/]src[\/]ui[\/](use-async|image-with-fallback)\.tsx?$`,
    String.raw`lucide-react[\/]dist[\/]esm[\/](createLucideIcon|Icon|defaultAttributes|context|shared)`,
  ].join('|'),
);

export default defineConfig(({ command }) => ({
  root,
  publicDir: 'public',
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction },
            { find: /^react-dom\/server$/, replacement: renderToStringOnly },
          ],
        }
      : {},
  plugins: [
    react(),
    tailwindcss(),
    // Runs the Worker in workerd during `npm run dev` and builds it beside the client.
    cloudflare({
      configPath: fileURLToPath(new URL('./wrangler.jsonc', import.meta.url)),
      persistState: { path: fileURLToPath(new URL('./.wrangler/state', import.meta.url)) },
    }),
  ],
  build: {
    outDir: process.env.BUILD_DIR ?? fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the site supports understands <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // scripts/prerender.mjs reads it to preload each page's chunks (and removes it unless the
    // benchmark, which tells admin chunks from guest ones with it, asks to keep it).
    manifest: true,
  },
  // Chunk groups for the browser's bundle only. The Worker stays one file: the menu page it draws
  // (docs/decisions/028) reaches code the browser loads lazily, and chunks of a Worker would need
  // every tool that loads it (the bench's Miniflare, the Workers pool) to know their names.
  environments: {
    kovalam_berlin: { build: { rolldownOptions: { output: { codeSplitting: false } } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Chunk names are only hashes: every import and preload list names them, on every page.
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: {
              groups: [
                // React, React DOM and the scheduler load together on every page: one chunk, one gzip
                // dictionary, instead of three files.
                { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
                // Small modules nearly every page with React needs, which would otherwise each be a file of a
                // few hundred bytes: the icon renderer, the data hook, the image. (Not shared/constants or the
                // title hook, whose languages module the islands' plain DOM code reads: this chunk imports React.)
                { name: 'guest-kit', test: GUEST_KIT, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
}));
