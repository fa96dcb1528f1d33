import { expect, test, type Page } from '@playwright/test';
import { adminHeaders } from './support/admin-api';
import { signInPage } from './support/admin-fixtures';
import { SEED_WEEKLY_RULES } from '../shared/weekly-hours';

// Issue 29: the footer's opening hours follow the owner's weekly rules, in both languages, on the
// pages the Worker draws (home) and on the others (reserve). The owner's UI for the week has its
// own journey (admin-opening-rules.spec.ts); here the week is set through the API and put back.

/** The demo's week (migration 0007), which the other journeys meet. */
const DEMO = SEED_WEEKLY_RULES;

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  expect((await request.put('/api/schedule/rules', { headers, data: { weekly: DEMO } })).ok()).toBe(true);
});

/** The booking page's card beside the form (features/reserve/reserve-sidebar.tsx). */
const SIDEBAR_HOURS = { en: 'Opening hours', de: 'Öffnungszeiten' };

/** The footer's hours as a guest reads them, once the page has come. */
async function footerHours(page: Page, path: string) {
  await page.goto(path);
  await page.waitForTimeout(300);
  const footer = page.getByRole('contentinfo');
  const heading = footer.getByRole('heading', { name: path.startsWith('/de') ? 'Öffnungszeiten' : 'Opening hours' });
  await heading.scrollIntoViewIfNeeded();
  return footer.getByRole('listitem').filter({ hasText: /\d\d:\d\d|closed|Ruhetag/ });
}

test('the footer shows the weekly hours, and "closed on Mondays" once the owner sets it', async ({ page, request }) => {
  // The demo's week: dinner every day, lunch at the weekend.
  await expect(await footerHours(page, '/')).toHaveText(['Daily · Dinner 18:00–23:30', 'Sat–Sun · Lunch 12:00–14:30']);

  // The owner closes on Mondays.
  const headers = await adminHeaders(request);
  const week = { ...DEMO, mon: [] };
  expect((await request.put('/api/schedule/rules', { headers, data: { weekly: week } })).ok()).toBe(true);

  // A guest sees it on every page, within the public cache's second.
  const english = ['Tue–Sun · Dinner 18:00–23:30', 'Sat–Sun · Lunch 12:00–14:30', 'Mon: closed'];
  for (const path of ['/', '/reserve']) {
    await expect(async () => expect(await footerHours(page, path)).toHaveText(english)).toPass({ timeout: 5_000 });
  }
  const german = ['Di–So · Abend 18:00–23:30 Uhr', 'Sa–So · Mittag 12:00–14:30 Uhr', 'Mo: Ruhetag'];
  for (const path of ['/de', '/de/reserve']) {
    await expect(async () => expect(await footerHours(page, path)).toHaveText(german)).toPass({ timeout: 5_000 });
  }

  // The booking page's own "Opening hours" card says the same as its footer.
  for (const [path, name, lines] of [
    ['/reserve', SIDEBAR_HOURS.en, english],
    ['/de/reserve', SIDEBAR_HOURS.de, german],
  ] as const) {
    await page.goto(path);
    const card = page.getByRole('main').getByRole('region', { name });
    await expect(card.getByRole('listitem')).toHaveText(lines);
  }

  // Search engines are told the same: the home page's schema.org hours leave Monday out.
  await page.goto('/de');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data.openingHoursSpecification[0].dayOfWeek).not.toContain('Monday');
  expect(data.openingHoursSpecification[0]).toMatchObject({ opens: '18:00', closes: '23:30' });
});

test('pages the Worker does not draw show the owner’s hours too: a 404 and the back office as staff move around in it', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const week = { ...DEMO, tue: [] };
  expect((await request.put('/api/schedule/rules', { headers, data: { weekly: week } })).ok()).toBe(true);
  const english = ['Wed–Mon · Dinner 18:00–23:30', 'Sat–Sun · Lunch 12:00–14:30', 'Tue: closed'];

  // The app's fallback page, drawn in the browser from the build's seed week, within the public cache's second.
  const footerLines = page
    .getByRole('contentinfo')
    .getByRole('listitem')
    .filter({ hasText: /\d\d:\d\d|closed/ });
  await expect(async () => {
    await page.goto('/no-such-page');
    await expect(footerLines).toHaveText(english, { timeout: 2_000 });
  }).toPass({ timeout: 8_000 });

  // A staff member's back office, then a guest page reached by the app's own link.
  await signInPage(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForTimeout(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
  await expect(footerLines).toHaveText(english);
});
