import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { GUEST_PAGES, budgetOf } from '../bench/budgets.mjs';
import { waitUntilLive } from './support/live';

// Issue 15: each guest page's first load stays within its byte budget (bench/budgets.mjs), in both
// languages. The JS and CSS the browser fetched from the site until the network was idle, each
// file gzipped as the edge serves it: the same count as `npm run bench`.
test.use({ viewport: { width: 390, height: 844 } });

for (const path of GUEST_PAGES) {
  test(`${path}: first-load JS+CSS within its budget`, async ({ page, baseURL }) => {
    const fetched: Promise<[string, number]>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== new URL(baseURL!).origin || !/\.(js|css)$/.test(url.pathname)) return;
      fetched.push(response.body().then((body) => [url.pathname, gzipSync(body, { level: 9 }).length]));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // Live and idle again: the menu's scripts start only after its first card has faded in
    // (decision 035), which can be after a first idle moment.
    await waitUntilLive(page);
    await page.waitForLoadState('networkidle');
    const files = new Map(await Promise.all(fetched));
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    const total = [...files.values()].reduce((sum, bytes) => sum + bytes, 0);
    const list = [...files].map(([file, bytes]) => `${file} ${bytes}`).join('\n');
    expect(total, `${path} downloads ${total} B (${(total / 1024).toFixed(1)} KB) of JS+CSS:\n${list}`).toBeLessThanOrEqual(budgetOf(path));
    // The count is real: at least the page's stylesheet and its scripts' entry were fetched.
    expect([...files.keys()].some((file) => file.endsWith('.css'))).toBe(true);
    expect([...files.keys()].some((file) => file.endsWith('.js'))).toBe(true);
  });
}
