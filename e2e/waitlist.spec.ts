import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_SLOT_TIMES } from '../shared/constants';
import { berlinToday } from '../shared/berlin-time';
import { WAITLIST_STAFF_MESSAGES } from '../shared/rules/waitlist';
import { adminHeaders, farDate } from './support/admin-api';
import { runId, setReservationStatus, signInPage } from './support/admin-fixtures';
import { asNewClient } from './support/client-ip';
import { inbox } from './support/inbox';
import { waitUntilLive } from './support/live';

// Issue 31: the waitlist's screens. A person at human speed: a tap before typing, a moment between
// actions. farDate(3) is the English journey's day, farDate(4) the German one's; walk-ins are today's.
const NBSP = '\u00a0';
const pause = (page: Page) => page.waitForTimeout(300);
/** Every table a party of 2 can sit at in the demo room (T1-T8, P1, P2; P4 is staff only). */
const TABLES_FOR_TWO = 10;

/** Opens `date` with the default times and fills every table for two at 19:00; returns those bookings' ids. */
async function fillTablesForTwoAt19(request: APIRequestContext, date: string) {
  const setup = await request.post('/api/schedule/update', {
    headers: await adminHeaders(request),
    data: {
      date,
      isOpen: true,
      timeSlots: DEFAULT_SLOT_TIMES.map((time) => ({ time, maxReservations: 20, available: true })),
      specialNote: '',
    },
  });
  expect(setup.ok()).toBe(true);
  const ids: string[] = [];
  for (let i = 0; i < TABLES_FOR_TWO; i++) {
    const res = await request.post('/api/reservations/book', {
      headers: asNewClient(),
      data: {
        name: `Waitlist Filler ${i}`,
        email: `wl-filler-${runId()}-${i}@example.org`,
        phone: '+49 30 5550000',
        date,
        time: '19:00',
        guests: 2,
      },
    });
    expect([201, 409]).toContain(res.status());
    if (res.status() === 201) ids.push(((await res.json()) as { reservation: { _id: string } }).reservation._id);
  }
  const answer = await request.get(`/api/schedule/availability?date=${date}&guests=2`);
  const { times } = (await answer.json()) as { times: { time: string; available: boolean }[] };
  expect(times.find((t) => t.time === '19:00')?.available, 'the tables for two are full at 19:00').toBe(false);
  return ids;
}

