import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { formatIsoDate } from '../web/src/ui/format/dates';
import { farDate } from './support/admin-api';
import { book, openDayWithDefaults, runId, setReservationStatus, signInPage } from './support/admin-fixtures';

// This journey's own day, in the second fortnight of the schedule; no other journey books it.
const date = farDate(16);

test('closing a day with bookings says how many it cancels before staff confirm; an empty day closes at once', async ({
  page,
  request,
}) => {
  const id = runId();
  await openDayWithDefaults(request, date); // a rerun on a kept server finds it closed
  await book(request, { name: `Asha Nair ${id}`, date, time: '18:30' });
  const confirmed = await book(request, { name: `Felix Braun ${id}`, date, time: '19:00' });
  await setReservationStatus(request, confirmed._id, 'confirmed');
  const cancelled = await book(request, { name: `Mira Das ${id}`, date, time: '19:30' });
  await setReservationStatus(request, cancelled._id, 'cancelled'); // holds no place: not counted

  await signInPage(page);
  await page.goto('/admin/schedule');
  await page.getByRole('button', { name: 'Next 2 Weeks' }).click();
  const day = page.getByRole('listitem').getByRole('button', { name: new RegExp(formatIsoDate(date, 'short')) });
  await day.click();
  const editor = page.getByRole('dialog', { name: formatIsoDate(date, 'long') });
  await editor.getByText('Closed', { exact: true }).click();
  await editor.getByRole('button', { name: 'Close this day' }).click();

  const ask = page.getByRole('alertdialog', { name: 'Close this day?' });
  await expect(ask).toContainText(
    `Closing ${formatIsoDate(date, 'long')} will cancel 2 bookings. Each guest is emailed that their booking is cancelled.`,
  );
  const { violations } = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    'axe on the close-day question',
  ).toEqual([]);
  await ask.getByRole('button', { name: 'Keep the day open' }).click();
  await expect(ask).toBeHidden();
  await expect(editor).toBeVisible(); // nothing saved: staff can change their mind

  await editor.getByRole('button', { name: 'Close this day' }).click();
  await ask.getByRole('button', { name: 'Close the day and cancel 2 bookings' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'is now closed. 2 reservations were cancelled.' }),
  ).toBeVisible();
  await expect(day).toContainText('Closed');

  // Open again, then closed again: no booking holds a place now, so it closes without asking.
  await day.click();
  await editor.getByText('Open', { exact: true }).click();
  await editor.getByRole('button', { name: 'Save day' }).click();
  await expect(day).toContainText('Open');
  await day.click();
  await editor.getByText('Closed', { exact: true }).click();
  await editor.getByRole('button', { name: 'Close this day' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'is now closed. 0 reservations were cancelled.' }),
  ).toBeVisible();
  await expect(ask).toHaveCount(0);
});
