import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInPage } from './support/admin-fixtures';
import { executeSql, sqlText } from './support/direct-d1';
import { addDays, berlinInstant, berlinToday } from '../shared/berlin-time';

// A past day no other journey uses (reports end today; bookings are written straight into D1, as
// the past cannot be booked): inside "Last 3 months", outside the default 4 weeks.
const PAST_DAY = addDays(berlinToday(), -53);
const ID = 'e2e-reports-past';

function seedPastBooking() {
  const startsAt = berlinInstant(PAST_DAY, '13:00').getTime();
  executeSql([
    `DELETE FROM reservations WHERE id = ${sqlText(ID)};`,
    `INSERT INTO reservations (id, name, email, phone, date, time, guests, status, source, created_at, starts_at, ends_at)
     VALUES (${sqlText(ID)}, 'Report Guest', '', '+49 30 5550053', ${sqlText(PAST_DAY)}, '13:00', 7, 'completed', 'phone',
       ${startsAt - 5 * 86_400_000}, ${startsAt}, ${startsAt + 7_200_000});`,
  ]);
}

async function audit(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
    [],
  );
}

test('the owner reads the last 4 weeks, switches to 3 months, reads a past day and downloads the CSV', async ({
  page,
}) => {
  test.slow(); // a wrangler call to seed, two ranges, two axe runs and a download: over the default 30 s
  seedPastBooking();
  await signInPage(page);
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

  // The default range: the last 4 weeks, with its figures and their tables.
  const today = berlinToday();
  await expect(page.getByRole('button', { name: 'Last 4 weeks' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${addDays(today, -27)} to ${today}`)).toBeVisible();
  const sources = page.getByRole('region', { name: 'Bookings by source' });
  await expect(sources.getByRole('rowheader')).toHaveText(['Online', 'Phone', 'Walk-in']);
  await expect(page.getByRole('region', { name: 'Bookings by lead time' }).getByRole('rowheader')).toHaveText([
    'Under 1 day',
    '1–2 days',
    '3–7 days',
    '8–30 days',
    '31+ days',
  ]);
  await page.getByText('Show the days as a table').click();
  const days = page.getByRole('region', { name: 'Bookings and covers per day' });
  await expect(days.getByRole('row')).toHaveCount(29);
  await expect(days.getByRole('row', { name: new RegExp(`^${today}`) })).toBeVisible();
  await expect(days.getByRole('row', { name: new RegExp(`^${PAST_DAY}`) })).toHaveCount(0);
  await audit(page);

  // The bars are one tab stop; the arrow keys read them.
  const bars = page.getByRole('group', { name: /^Covers per day/ });
  await bars.getByRole('img').first().focus();
  await page.keyboard.press('End');
  await expect(bars.getByRole('img').last()).toBeFocused();
  await expect(page.getByText(new RegExp(`^${today}: \\d+ covers$`))).toBeVisible();

  // Three months: the past day's booking, 7 guests by phone, is counted.
  await page.waitForTimeout(300);
  await page.getByRole('button', { name: 'Last 3 months' }).click();
  await expect(page.getByRole('button', { name: 'Last 3 months' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`from=${addDays(today, -90)}&to=${today}`));
  await expect(days.getByRole('row', { name: `${PAST_DAY} 1 7` })).toBeVisible({ timeout: 15_000 });
  await audit(page);

  // The CSV: the range's days, one a line.
  await page.waitForTimeout(300);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`kovalam-report-${addDays(today, -90)}-to-${today}.csv`);
  const lines = readFileSync((await file.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'date,bookings,covers,no_shows,cancelled,late_cancellations,online,phone,walk_in,english,german',
  );
  expect(lines).toHaveLength(92);
  expect(lines).toContain(`${PAST_DAY},1,7,0,0,0,0,1,0,1,0`);
});
