import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, farDate } from './support/admin-api';
import { book, openDayWithDefaults, runId, signInPage } from './support/admin-fixtures';
import { inbox } from './support/inbox';

// The owner's Restaurant page (issue 29). The settings are one document shared by every journey:
// each test puts back what it found (afterEach). Its own date: farDate(79).
test.describe.configure({ timeout: 90_000 });

type Settings = Record<string, unknown> & { phone: string; comingSoonAt: string };
let original: Settings;

async function readSettings(request: APIRequestContext): Promise<Settings> {
  const res = await request.get('/api/settings/full', { headers: await adminHeaders(request) });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}
async function putSettings(request: APIRequestContext, settings: Settings) {
  const res = await request.put('/api/settings', { headers: await adminHeaders(request), data: settings });
  expect(res.status(), await res.text()).toBe(200);
}

test.beforeEach(async ({ request }) => {
  original = await readSettings(request);
});
test.afterEach(async ({ request }) => {
  await putSettings(request, original);
});

async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(text);
  await page.waitForTimeout(250);
}

async function audit(page: Page, label: string) {
  await page.waitForTimeout(250);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(found, `axe violations on ${label}`).toEqual([]);
}

test('the owner changes the phone: the footer, the imprint and the next email carry it, in both languages', async ({
  page,
  browser,
  request,
}) => {
  // Unique per run: a reused local server keeps the last run's outbox.
  const digits = String(Date.now()).slice(-4);
  const phone = `+49 30 5555 ${digits}`;
  await signInPage(page);
  await page.goto('/admin/restaurant');
  await expect(page.getByRole('heading', { name: 'Restaurant', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(original.phone);
  await audit(page, '/admin/restaurant');

  // A wrong address first: the shared rule names the field, and nothing is saved.
  await typeInto(page, 'Public email', 'hello@');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Public email must be a real email address').last()).toBeVisible();
  await expect(page.getByLabel('Public email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await typeInto(page, 'Public email', String(original.email));

  await typeInto(page, 'Phone', phone);
  await page.waitForTimeout(300);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // Guests' pages, in a guest's own browser: within the public cache's bound (1 s).
  await page.waitForTimeout(1_100);
  const guest = await (await browser.newContext()).newPage();
  for (const [path, contact] of [
    ['/', 'Contact'],
    ['/de', 'Kontakt'],
  ] as const) {
    await guest.goto(path);
    const footer = guest.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('heading', { name: contact })).toBeVisible();
    await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:+49305555${digits}`);
  }
  for (const [path, label] of [
    ['/imprint', 'Phone:'],
    ['/de/imprint', 'Telefon:'],
  ] as const) {
    await guest.goto(path);
    await expect(guest.locator('main').getByText(label)).toContainText(phone);
    await expect(guest.locator('main').getByRole('link', { name: phone })).toBeVisible();
  }
  // The owner's own browser hydrates the whole app over the drawn page, and keeps the new number.
  await page.goto('/');
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('footer').getByRole('link', { name: phone })).toBeVisible();

  // The next email: a guest books, and their "received" email names the new number.
  const date = farDate(79);
  await openDayWithDefaults(request, date);
  const email = `phone.${runId()}@example.com`;
  await book(request, { name: 'Meera Pillai', date, time: '19:30', email });
  const [received] = inbox(email);
  expect(received.kind).toBe('booking-received');
  expect(received.text).toContain(phone);
  expect(received.text).not.toContain(original.phone);
});

test('the coming-soon page counts down before its date and shows what is now on the menu after it', async ({
  page,
  request,
}) => {
  const inAWeek = new Date(Date.now() + 7 * 86_400_000 + 3_600_000).toISOString();
  await putSettings(request, { ...original, comingSoonAt: inAWeek });
  await page.waitForTimeout(1_100);
  await page.goto('/coming-soon');
  const timer = page.getByRole('timer');
  await expect(timer).toBeVisible();
  await expect(timer.locator('[data-unit="days"]')).toHaveText('07');
  // It ticks every second.
  const seconds = timer.locator('[data-unit="seconds"]');
  const before = await seconds.textContent();
  await expect(seconds).not.toHaveText(before ?? '');
  await expect(page.getByText('Now on the menu', { exact: true })).toBeHidden();

  await putSettings(request, { ...original, comingSoonAt: new Date(Date.now() - 60_000).toISOString() });
  await page.waitForTimeout(1_100);
  for (const [path, waitIsOver, arrived, menu] of [
    ['/coming-soon', 'The wait is over', 'Now on the menu', 'See the menu'],
    ['/de/coming-soon', 'Das Warten hat ein Ende', 'Jetzt auf der Karte', 'Zur Speisekarte'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(waitIsOver, { exact: true })).toBeVisible();
    // Said once, as the dishes' heading: the end state does not repeat it above them.
    await expect(page.getByText(arrived, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: arrived, level: 2 })).toBeVisible();
    await expect(page.getByRole('timer')).toBeHidden();
    await expect(page.getByRole('link', { name: menu })).toBeVisible();
    await expect(page.locator('main article h3').first()).toBeVisible();
    await audit(page, path);
  }
});
