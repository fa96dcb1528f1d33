import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { reserve as RESERVE_TEXTS } from '../shared/i18n/en/reserve';
import { berlinInstant, berlinToday } from '../shared/berlin-time';
import { adminHeaders, farDate } from './support/admin-api';
import { book, runId, signInPage, weekdayDefaultSlots } from './support/admin-fixtures';

type Slot = { time: string; maxReservations: number };

/** A slot time of its own per run (HH:MM, minutes 10–59), so reruns on a reused server never share a slot. */
const slotTime = (hour: string) => `${hour}:${String(10 + Math.floor(Math.random() * 50))}`;
/** A slot between 00:00 and 00:59 that has already started now, Berlin time (between 00:00 and 01:00 too). */
function startedSlotTime(today: string) {
  const minutesSinceMidnight = Math.floor((Date.now() - berlinInstant(today).getTime()) / 60_000);
  return `00:${String(Math.floor(Math.random() * (Math.min(59, minutesSinceMidnight) + 1))).padStart(2, '0')}`;
}

/** Opens a day with these slots (and the default evening ones when asked) through the API. */
async function openDay(request: APIRequestContext, date: string, slots: Slot[], withDefaults = false) {
  const headers = await adminHeaders(request);
  const defaults = withDefaults ? await weekdayDefaultSlots<Slot>(request) : [];
  const res = await request.post('/api/schedule/update', {
    headers,
    data: { date, isOpen: true, timeSlots: [...defaults, ...slots], specialNote: '' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function audit(page: Page, label: string) {
  await page.waitForTimeout(250); // let dialog transitions finish
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const slotRegion = (page: Page, time: string) => page.getByRole('region', { name: time, exact: true });

/** Books through the page's "New booking" dialog. */
async function newBooking(
  page: Page,
  b: { source: 'Phone call' | 'Walk-in'; name: string; time: string; guests?: string },
) {
  await page.getByRole('button', { name: 'New booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await dialog.getByRole('radio', { name: b.source }).check();
  await dialog.getByLabel('Name').fill(b.name);
  await dialog.getByLabel('Phone', { exact: true }).fill('+49 30 5550123');
  await dialog.getByLabel('Party size').fill(b.guests ?? '2');
  await dialog.getByLabel('Time').selectOption(b.time);
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  return dialog;
}

test('tonight’s host stand: confirm, seat and complete a booking; cancelling asks first', async ({ page, request }) => {
  const date = farDate(23);
  const guest = `Kavya Rao ${runId()}`;
  await book(request, {
    name: guest,
    date,
    time: '19:30',
    guests: 3,
    specialRequests: 'Window table.\nWe bring a cake: please keep it cold until dessert.',
  });
  await book(request, { name: `${guest} (second)`, date, time: '20:00' });

  await signInPage(page);
  await page.goto(`/admin/service?date=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Service' })).toBeVisible();
  const booking = card(page, guest);
  await expect(booking).toContainText('3 people');
  // The notes in full, line break and all, without hovering.
  await expect(booking.getByText('We bring a cake: please keep it cold until dessert.')).toBeVisible();
  await audit(page, '/admin/service');

  await booking.getByRole('button', { name: 'Confirm' }).click();
  await expect(booking.getByText('Confirmed', { exact: true })).toBeVisible();
  await booking.getByRole('button', { name: 'Seat', exact: true }).click();
  await expect(booking.getByText('Seated', { exact: true })).toBeVisible();
  await booking.getByRole('button', { name: 'Complete' }).click();
  await expect(booking.getByText('Completed', { exact: true })).toBeVisible();
  await expect(booking.getByRole('button')).toHaveCount(0);

  const second = card(page, `${guest} (second)`);
  await second.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(second.getByText('Pending', { exact: true })).toBeVisible();
  await second.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(second.getByText('Cancelled', { exact: true })).toBeVisible();

  // The day is in the URL: a reload stays on it.
  await page.reload();
  await expect(card(page, guest).getByText('Completed', { exact: true })).toBeVisible();
});

test('a no-show frees its place once the slot has started: a second call books it without over capacity', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000); // and then seats the no-show over capacity: a long evening on a busy demo day
  const today = berlinToday();
  const time = startedSlotTime(today);
  await openDay(request, today, [{ time, maxReservations: 1 }], true);
  const id = runId();

  await signInPage(page);
  await page.goto('/admin/service');
  await expect(page.getByRole('heading', { level: 2, name: /^\w+day, \d{1,2} \w+ Today$/ })).toBeVisible();
  const first = await newBooking(page, { source: 'Phone call', name: `Arun Late ${id}`, time });
  await expect(first).toHaveCount(0);
  const slot = slotRegion(page, time);
  await expect(card(page, `Arun Late ${id}`)).toContainText('Phone');
  await expect(slot).toContainText('1 of 1 booked · 2 covers');
  await expect(slot.getByText('Full', { exact: true })).toBeVisible();

  await card(page, `Arun Late ${id}`).getByRole('button', { name: 'No-show' }).click();
  await expect(card(page, `Arun Late ${id}`).getByText('No-show', { exact: true })).toBeVisible();
  await expect(slot).toContainText('0 of 1 booked · 0 covers');
  await expect(card(page, `Arun Late ${id}`).getByRole('button', { name: 'Seat (arrived late)' })).toBeVisible();

  const second = await newBooking(page, { source: 'Walk-in', name: `Bela Walkin ${id}`, time });
  await expect(second).toHaveCount(0); // booked at once: no "over capacity" question
  await expect(card(page, `Bela Walkin ${id}`)).toContainText('Walk-in');
  await expect(slot).toContainText('1 of 1 booked');

  // Arun turns up after all: seating him takes a place again, so 2 of 1 needs the explicit "over capacity".
  const arun = card(page, `Arun Late ${id}`);
  await arun.getByRole('button', { name: 'Seat (arrived late)' }).click();
  const full = page.getByRole('alertdialog', { name: 'This slot is full' });
  await expect(full).toContainText('This slot is full (1 of 1 booked). Confirm "over capacity" to book anyway.');
  await full.getByRole('button', { name: 'Don’t seat' }).click();
  await expect(full).toHaveCount(0);
  await expect(arun.getByText('No-show', { exact: true })).toBeVisible();
  await arun.getByRole('button', { name: 'Seat (arrived late)' }).click();
  await full.getByRole('button', { name: 'Seat over capacity' }).click();
  await expect(arun.getByText('Seated', { exact: true })).toBeVisible();
  await expect(arun.getByText('Over capacity', { exact: true })).toBeVisible();
  await expect(slot).toContainText('2 of 1 booked');
});

test('a phone booking fills the last place of a slot; the public form then says it is taken', async ({
  page,
  request,
}) => {
  const date = farDate(19); // its own slot times: outside every other journey's random days (20-85)
  const time = slotTime('21');
  await openDay(request, date, [{ time, maxReservations: 1 }]);

  await signInPage(page);
  await page.goto(`/admin/service?date=${date}`);
  await page.getByRole('button', { name: 'New booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible(); // the shared rules' messages
  await audit(page, 'the new-booking dialog with errors');
  await dialog.getByRole('button', { name: 'Discard' }).click();

  await newBooking(page, { source: 'Phone call', name: `Last Place ${runId()}`, time, guests: '4' });
  await expect(slotRegion(page, time)).toContainText('1 of 1 booked · 4 covers');

  await page.goto('/reserve');
  await page.getByLabel('Full name').fill('Priya Raman');
  await page.getByLabel('Email').fill(`late-${runId()}@example.org`);
  await page.getByLabel('Phone').fill('+49 30 1234567');
  await page.getByLabel('Date').fill(date);
  // Issue 28: the form asks availability first, so the full time is shown taken before anyone
  // presses the button, and with no other time that day, nothing can be sent.
  await expect(page.getByRole('radio', { name: `${time} – fully booked` })).toBeDisabled();
  await expect(page.getByText(RESERVE_TEXTS.noTimes)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Reservation' })).toBeDisabled();
});

test('an edit into a full slot is refused, then made over capacity when staff confirm it', async ({
  page,
  request,
}) => {
  const date = farDate(14); // its own slot times: outside every other journey's random days (20-85)
  const [early, late] = [slotTime('18'), slotTime('20')];
  await openDay(request, date, [
    { time: early, maxReservations: 1 },
    { time: late, maxReservations: 1 },
  ]);
  const guest = `Meena Move ${runId()}`;
  await book(request, { name: guest, date, time: early });
  await book(request, { name: `${guest} (holds it)`, date, time: late });

  await signInPage(page);
  await page.goto(`/admin/service?date=${date}`);
  await card(page, guest).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit booking' });
  await dialog.getByLabel('Time').selectOption(late);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    /This slot is full \(1 of 1 booked\)\. Confirm "over capacity" to book anyway\./,
  );
  await audit(page, 'the edit dialog with the full refusal');

  await dialog.getByRole('button', { name: 'Book over capacity' }).click();
  await expect(dialog).toHaveCount(0);
  const slot = slotRegion(page, late);
  await expect(slot.getByRole('article', { name: guest, exact: true })).toContainText('Over capacity');
  await expect(slot).toContainText('2 of 1 booked');
  await expect(slotRegion(page, early)).toContainText('0 of 1 booked');
});
