import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BOOKING_MESSAGES } from '../shared/messages';
import { WEEKDAY_NAMES } from '../shared/rules/opening-rules';
import { SEED_WEEKLY_RULES, weekdayKeyOf } from '../shared/weekly-hours';
import { comingBerlinHolidays } from '../shared/berlin-holidays';
import { berlinToday } from '../shared/berlin-time';
import { adminHeaders, farDate } from './support/admin-api';
import { signInPage } from './support/admin-fixtures';
import { waitUntilFormLive } from './support/live';

// Issue 29: the owner sets the week in the back office and the public form follows. Days 77 and 78
// are this journey's: the weekday of day 77 is closed ("closed on Mondays" whatever weekday the run
// falls on), the weekday of day 78 gets a lunch and a short dinner ("lunch at weekends").
test.describe.configure({ timeout: 90_000 });

const closedDay = farDate(77);
const lunchDay = farDate(78);
const pause = (page: Page) => page.waitForTimeout(300);

/** The demo's week (migration 0007), put back after the journey so the other journeys meet it. */
const DEMO = { weekly: SEED_WEEKLY_RULES };

async function typeInto(page: Page, field: Locator, text: string) {
  await field.click();
  await pause(page);
  await field.fill(text);
  await pause(page);
}

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

/** The times the public form offers for a date, as a guest sees them once it answered. */
async function chooseDate(page: Page, date: string) {
  await page.locator('#res-date').click();
  await pause(page);
  await page.locator('#res-date').fill(date);
  await pause(page);
  return page.locator('input[type=radio][name=time]');
}

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  expect((await request.put('/api/schedule/rules', { headers, data: DEMO })).ok()).toBe(true);
});

test('the owner closes a weekday and sets a lunch; the public form offers exactly those times', async ({
  page,
  browser,
}) => {
  const closedName = WEEKDAY_NAMES[weekdayKeyOf(closedDay)];
  const lunchName = WEEKDAY_NAMES[weekdayKeyOf(lunchDay)];
  await signInPage(page);
  await page.goto('/admin/schedule');
  const week = page.getByRole('region', { name: 'Weekly opening hours' });
  await expect(week.getByRole('listitem', { name: closedName })).toBeVisible();
  await expectNoAxeViolations(page, 'the schedule page with the weekly hours');

  // Closed on that weekday: remove every service.
  const closing = week.getByRole('listitem', { name: closedName, exact: true });
  while ((await closing.getByRole('button', { name: /^Remove/ }).count()) > 0) {
    await closing
      .getByRole('button', { name: /^Remove/ })
      .first()
      .click();
    await pause(page);
  }
  await expect(closing).toContainText('Closed');

  // Lunch 12:00-13:00 and dinner 18:00-19:00 on the other weekday, every 30 minutes.
  const lunchRow = week.getByRole('listitem', { name: lunchName, exact: true });
  while ((await lunchRow.getByRole('button', { name: /^Remove/ }).count()) > 0) {
    await lunchRow
      .getByRole('button', { name: /^Remove/ })
      .first()
      .click();
    await pause(page);
  }
  await lunchRow.getByRole('button', { name: `Add service on ${lunchName}` }).click();
  await lunchRow.getByRole('button', { name: `Add service on ${lunchName}` }).click();
  const first = `${lunchName} service 1`;
  const second = `${lunchName} service 2`;
  await typeInto(page, lunchRow.getByLabel(`Service (${first})`), 'Lunch');
  await typeInto(page, lunchRow.getByLabel(`From (${first})`), '12:00');
  await typeInto(page, lunchRow.getByLabel(`Last seating (${first})`), '13:00');
  await typeInto(page, lunchRow.getByLabel(`Last seating (${second})`), '19:00');
  await week.getByRole('button', { name: 'Save weekly hours' }).click();
  await expect(page.getByText('Opening hours saved')).toBeVisible();

  // The grid's days follow the rules (the first 14 days hold every weekday once).
  await expect(page.getByRole('listitem').filter({ hasText: 'Closed by the weekly hours' }).first()).toBeVisible();

  // A guest, in a browser of their own, opens the booking form.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/reserve');
  await waitUntilFormLive(guest);
  const closedTimes = await chooseDate(guest, closedDay);
  await expect(guest.getByText(BOOKING_MESSAGES.closedDate)).toBeVisible();
  await expect(closedTimes).toHaveCount(0);

  const lunchTimes = await chooseDate(guest, lunchDay);
  await expect(lunchTimes).toHaveCount(6);
  expect(await lunchTimes.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual([
    '12:00',
    '12:30',
    '13:00',
    '18:00',
    '18:30',
    '19:00',
  ]);
});

test('a holiday is closed with one click', async ({ page, request }) => {
  const holiday = comingBerlinHolidays(berlinToday()).at(-1)!;
  await signInPage(page);
  await page.goto('/admin/schedule');
  const holidays = page.getByRole('region', { name: 'Public holidays in Berlin' });
  const row = holidays.getByRole('listitem').filter({ hasText: holiday.en });
  await row.getByRole('button', { name: `Close on ${holiday.en}` }).click();
  await expect(page.getByText(`${holiday.en} (`).first()).toBeVisible();
  await expect(row).toContainText('Closed');
  await expectNoAxeViolations(page, 'the holidays with one closed');

  // Saved: after a reload the holiday is still closed (it lies beyond the booking window, so the form refuses it anyway).
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Public holidays in Berlin' })
      .getByRole('listitem')
      .filter({ hasText: holiday.en }),
  ).toContainText('Closed');

  // Removing the exception returns the day to its rule (and leaves the shared database as it was).
  const headers = await adminHeaders(request);
  expect((await request.delete(`/api/schedule/day/${holiday.date}`, { headers })).ok()).toBe(true);
});
