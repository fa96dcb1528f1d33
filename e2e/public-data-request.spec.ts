import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DATA_REQUEST_MESSAGES as M } from '../shared/messages';
import { formatCents } from '../shared/money';
import { RESTAURANT } from '../shared/restaurant';
import { adminHeaders } from './support/admin-api';
import { runId } from './support/admin-fixtures';
import { asNewClient } from './support/client-ip';
import {
  emailedDataLink,
  emailsTo,
  guestWithBooking,
  requestDataLink,
  type DataRequestType,
} from './support/data-request';
import { waitUntilFormLive } from './support/live';

const MEERA = { first: 'Meera', last: 'Iyer', domain: 'example.org' };

/**
 * Issue 12's verified data requests (docs/decisions/018): the form only emails a link; the
 * link's page shows, downloads or erases the data. The links are read from the outbox as the
 * guest's inbox would have them.
 */

// The page's own calls (request, read, erase) come from a client of their own: the data-request
// limit is 10 a minute per client, and the whole suite drives the browser from 127.0.0.1.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(asNewClient());
});

async function axeClean(page: Page, label: string) {
  // Dialog and alert transitions end before colours are measured; endless ones (a spinner) never do.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

/** A day as the confirm page writes a stored date: "Sat, 28 Nov 2026". */
const shownDay = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${isoDate}T00:00:00Z`));

/** Fills and sends /data-request as a guest does; the page answers in a status alert. */
async function askOnTheForm(page: Page, email: string, type: DataRequestType) {
  await page.goto('/data-request');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(type === 'access' ? 'Access my data' : 'Delete my data').check();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const answer = page.getByRole('status').filter({ hasText: 'Check your inbox' });
  await expect(answer).toHaveText(M.linkSent);
  return answer;
}

test('access: a guest asks on the form, opens the emailed link, sees their booking and order, and downloads them as JSON', async ({
  page,
  request,
}) => {
  const guest = await guestWithBooking(request, ['pending'], MEERA);
  const [order] = guest.orders;

  await askOnTheForm(page, guest.email, 'access');
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  await axeClean(page, 'the form, link sent');

  const link = emailedDataLink(guest.email, 'access');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The data we hold for you' })).toBeVisible();
  await expect(page.getByText(`For ${guest.email}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reservations (1)' })).toBeVisible();
  const booking = page.getByRole('listitem').filter({ hasText: guest.name });
  await expect(booking).toContainText(shownDay(guest.date));
  await expect(booking).toContainText('18:30');
  await expect(booking.locator('div').filter({ hasText: 'Guests' }).locator('dd')).toHaveText('3');
  await expect(booking).toContainText('Confirmed', { useInnerText: true });
  await expect(page.getByRole('heading', { name: 'Orders (1)' })).toBeVisible();
  const ordered = page.getByRole('listitem').filter({ hasText: order._id });
  await expect(ordered).toContainText(`2 × ${guest.dish.name} (${formatCents(guest.dish.price)})`);
  await expect(ordered).toContainText(formatCents(guest.dish.price * 2));
  await expect(ordered).toContainText('Open');
  // An access link reads; it never offers to erase.
  await expect(page.getByRole('button', { name: 'Delete my data', exact: true })).toHaveCount(0);
  await axeClean(page, 'the confirm page, access');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kovalam-berlin-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
    email: string;
    exportedAt: string;
    reservations: unknown[];
    orders: unknown[];
  };
  expect(saved).toEqual({
    email: guest.email,
    exportedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    reservations: [
      { _id: guest.booking._id, date: guest.date, time: '18:30', guests: 3, name: guest.name, status: 'confirmed' },
    ],
    orders: [
      {
        id: order._id,
        date: order.createdAt,
        status: 'pending',
        total: guest.dish.price * 2,
        items: [{ name: guest.dish.name, quantity: 2, price: guest.dish.price }],
      },
    ],
  });
  expect(Math.abs(Date.parse(saved.exportedAt) - Date.now())).toBeLessThan(5 * 60_000);
  // Named by the Berlin day it was exported on (between 23:00 and 01:00 UTC not the UTC day).
  const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(saved.exportedAt));
  expect(file.suggestedFilename()).toBe(`kovalam-berlin-my-data-${berlinDay}.json`);

  // Reading spends nothing: the same link shows the same data again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reservations (1)' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: guest.name })).toBeVisible();
});

