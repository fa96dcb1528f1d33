// After the prerender: every guest page carries its stylesheet inline, so it paints once its HTML
// has arrived, as WordPress does, instead of waiting a second round trip for the stylesheet
// (issue 27: under applied throttling that round trip is most of the menu's LCP). The whole
// stylesheet, not a per-page cut of it: every guest page then carries the same block, so one
// sha256 in the CSP allows it (no 'unsafe-inline'), and what a page's scripts draw later (the
// menu's fetched cards, the booking form's answers) finds its rules already there.
// The app's shell (back office, sign-in) keeps its <link>: staff load it once and it stays cached.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GUEST_STYLESHEET_HASH_PLACEHOLDER } from '../worker/infra/inline-style-csp.ts';

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

const filesUnder = (dir, suffix) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, file));

/**
 * Inlines the stylesheet of every prerendered page under `clientDir` (`<out>/client`) and writes
 * its sha256 into the static pages' CSP (the client's `_headers`). The pages the Worker draws from
 * these files get theirs from the Worker, which hashes the block it finds in them
 * (worker/infra/page-security-headers.ts). Throws rather than ship a page the CSP would leave unstyled.
 */
export function inlineGuestStylesheet(clientDir) {
  const pages = filesUnder(clientDir, '.html')
    .map((file) => [file, readFileSync(file, 'utf8')])
    .filter(([, html]) => html.includes(' data-prerendered="'));
  if (!pages.length) throw new Error(`no prerendered page under ${clientDir}`);
  const hrefs = new Set(pages.map(([file, html]) => html.match(STYLESHEET_LINK)?.[1] ?? file));
  if (hrefs.size !== 1 || ![...hrefs][0].startsWith('/assets/'))
    throw new Error(
      `every guest page must link the same one stylesheet, so one hash allows it: ${[...hrefs].join(', ')}`,
    );
  const css = readFileSync(join(clientDir, [...hrefs][0]), 'utf8');
  if (/<\/style/i.test(css)) throw new Error('the stylesheet holds "</style", which would end the inline block');
  // A relative url() would resolve against each page's address (/de/menu…) instead of /assets/.
  const relative = [...css.matchAll(/url\(\s*['"]?(?!\/|data:|https?:|#)([^)'"]+)/g)].map((m) => m[1]);
  if (relative.length)
    throw new Error(
      `the stylesheet names files by relative URLs, which break once it is inline: ${relative.join(', ')}`,
    );
  for (const [file, html] of pages)
    writeFileSync(
      file,
      html.replace(STYLESHEET_LINK, () => `<style>${css}</style>`),
    );

  const hash = createHash('sha256').update(css).digest('base64');
  const headers = join(clientDir, '_headers');
  const text = readFileSync(headers, 'utf8');
  if (!text.includes(GUEST_STYLESHEET_HASH_PLACEHOLDER))
    throw new Error("the client's _headers has no guest stylesheet hash to fill in (web/public/_headers)");
  writeFileSync(headers, text.replaceAll(GUEST_STYLESHEET_HASH_PLACEHOLDER, hash));
  console.log(
    `Inlined ${[...hrefs][0]} (${css.length} B) into ${pages.length} guest pages; CSP style-src 'sha256-${hash}'.`,
  );
}
