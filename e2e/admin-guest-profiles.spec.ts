import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders, farDate } from './support/admin-api';
import { openDayWithDefaults, runId, signInPage } from './support/admin-fixtures';
import { asNewClient } from './support/client-ip';

// This journey's own days: no other journey books them.
const MISSED_DAY = farDate(7);
const COMING_DAY = farDate(8);

/** Books as a guest would, with this run's own phone number, so a part of it finds this guest only. */
async function bookWithPhone(
  request: APIRequestContext,
  b: { name: string; email: string; phone: string; date: string; time: string },
) {
  const res = await request.post('/api/reservations/book', {
    headers: asNewClient(),
    data: { ...b, guests: 2, occasion: '', specialRequests: '' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { reservation: { _id: string } }).reservation._id;
}

async function moveThrough(request: APIRequestContext, reservationId: string, statuses: string[]) {
  const headers = await adminHeaders(request);
  for (const status of statuses) {
    const res = await request.post('/api/reservations/update-status', { headers, data: { reservationId, status } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

test('staff find a guest by part of their number, tag them, and the Service view shows the tags and the no-show', async ({
  page,
  request,
}) => {
  test.slow(); // four bookings moves, three pages and axe: about 32 s on a busy machine, over the default 30 s
  const run = runId();
  const name = `Kavya Menon ${run}`;
  const email = `kavya.${run}@example.com`;
  // Seven digits of this run: "030 6…" as staff would type it from a note.
  const digits = String(Date.now()).slice(-7);
  const phone = `+49 30 6${digits}`;
  await openDayWithDefaults(request, MISSED_DAY);
  await openDayWithDefaults(request, COMING_DAY);
  const missed = await bookWithPhone(request, { name, email, phone, date: MISSED_DAY, time: '19:00' });
  const coming = await bookWithPhone(request, { name, email, phone, date: COMING_DAY, time: '20:00' });
  await moveThrough(request, missed, ['confirmed', 'no-show']);
  await moveThrough(request, coming, ['confirmed']);

  await signInPage(page);
  await page.goto('/admin/guests');
  const search = page.getByLabel('Name, email or phone');
  await search.click();
  await page.waitForTimeout(200);
  await search.pressSequentially(`030 6${digits.slice(0, 5)}`, { delay: 60 });
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('0 visits · 1 no-show');
  await page.waitForTimeout(300);
  await card.click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const figures = page.getByRole('list', { name: 'Bookings so far' });
  await expect(figures).toContainText('1 no-show');
  await expect(figures).toContainText('0 late cancellations');
  const tags = page.getByRole('group', { name: 'Tags' });
  for (const tag of ['VIP', 'Allergy']) {
    const button = tags.getByRole('button', { name: tag });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(300);
  }
  await expect(page.getByRole('status').filter({ hasText: 'Tags saved.' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

  // The search shows the tags too.
  await page.goto(`/admin/guests?q=${encodeURIComponent(email)}`);
  const tagged = page.getByRole('link', { name: new RegExp(name) }).getByRole('list', { name: 'Guest tags' });
  await expect(tagged).toHaveText(/VIP\s*Allergy/);

  // Tomorrow's host sees who is coming: the tags and the no-show on the booking's card.
  await page.goto(`/admin/service?date=${COMING_DAY}`);
  const booking = page.getByRole('article', { name });
  await expect(booking).toBeVisible();
  await expect(booking.getByRole('list', { name: 'Guest tags' })).toHaveText(/VIP\s*Allergy/);
  await expect(booking).toContainText('1 earlier no-show');
});