async function expectNoAxeViolations(page: Page, label: string, scope?: string) {
  await page.waitForTimeout(250); // dialog transitions
  const builder = new AxeBuilder({ page });
  const { violations } = await (scope ? builder.include(scope) : builder).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

/** The waitlist link of the newest email to `address` that carries one, as path and query. */
function emailedWaitlistLink(address: string) {
  const email = inbox(address).find((e) => /\/waitlist\/entry\?token=/.test(e.text));
  expect(email, `a waitlist email to ${address}`).toBeDefined();
  const link = new URL(email!.text.match(/https?:\/\/\S+\/waitlist\/entry\?token=[\w.-]+/)![0]);
  return `${link.pathname}${link.search}`;
}

/** Taps a time the form marks unavailable, where the guest sees it (click() refuses such a control). */
async function tapTakenTime(page: Page, name: string) {
  const label = page.locator('label', { has: page.getByRole('radio', { name }) });
  await label.scrollIntoViewIfNeeded();
  const box = await label.boundingBox();
  if (!box) throw new Error('the taken time is not drawn');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The Service view's waitlist panel, and a party's row in it. */
const WAITLIST_PANEL = 'section[aria-labelledby="waitlist-heading"]';
/** The day's bookings, by slot (the Service view's first section). */
const DAY_BOOKINGS = 'section[aria-labelledby="service-day-heading"]';
const waitlistRow = (page: Page, name: string) =>
  page.locator(WAITLIST_PANEL).getByRole('listitem').filter({ hasText: name });

type Texts = {
  path: string;
  labels: { guests: string; date: string; name: string; email: string; phone: string };
  taken: string;
  join: string;
  joined: RegExp;
  waiting: RegExp;
  offer: RegExp;
  take: string;
  booked: RegExp;
  leave: string;
};

const english: Texts = {
  path: '/reserve',
  labels: { guests: 'Number of guests', date: 'Date', name: 'Full name', email: 'Email', phone: 'Phone' },
  taken: '19:00 – fully booked',
  join: 'Join the waitlist for 19:00–20:30',
  joined: /You're on the waitlist for 19:00–20:30/,
  waiting: /Waiting: we email you as soon as a table comes free/,
  offer: /A table is free for you at 19:00 on .+, held until \d\d:\d\d\./,
  take: 'Take the table',
  booked: /Your table is booked/,
  leave: 'Leave the waitlist',
};

const german: Texts = {
  path: '/de/reserve',
  labels: {
    guests: 'Anzahl der Personen',
    date: 'Datum',
    name: 'Vor- und Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
  },
  taken: `19:00${NBSP}Uhr – ausgebucht`,
  join: 'Auf die Warteliste für 19:00–20:30',
  joined: /Sie stehen auf der Warteliste für 19:00–20:30/,
  waiting: /Wartend: Wir schreiben Ihnen, sobald ein Tisch frei wird/,
  offer: new RegExp(
    `Ein Tisch ist für Sie frei: um 19:00${NBSP}Uhr am .+, für Sie gehalten bis \\d\\d:\\d\\d${NBSP}Uhr\\.`,
  ),
  take: 'Tisch annehmen',
  booked: /Ihr Tisch ist reserviert/,
  leave: 'Warteliste verlassen',
};

for (const [texts, offset] of [
  [english, 3],
  [german, 4],
] as const) {
  test(`${texts.path}: a guest joins the waitlist for a full time, is offered a freed table and takes it`, async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const date = farDate(offset);
    const fillers = await fillTablesForTwoAt19(request, date);
    const email = `waitlist-${runId()}@example.org`;
    const name = `Anjali Waitlist ${runId()}`;

    await page.goto(texts.path);
    await waitUntilLive(page);
    const guests = page.getByLabel(texts.labels.guests);
    await guests.click();
    await guests.selectOption('2');
    await pause(page);
    await page.getByLabel(texts.labels.date).click();
    await page.getByLabel(texts.labels.date).fill(date);
    for (const [label, value] of [
      [texts.labels.name, name],
      [texts.labels.email, email],
      [texts.labels.phone, '+49 30 9876543'],
    ]) {
      await pause(page);
      await page.getByLabel(label, { exact: true }).click();
      await page.getByLabel(label, { exact: true }).pressSequentially(value, { delay: 20 });
    }
    // 19:00 is full for two: tapping it offers the waitlist for 19:00 until the end of a stay of two.
    await expect(page.getByRole('radio', { name: texts.taken })).toBeVisible();
    await pause(page);
    await tapTakenTime(page, texts.taken);
    const join = page.getByRole('button', { name: texts.join });
    await expect(join).toBeVisible();
    await expectNoAxeViolations(page, `${texts.path} with the waitlist offer`, 'form');
    await pause(page);
    await join.click();
    await expect(page.getByText(texts.joined)).toBeVisible();
    await expect(page.getByRole('button', { name: texts.join })).toBeHidden();

    // The guest's emailed link: where they stand.
    const guestPage = await (await browser.newContext()).newPage();
    await guestPage.goto(emailedWaitlistLink(email));
    await waitUntilLive(guestPage);
    await expect(guestPage.getByText(texts.waiting)).toBeVisible();
    await expect(guestPage.getByRole('button', { name: texts.leave })).toBeVisible();
    await expectNoAxeViolations(guestPage, `${texts.path}'s waitlist page, waiting`);
    await guestPage.close();

    // Staff: the party waits online on the Service view; a booking at 19:00 is cancelled.
    const staff = await (await browser.newContext()).newPage();
    await signInPage(staff);
    await staff.goto(`/admin/service?date=${date}`);
    const row = waitlistRow(staff, name);
    await expect(row).toContainText('19:00–20:30');
    await expect(row).toContainText(/waiting \d+ min/);
    // No table is free yet: offering one is refused, and staff read why.
    await pause(staff);
    await row.getByRole('button', { name: /Offer a table/ }).click();
    await expect(staff.getByText(WAITLIST_STAFF_MESSAGES.noTable)).toBeVisible();
    // A booking at 19:00 is cancelled: its table is offered to the party at once, held for them.
    await setReservationStatus(request, fillers[0]!, 'cancelled');
    await staff.reload();
    await expect(row).toContainText(/offered 19:00.*held until \d\d:\d\d/);
    await expectNoAxeViolations(
      staff,
      'the Service view with the waitlist',
      'section[aria-labelledby="waitlist-heading"]',
    );

    // The guest opens the offer's emailed link and takes the table.
    await page.goto(emailedWaitlistLink(email));
    await waitUntilLive(page);
    await expect(page.getByText(texts.offer)).toBeVisible();
    await expectNoAxeViolations(page, `${texts.path}'s waitlist page with an offer`);
    await pause(page);
    await page.getByRole('button', { name: texts.take }).click();
    await expect(page.getByText(texts.booked)).toBeVisible();

    // Staff see the booking on the day.
    await staff.reload();
    await expect(staff.locator(DAY_BOOKINGS).getByText(name)).toBeVisible();
    await expect(row).toContainText('booked');
    await staff.close();
  });
}

test('staff add a walk-in on today’s Service view, see them waiting, and seat them on a free table', async ({
  page,
}) => {
  const name = `Walk-in ${runId()}`;
  await signInPage(page);
  await page.goto(`/admin/service?date=${berlinToday()}`);
  await pause(page);
  await page.getByRole('button', { name: 'Add walk-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add walk-in' });
  for (const [label, value] of [
    ['Name', name],
    ['Phone', '+49 30 5551234'],
  ]) {
    await dialog.getByLabel(label).click();
    await dialog.getByLabel(label).pressSequentially(value, { delay: 20 });
    await pause(page);
  }
  await dialog.getByLabel('Party').fill('2');
  await dialog.getByLabel('Quoted wait (minutes)').fill('10');
  await expectNoAxeViolations(page, 'the walk-in dialog', '[role="dialog"]');
  await pause(page);
  await dialog.getByRole('button', { name: 'Add to waitlist' }).click();
  await expect(dialog).toBeHidden();

  const row = waitlistRow(page, name);
  await expect(row).toContainText('quoted 10 min');
  await expect(row).toContainText(/waiting \d+ min/);
  await pause(page);
  await row.getByRole('button', { name: 'Seat' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} seated at` })).toBeVisible();
  await expect(row).toContainText('seated');
  // The seated booking is on the day's list.
  await expect(page.locator(DAY_BOOKINGS).getByText(name)).toBeVisible();
});
