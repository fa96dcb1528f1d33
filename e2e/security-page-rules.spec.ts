import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInPage } from './support/admin-fixtures';
import { ENTRY_LOADER_CSP_SOURCE } from '../shared/entry-loader';
import { PUBLIC_GUEST_PATHS } from '../shared/pages/guest-pages';
import { EMAILED_LINK_ADDRESSES } from './support/guest-addresses';
import { ADMIN_PAGE_PATHS } from '../shared/pages/back-office-pages';

// Every page the manifests declare (shared/pages/), as a guest or a signed-in owner opens it.
// An emailed link's page too, which the Worker serves from its shell (it once arrived unstyled).
const PUBLIC_PAGES = [...PUBLIC_GUEST_PATHS, ...EMAILED_LINK_ADDRESSES, '/login', '/no-such-page'];
const ADMIN_PAGES = ADMIN_PAGE_PATHS;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/** Records CSP violations (reported by the browser itself) and requests leaving the site. */
function watch(page: Page, origin: string) {
  const violations: string[] = [];
  const foreign: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply)/i.test(msg.text())) violations.push(msg.text());
  });
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(req.url());
  });
  return { violations, foreign };
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  // Every page's lazy chunk, fonts and first API calls have settled by then.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  // Parts below the fold hydrate as the guest nears them: bring them in too.
  await page.evaluate(() => window.scrollTo({ top: document.scrollingElement!.scrollHeight, behavior: 'instant' }));
  await page.waitForTimeout(800);
  // The violation event is the browser's own record; read it as well as the console.
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

for (const [label, pages, signIn] of [
  ['public', PUBLIC_PAGES, false],
  ['admin', ADMIN_PAGES, true],
] as const) {
  test(`every ${label} page loads with zero CSP violations and only same-origin requests`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    if (signIn) await signInPage(page);
    const origin = new URL(baseURL!).origin;
    const seen = watch(page, origin);
    for (const path of pages) {
      const reported = await visit(page, path);
      expect(reported, `${path}: securitypolicyviolation events`).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    }
    expect(seen.violations).toEqual([]);
    expect(seen.foreign).toEqual([]);
  });
}

test('the menu draws every tab, staggered, with zero CSP violations', async ({ page, baseURL }) => {
  const seen = watch(page, new URL(baseURL!).origin);
  await visit(page, '/menu');
  for (const tab of ['Starters', 'Main Course', 'Desserts', 'Drinks', 'All Items']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  }
  // The stagger's delay reaches the cards without an inline style attribute (decision 014).
  const cards = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') });
  await expect(cards.nth(2)).toHaveCSS('animation-delay', '0.5s');
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  expect(seen.violations).toEqual([]);
});

test('no page arrives with an inline style but the guest stylesheet its CSP allows by hash, and no style attribute', async ({
  request,
}) => {
  for (const path of [...PUBLIC_PAGES, ...ADMIN_PAGES]) {
    const res = await request.get(path);
    const html = await res.text();
    expect(html, path).toContain('<div id="root"');
    // At most one <style>, the stylesheet a guest page carries (scripts/inline-guest-stylesheet.mjs).
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)];
    expect(
      styles.map((m) => m[0].slice(0, 7)),
      `${path}: <style> elements`,
    ).toEqual(styles.length ? ['<style>'] : []);
    if (styles.length)
      expect(res.headers()['content-security-policy'], path).toContain(`'sha256-${sha256(styles[0][1])}'`);
    expect(html.match(/<[^>]+\sstyle\s*=[^>]*>/gi) ?? [], `${path}: style attributes`).toEqual([]);
  }
});

test('the CSP allows scripts and styles only from the site itself, never inline but the loader and the guest stylesheet, on pages, assets and the API', async ({
  request,
}) => {
  // The guest pages carry their stylesheet inline and the CSP allows it by its hash; the sign-in
  // page (the app's shell) links it as a file.
  const inline = (await (await request.get('/menu')).text()).match(/<style>([\s\S]*?)<\/style>/)?.[1];
  expect(inline, 'the menu carries its stylesheet inline').toBeDefined();
  const stylesheet = (await (await request.get('/login')).text()).match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
  expect(stylesheet, 'the sign-in page links its stylesheet').toBeDefined();
  for (const path of [...PUBLIC_PAGES, ...ADMIN_PAGES, stylesheet!]) {
    const csp = (await request.get(path)).headers()['content-security-policy'] ?? '';
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources.join(' ')]),
    );
    // The one inline script, the prerendered pages' loader, is allowed by its hash and no other.
    expect(directives.get('script-src'), path).toBe(`'self' ${ENTRY_LOADER_CSP_SOURCE}`);
    expect(directives.get('style-src'), path).toBe(`'self' 'sha256-${sha256(inline!)}'`);
    // Nothing re-opens inline styles through the finer-grained directives either.
    expect([directives.get('style-src-attr'), directives.get('style-src-elem')], path).toEqual([undefined, undefined]);
    expect(csp, path).not.toContain('unsafe-inline');
    expect(directives.get('frame-ancestors'), path).toBe("'none'");
  }
  // An answer of JSON is no page: opened as one, it may load and run nothing (decision 034).
  const api = (await request.get('/api/menu/available')).headers()['content-security-policy'];
  expect(api).toBe("default-src 'none'; frame-ancestors 'none'");
});
