import { expect, test } from '@playwright/test';
import { BOOKING_MESSAGES } from '../shared/messages';
import { formatIsoDate } from '../web/src/ui/format/dates';
import { adminHeaders, farDate } from './support/admin-api';
import { book, openDayWithDefaults, runId, signInPage } from './support/admin-fixtures';

test('closing a day cancels its reservations, and the public form shows it closed', async ({ page, request }) => {
  const id = runId();
  const date = farDate(20); // inside "Next 2 Weeks" from today
  await openDayWithDefaults(request, date);
  const a = await book(request, { name: `Anil Kumar ${id}`, date, time: '19:00' });
  const b = await book(request, { name: `Sara Weiss ${id}`, date, time: '20:30' });

  await signInPage(page);
  await page.goto('/admin/schedule');
  await page.getByRole('button', { name: 'Next 2 Weeks' }).click();
  const day = page.getByRole('listitem').getByRole('button', { name: new RegExp(formatIsoDate(date, 'short')) });
  await expect(day).toContainText('Open');
  await expect(day).toContainText('6:00 PM–11:30 PM');
  await day.click();

  const editor = page.getByRole('dialog', { name: formatIsoDate(date, 'long') });
  await expect(editor.getByLabel('Slot 1 time')).toHaveValue('18:00');
  await expect(editor.getByLabel('Slot 1 time').locator('option:checked')).toHaveText('6:00 PM');
  await editor.getByText('Closed', { exact: true }).click();
  await expect(editor).toContainText('cancels every pending and confirmed reservation');
  await editor.getByRole('button', { name: 'Close this day' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Close this day?' });
  await expect(warning).toContainText(`Closing ${formatIsoDate(date, 'long')} will cancel 2 bookings.`);
  await warning.getByRole('button', { name: 'Close the day and cancel 2 bookings' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'is now closed. 2 reservations were cancelled.' }),
  ).toBeVisible();
  await expect(day).toContainText('Closed');

  const reservations = (await (
    await request.get('/api/reservations/all?lastNumHours=48&status=cancelled', {
      headers: await adminHeaders(request),
    })
  ).json()) as { _id: string }[];
  expect(reservations.map((r) => r._id)).toEqual(expect.arrayContaining([a._id, b._id]));

  await page.goto('/reserve');
  await page.getByLabel('Date').fill(date);
  await expect(page.getByText(BOOKING_MESSAGES.closedDate)).toBeVisible();
});

test('a pending day starts from its weekly hours’ slots; a slot outside 1-50 is refused', async ({ page }) => {
  await signInPage(page);
  await page.goto('/admin/schedule');
  // Far ahead, where no seed schedule exists: every day there is pending.
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next 2 Weeks' }).click();
  // A weekday's: the demo's weekly hours (issue 29) are dinner, 12 slots, with lunch added at weekends.
  const pending = page
    .getByRole('listitem')
    .getByRole('button', { name: /Pending/ })
    .filter({ hasText: 'By rule: 12 slots' })
    .first();
  await expect(pending).toContainText('6:00 PM–11:30 PM');
  await pending.click();
  const editor = page.getByRole('dialog');
  await expect(editor).toContainText('starts from the weekly hours’ slots');
  await expect(editor.getByLabel(/^Slot \d+ time$/)).toHaveCount(12);
  await editor.getByLabel('Max reservations').first().fill('51');
  await editor.getByRole('button', { name: 'Save day' }).click();
  await expect(editor.getByText('Max reservations must be between 1 and 50')).toBeVisible();
  await editor.getByLabel('Max reservations').first().fill('8');
  await editor.getByLabel('Special note').fill('Private dining upstairs');
  await editor.getByRole('button', { name: 'Save day' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: 'Private dining upstairs' })).toContainText('Open');
});

test('the cleanup removes schedule days before two days ago and says how many', async ({ page }) => {
  await signInPage(page);
  await page.goto('/admin/schedule');
  await page.getByRole('button', { name: 'Clean up old schedule data' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete old days' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Removed \d+ old schedule days? \(before / })).toBeVisible();
});
