import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatIsoDate } from '../web/src/ui/format/dates';
import { weekdayKeyOf } from '../shared/weekly-hours';
import { adminHeaders, farDate } from './support/admin-api';
import { book, runId, setReservationStatus, signInPage, weekdayDefaultSlots } from './support/admin-fixtures';

// Issue 29: a change of hours never cancels a booking; staff find the ones left outside the hours
// on the Service page. Days 28 and 29 are this journey's own.
test.describe.configure({ timeout: 90_000 });

const closedDay = farDate(28);
const shortDay = farDate(29);
const pause = (page: Page) => page.waitForTimeout(300);

type Week = Record<string, unknown[]>;

async function putWeek(request: APIRequestContext, weekly: Week) {
  const res = await request.put('/api/schedule/rules', { headers: await adminHeaders(request), data: { weekly } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Removes a date's exception; a day that has none answers 404, which is as good. */
async function followRules(request: APIRequestContext, date: string) {
  const res = await request.delete(`/api/schedule/day/${date}`, { headers: await adminHeaders(request) });
  expect([200, 404]).toContain(res.status());
}

test('staff see the bookings a change of hours left outside them, on their day, and on each card', async ({
  page,
  request,
}) => {
  const id = runId();
  const before = (await (
    await request.get('/api/schedule/rules', { headers: await adminHeaders(request) })
  ).json()) as {
    weekly: Week;
  };
  await followRules(request, closedDay);
  await followRules(request, shortDay);
  const asha = await book(request, { name: `Asha Menon ${id}`, date: closedDay, time: '19:00' });
  const felix = await book(request, { name: `Felix Roth ${id}`, date: closedDay, time: '20:00' });
  const mira = await book(request, { name: `Mira Iyer ${id}`, date: shortDay, time: '20:00' });
  try {
    // The owner closes day 28's weekday, and gives day 29 an early dinner only (18:00 and 18:30).
    await putWeek(request, { ...before.weekly, [weekdayKeyOf(closedDay)]: [] });
    const early = (await weekdayDefaultSlots<{ time: string }>(request)).filter((s) => s.time < '19:00');
    const res = await request.post('/api/schedule/update', {
      headers: await adminHeaders(request),
      data: { date: shortDay, isOpen: true, timeSlots: early, specialNote: '' },
    });
    expect(res.ok()).toBe(true);

    await signInPage(page);
    await page.goto(`/admin/service?date=${closedDay}`);
    const notice = page.getByRole('region', { name: '2 bookings are outside the opening hours' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`19:00 · ${asha.name}`);
    await expect(notice).toContainText(`20:00 · ${felix.name}`);
    // Each booking still stands, marked on its card.
    const card = (name: string) => page.getByRole('article', { name });
    await expect(card(asha.name)).toContainText('Outside opening hours');
    await expect(card(felix.name)).toContainText('Outside opening hours');
    await expect(card(felix.name)).toContainText('Pending');

    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      'axe on the Service page with the notice',
    ).toEqual([]);

    // From the plan view, a name in the notice opens the list at that booking.
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Plan' }).click();
    await pause(page);
    await notice.getByRole('link', { name: new RegExp(felix.name) }).click();
    await expect(card(felix.name)).toBeFocused();
    await expect(card(felix.name)).toBeInViewport();

    // The other day with such a booking is one tap away.
    await pause(page);
    await page.getByRole('button', { name: new RegExp(formatIsoDate(shortDay, 'short')) }).click();
    await expect(page).toHaveURL(new RegExp(`date=${shortDay}`));
    const other = page.getByRole('region', { name: '1 booking is outside the opening hours' });
    await expect(other).toContainText(`20:00 · ${mira.name}`);
    await expect(card(mira.name)).toContainText('Outside opening hours');
  } finally {
    await putWeek(request, before.weekly);
    await followRules(request, shortDay);
    for (const b of [asha, felix, mira]) await setReservationStatus(request, b._id, 'cancelled');
  }
});
