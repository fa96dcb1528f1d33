import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, farDate } from './support/admin-api';
import { signInPage } from './support/admin-fixtures';
import { waitUntilFormLive } from './support/live';

// The owner's large-party threshold reaches the booking form (issue 29). The settings are one
// document shared by every journey: the test puts back what it found. Its own dates: farDate(25), farDate(26).
test.describe.configure({ timeout: 90_000 });

type Settings = Record<string, unknown> & { policies: Record<string, unknown> };
let original: Settings;

async function readSettings(request: APIRequestContext): Promise<Settings> {
  const res = await request.get('/api/settings/full', { headers: await adminHeaders(request) });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test.beforeEach(async ({ request }) => {
  original = await readSettings(request);
});
test.afterEach(async ({ request }) => {
  const res = await request.put('/api/settings', { headers: await adminHeaders(request), data: original });
  expect(res.status(), await res.text()).toBe(200);
});

const pause = (page: Page) => page.waitForTimeout(300);

const languages = [
  {
    path: '/reserve',
    guests: 'Number of guests',
    date: 'Date',
    moreThan8: "More than 8 (We'll contact you)",
    request: 'For a party this size, this booking will be a request',
    offset: 25,
  },
  {
    path: '/de/reserve',
    guests: 'Anzahl der Personen',
    date: 'Datum',
    moreThan8: 'Mehr als 8 (wir melden uns bei Ihnen)',
    request: 'Für eine Gruppe dieser Größe geht Ihre Buchung als Anfrage',
    offset: 26,
  },
] as const;

test('the owner sets the large party at 8: the booking form offers "More than 8", in both languages', async ({
  page,
  browser,
}) => {
  await signInPage(page);
  await page.goto('/admin/restaurant');
  const threshold = page.getByLabel('Large party above (guests)', { exact: true });
  await threshold.click();
  await threshold.fill('8');
  await pause(page);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  // Guests' pages follow within the public cache's bound (1 s).
  await page.waitForTimeout(1_100);

  const guest = await (await browser.newContext()).newPage();
  for (const texts of languages) {
    await guest.goto(texts.path);
    const guests = guest.getByLabel(texts.guests);
    // Drawn so before any script: 1 to 8, then "More than 8".
    const options = guests.locator('option');
    await expect(options).toHaveCount(9);
    await expect(options.last()).toHaveText(texts.moreThan8);
    await waitUntilFormLive(guest);
    await expect(options).toHaveCount(9);
    await guests.click();
    await guests.selectOption({ label: texts.moreThan8 });
    await pause(guest);
    await guest.getByLabel(texts.date).click();
    await guest.getByLabel(texts.date).fill(farDate(texts.offset));
    await pause(guest);
    // Nine guests are a request staff confirm: said once the date's times have come.
    await expect(guest.getByRole('radio').first()).toBeVisible({ timeout: 15_000 });
    await expect(guest.getByText(texts.request)).toBeVisible();
  }
});
