import { expect, test, type Page } from '@playwright/test';
import { signInPage } from './support/admin-fixtures';

const PUBLIC_PAGES = ['/', '/menu', '/reserve', '/coming-soon', '/data-request', '/imprint', '/privacy', '/login', '/no-such-page'];
const ADMIN_PAGES = ['/admin/dashboard', '/admin/menu', '/admin/banners', '/admin/schedule'];

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

for (const [label, pages, signIn] of [['public', PUBLIC_PAGES, false], ['admin', ADMIN_PAGES, true]] as const) {
  test(`every ${label} page loads with zero CSP violations and only same-origin requests`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    if (signIn) await signInPage(page);
    const origin = new URL(baseURL!).origin;
    const seen = watch(page, origin);
    for (const path of pages) {
      const reported = await visit(page, path);
      expect(reported, `${path}: securitypolicyviolation events`).toEqual([]);
      if (signIn) await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    expect(seen.violations).toEqual([]);
    expect(seen.foreign).toEqual([]);
  });
}

test('the CSP allows scripts only from the site itself, on pages and on the API', async ({ request }) => {
  for (const path of ['/', '/menu', '/admin/dashboard', '/api/menu/available']) {
    const csp = (await request.get(path)).headers()['content-security-policy'];
    expect(csp, path).toBeTruthy();
    const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
    expect(scriptSrc, path).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  }
});