test('deletion: the emailed link shows what goes, asks once more, erases it, and works only once', async ({
  page,
  request,
}) => {
  const guest = await guestWithBooking(request, ['pending', 'paid'], MEERA);
  const [pending, paid] = guest.orders;
  const headers = await adminHeaders(request);
  const bookingsThatDay = async () =>
    (
      (await (await request.get(`/api/reservations/all?lastNumHours=1&date=${guest.date}`, { headers })).json()) as {
        _id: string;
      }[]
    ).map((r) => r._id);
  const staffNoticesAboutGuest = async () =>
    (await emailsTo(request, RESTAURANT.inbox)).filter((e) => e.subject.includes(guest.name));
  expect(await bookingsThatDay()).toContain(guest.booking._id);
  expect(await staffNoticesAboutGuest()).not.toEqual([]);
  expect((await emailsTo(request, guest.email)).map((e) => e.kind)).toEqual(['booking-confirmed', 'booking-received']);

  await askOnTheForm(page, guest.email, 'deletion');
  const link = emailedDataLink(guest.email, 'deletion');
  expect(await emailsTo(request, guest.email)).toHaveLength(3);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your data' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'This is what will be deleted' })).toBeVisible();
  await expect(page.getByText(`For ${guest.email}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reservations (1)' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: guest.name })).toContainText('18:30');
  await expect(page.getByRole('heading', { name: 'Orders (2)' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: paid._id })).toContainText('Paid');
  await expect(page.getByRole('button', { name: 'Download as JSON' })).toHaveCount(0);
  await axeClean(page, 'the confirm page, deletion');

  // "Keep my data" closes the dialog and erases nothing.
  await page.getByRole('button', { name: 'Delete my data', exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete all your data?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(guest.email);
  await axeClean(page, 'the deletion dialog');
  await ask.getByRole('button', { name: 'Keep my data' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Reservations (1)' })).toBeVisible();
  expect(await bookingsThatDay()).toContain(guest.booking._id);

  await page.getByRole('button', { name: 'Delete my data', exact: true }).click();
  await ask.getByRole('button', { name: 'Yes, delete my data' }).click();
  await expect(page.getByRole('status')).toHaveText(`${M.deleted(1, 1, 1)}.`);
  await expect(page.getByRole('status')).toHaveText(
    'Deleted 1 reservation and 1 order for this email; 1 paid order is kept without your name and email, as German tax law requires.',
  );
  await expect(ask).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Reservations (1)' })).toHaveCount(0);

  // Gone for staff too: the booking, the open order, every email to the address and the staff's notice about it.
  expect(await bookingsThatDay()).not.toContain(guest.booking._id);
  expect((await request.get(`/api/orders/${pending._id}`, { headers })).status()).toBe(404);
  const kept = (await (await request.get(`/api/orders/${paid._id}`, { headers })).json()) as Record<string, unknown>;
  expect(kept).toMatchObject({ customerName: '', customerEmail: '', status: 'paid', totalAmount: paid.totalAmount });
  expect(await emailsTo(request, guest.email)).toEqual([]);
  expect(await staffNoticesAboutGuest()).toEqual([]);

  // The same link again: spent.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(M.linkGone);
  await expect(page.getByRole('link', { name: 'Make a new request' })).toHaveAttribute('href', '/data-request');
  await expect(page.getByRole('button', { name: 'Delete my data', exact: true })).toHaveCount(0);
});

test('an address with no data gets exactly the answer a known one gets, and its link finds nothing', async ({
  page,
  request,
}) => {
  const guest = await guestWithBooking(request, [], MEERA);
  const unknown = `nobody.${runId()}@example.org`;

  const known = await (await askOnTheForm(page, guest.email, 'access')).innerText();
  const unknownAnswer = await (await askOnTheForm(page, unknown, 'access')).innerText();
  expect(unknownAnswer).toBe(known);
  expect(unknownAnswer).toBe(M.linkSent);
  // Nothing else on the page tells them apart either.
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The API answers both alike; each address gets its email, data or not.
  const answers = await Promise.all(
    [guest.email, `other.${unknown}`].map((email) =>
      request.post('/api/user-data/request', { headers: asNewClient(), data: { email, type: 'deletion' } }),
    ),
  );
  expect(answers.map((a) => a.status())).toEqual([202, 202]);
  expect(await answers[1].json()).toEqual(await answers[0].json());

  await page.goto(emailedDataLink(unknown, 'access'));
  await expect(page.getByRole('status')).toHaveText(M.notFound);
  await expect(page.getByRole('heading', { name: /Reservations/ })).toHaveCount(0);
});

test("a tampered link says it is not valid and shows nobody's data", async ({ page, request }) => {
  const victim = await guestWithBooking(request, [], MEERA);
  const attacker = `mallory.${runId()}@example.org`;
  const own = new URL(await requestDataLink(request, attacker, 'access'), 'http://x');
  const [header, payload, signature] = own.searchParams.get('token')!.split('.');

  // The attacker's own signed link, re-addressed to the victim.
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string };
  expect(claims.sub).toBe(attacker);
  const readdressed = Buffer.from(JSON.stringify({ ...claims, sub: victim.email })).toString('base64url');
  // One character of the signature changed (mid-way: the last one carries padding bits).
  const mid = Math.floor(signature.length / 2);
  const resigned = `${signature.slice(0, mid)}${signature[mid] === 'A' ? 'B' : 'A'}${signature.slice(mid + 1)}`;

  for (const token of [`${header}.${readdressed}.${signature}`, `${header}.${payload}.${resigned}`, 'not.a.token']) {
    await page.goto(`/data-request/confirm?token=${token}`);
    await expect(page.getByRole('alert')).toHaveText(M.invalidLink);
    // A guest's refused link is not a staff session that ended: no detour to the sign-in page.
    await expect(page).toHaveURL(/\/data-request\/confirm\?token=/);
    await expect(page.getByText(victim.name)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Reservations/ })).toHaveCount(0);
  }
  await axeClean(page, 'the confirm page, bad link');
  await page.goto('/data-request/confirm');
  await expect(page.getByRole('alert')).toHaveText(M.invalidLink);

  // The untouched link still works, so the refusals above were the tampering's.
  await page.goto(`${own.pathname}${own.search}`);
  await expect(page.getByRole('status')).toHaveText(M.notFound);
});

test("the confirm page is served noindex and uncached, and its HTML holds nobody's data", async ({ page, request }) => {
  const guest = await guestWithBooking(request, [], MEERA);
  const link = await requestDataLink(request, guest.email, 'access');

  const res = await page.goto(link);
  expect(res!.status()).toBe(200);
  expect(res!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(res!.headers()['cache-control']).toBe('no-store');
  const html = await res!.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).not.toContain(guest.email);
  expect(html).not.toContain(guest.name);
  // Still there once the app has drawn the data.
  await expect(page.getByRole('listitem').filter({ hasText: guest.name })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle(/Your data request/);

  // The form itself is an ordinary, indexable page.
  const form = await request.get('/data-request');
  expect(form.headers()['x-robots-tag']).toBeUndefined();
});

test('the email is required and checked after touch', async ({ page }) => {
  await page.goto('/data-request');
  // The button answers once React has come, on the guest's first touch (decision 033).
  await waitUntilFormLive(page);
  await expect(page.getByText(M.emailRequired)).toBeHidden();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText(M.emailRequired)).toBeVisible();
  await page.getByLabel('Email address').fill('nope');
  await expect(page.getByText(M.emailInvalid)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toHaveCount(0);
});
