import { expect, test } from '@playwright/test';
import { farDate } from './support/admin-api';
import { book, runId, signInPage } from './support/admin-fixtures';

// docs/decisions/025: the back office's answers carry D1's bookmark and the web app sends the newest
// back, so a read after a change continues from it (on a replica, it would wait until it has the change).
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

test('staff confirm a booking, the next read carries the bookmark that change answered, and shows it', async ({
  page,
  request,
}) => {
  const date = farDate(43);
  const guest = `Lakshmi Rao ${runId()}`;
  await book(request, { name: guest, date, time: '19:30', guests: 2 });

  await signInPage(page);
  await page.goto('/admin/dashboard');
  await page.getByLabel('Status').selectOption({ label: 'Pending' });
  await page.getByLabel('Date').selectOption(date);
  const row = page.getByRole('row', { name: new RegExp(guest) });
  const changed = page.waitForResponse((res) => res.url().includes('/api/reservations/update-status'));
  await row.getByRole('button', { name: 'Confirm', exact: true }).click();
  const bookmark = await (await changed).headerValue('x-d1-bookmark');
  expect(bookmark).toMatch(BOOKMARK);
  await expect(page.getByRole('status').filter({ hasText: `Reservation for ${guest} confirmed.` })).toBeVisible();

  const nextRead = page.waitForRequest((req) => req.method() === 'GET' && req.url().includes('/api/reservations/'));
  await page.getByLabel('Status').selectOption({ label: 'Confirmed' });
  const sent = await (await nextRead).headerValue('x-d1-bookmark');
  expect(sent).toMatch(BOOKMARK);
  expect(sent! >= bookmark!).toBe(true);
  await page.getByLabel('Date').selectOption(date);
  await expect(page.getByRole('row', { name: new RegExp(guest) })).toBeVisible();
});
