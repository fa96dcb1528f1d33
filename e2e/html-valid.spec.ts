import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { germanPath } from '../shared/pages/guest-pages';
import { OPENABLE_GUEST_ADDRESSES } from './support/guest-addresses';
import { ADMIN_PAGE_PATHS, SIGN_IN_PAGES } from '../shared/pages/back-office-pages';

/**
 * Every page's HTML as the Worker serves it passes the W3C Nu HTML Checker (npm vnu-jar, run on the
 * system's Java) with no errors: the prerendered guest pages, the pages of emailed links, the
 * Worker-drawn home page, the back office's shell and the 404 page.
 */
// Every page the manifests declare (shared/pages/): an emailed link's page at an address with a token.
const GUEST_PAGES = [...OPENABLE_GUEST_ADDRESSES, '/no-such-page'];
// Every guest page in both languages (issue 13); sign-in and the back office are English only.
const PAGES = [
  ...GUEST_PAGES,
  ...GUEST_PAGES.map(germanPath),
  ...SIGN_IN_PAGES.map((page) => page.path),
  ...ADMIN_PAGE_PATHS,
];
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

type VnuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number };

test('the served HTML of every page has no HTML errors', async ({ request }, testInfo) => {
  const files = await Promise.all(
    PAGES.map(async (path, i) => {
      const res = await request.get(path);
      // Unknown paths too: the SPA fallback answers 200 and the page draws the 404 (decision 003).
      expect(res.status(), path).toBe(200);
      const file = testInfo.outputPath(`page-${i}.html`);
      writeFileSync(file, await res.text());
      return { path, file };
    }),
  );
  // vnu writes its JSON report to stderr, and exits 1 when it found errors.
  const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files.map((f) => f.file)], {
    encoding: 'utf8',
  });
  expect(run.error, 'java must be installed (.ci/run installs it)').toBeUndefined();
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const pathOf = (url: string) => files.find((f) => url.endsWith(f.file))?.path ?? url;
  // The guest pages carry their stylesheet inline (scripts/inline-guest-stylesheet.mjs): vnu's CSS
  // checker, which never saw it as a file, knows neither @property nor @container. HTML only.
  const errors = messages
    .filter((m) => m.type === 'error' && !m.message.startsWith('CSS: '))
    .map((m) => `${pathOf(m.url)}:${m.lastLine}: ${m.message} ${m.extract ?? ''}`);
  expect(errors).toEqual([]);
});
