import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BOOKING_MESSAGES } from '../shared/messages';
import { adminHeaders, farDate } from './support/admin-api';
import { book, runId, signInPage } from './support/admin-fixtures';
import { asNewClient } from './support/client-ip';
import { inbox } from './support/inbox';

async function axeClean(page: Page, label: string) {
  await page.waitForTimeout(250); // dialog transitions
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

/** Books on /reserve as a guest does. */
async function bookOnTheForm(page: Page, email: string, date: string, time: string) {
  await page.goto('/reserve');
  await page.getByLabel('Full name').fill('Lakshmi Pillai');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+49 30 1234567');
  await page.getByLabel('Date').fill(date);
  // Issue 28: the date's times are radios once the form is awake.
  await page.getByRole('radio', { name: time }).check();
  await page.getByLabel('Occasion').selectOption('Anniversary');
  await page.getByRole('button', { name: 'Request Reservation' }).click();
}

test('a guest books, the email is in the outbox, its manage link cancels the booking, and the slot is bookable again', async ({
  page,
  browser,
  request,
}) => {
  const id = runId();
  const date = farDate(30 + Math.floor(Math.random() * 40));
  const time = '20:30';
  const email = `lakshmi.${id}@example.org`;
  const auth = await adminHeaders(request);
  // One table at 20:30 that day, so the cancelled booking is what makes it bookable again. The
  // day's other slots stay as they are: other journeys book on days in this range too.
  const defaults = ((await (await request.get('/api/schedule/default')).json()) as { timeSlots: { time: string }[] })
    .timeSlots;
  const timeSlots = [...defaults.filter((slot) => slot.time !== time), { time, maxReservations: 1, available: true }];
  const day = await request.post('/api/schedule/update', {
    headers: auth,
    data: { date, isOpen: true, specialNote: '', timeSlots },
  });
  expect(day.ok()).toBe(true);

  await bookOnTheForm(page, email, date, time);
  await expect(page.getByText(BOOKING_MESSAGES.success)).toBeVisible();

  // Staff see both emails on the Emails page.
  const staff = await browser.newPage();
  await signInPage(staff);
  await staff.goto('/admin/emails');
  await staff.getByLabel('Filter by address').fill(email);
  await staff.getByRole('button', { name: 'Filter' }).click();
  const rows = staff.getByRole('region', { name: 'Emails table' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Booking received');
  await expect(rows.nth(1)).toContainText(/Your booking request at Kovalam/);

  // The manage link, as the guest's email has it (the Emails page masks its token).
  const [received] = inbox(email);
  expect(received.kind).toBe('booking-received');
  const link = new URL(received.text.match(/https?:\/\/\S+\/booking\/\S+/)![0]);
  expect(link.pathname).toMatch(/^\/booking\/\w+$/);

  // The slot is full for anyone else meanwhile.
  const other = await request.post('/api/reservations/book', {
    headers: asNewClient(),
    data: {
      name: 'Someone Else',
      email: `else.${id}@example.org`,
      phone: '+49 30 7654321',
      date,
      time,
      guests: 2,
      occasion: 'None',
      specialRequests: '',
    },
  });
  expect(other.status()).toBe(409);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(page.getByText('Requested: waiting for the restaurant to confirm')).toBeVisible();
  await expect(page.getByText('Lakshmi Pillai')).toBeVisible();
  await expect(page.getByText('Anniversary')).toBeVisible();
  await expect(page.getByRole('link', { name: /Add to calendar/ })).toHaveCount(0);
  await axeClean(page, 'manage page');
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel your booking?' });
  await expect(ask).toBeVisible();
  await axeClean(page, 'cancel dialog');
  await ask.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Your booking has been cancelled. The restaurant has been told.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

  // The restaurant heard, and the slot is free on the public form again.
  const restaurantEmails = await request.get('/api/emails?to=hello@kovalam.example', { headers: auth });
  expect(
    ((await restaurantEmails.json()) as { emails: { kind: string; subject: string }[] }).emails.some(
      (e) => e.kind === 'booking-cancelled-by-guest' && e.subject.includes('Lakshmi Pillai'),
    ),
  ).toBe(true);
  await bookOnTheForm(page, `again.${id}@example.org`, date, time);
  await expect(page.getByText(BOOKING_MESSAGES.success)).toBeVisible();
});

test('a tampered manage link says so, and never leads to the sign-in page', async ({ page }) => {
  await page.goto('/booking/abc?token=not.a.token');
  await expect(page.getByRole('alert')).toContainText('This link is not valid.');
  await expect(page).toHaveURL(/\/booking\/abc/);
  await axeClean(page, 'manage page, bad link');
});

test('staff confirm a booking on the dashboard: the confirmation with its .ics is in the outbox', async ({
  page,
  request,
}) => {
  const id = runId();
  const date = farDate(21 + Math.floor(Math.random() * 39)); // 21-59: admin-schedule closes day 20
  const email = `ravi.${id}@example.org`;
  await book(request, { name: `Ravi Menon ${id}`, email, date, time: '19:30' });

  await signInPage(page);
  await page.goto('/admin/dashboard');
  await page.getByLabel('Status').selectOption({ label: 'Pending' });
  await expect(page.getByLabel('Date').locator(`option[value="${date}"]`)).toHaveCount(1);
  await page.getByLabel('Date').selectOption(date);
  await page
    .getByRole('row', { name: new RegExp(`Ravi Menon ${id}`) })
    .getByRole('button', { name: 'Confirm', exact: true })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: `Reservation for Ravi Menon ${id} confirmed.` }),
  ).toBeVisible();

  await page.goto('/admin/emails');
  await page.getByLabel('Filter by address').fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  const rows = page.getByRole('region', { name: 'Emails table' }).getByRole('row');
  await expect(rows).toHaveCount(3); // header, confirmed, received
  await expect(rows.nth(1)).toContainText('Booking confirmed');
  await rows.nth(1).getByRole('button', { name: /Open/ }).click();
  const dialog = page.getByRole('dialog', { name: /Your table at Kovalam is confirmed/ });
  await expect(dialog).toContainText('kovalam-booking.ics');

  // The guest's page offers the same calendar file now.
  const confirmed = inbox(email).find((e) => e.kind === 'booking-confirmed')!;
  const link = new URL(confirmed.text.match(/https?:\/\/\S+\/booking\/\S+/)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
  expect((await download).suggestedFilename()).toBe('kovalam-booking.ics');
});

test("staff cancel a pending booking and send the dialog's note: the guest gets exactly that one email", async ({
  page,
  request,
}) => {
  const id = runId();
  const date = farDate(21 + Math.floor(Math.random() * 39)); // 21-59: admin-schedule closes day 20
  const email = `anil.${id}@example.org`;
  await book(request, { name: `Anil Varma ${id}`, email, date, time: '20:00' });

  await signInPage(page);
  await page.goto('/admin/dashboard');
  await page.getByLabel('Status').selectOption({ label: 'Pending' });
  await expect(page.getByLabel('Date').locator(`option[value="${date}"]`)).toHaveCount(1);
  await page.getByLabel('Date').selectOption(date);
  await page
    .getByRole('row', { name: new RegExp(`Anil Varma ${id}`) })
    .getByRole('button', { name: 'Cancel', exact: true })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel reservation' }).click();
  const mail = page.getByRole('dialog', { name: 'Let the guest know' });
  await expect(mail.getByLabel('Body')).toHaveValue(new RegExp(`^Dear Anil Varma ${id},`));
  await mail.getByLabel('Body').fill(`Dear Anil,\n\nWe had to close the kitchen that evening. ${id}`);
  await mail.getByRole('button', { name: 'Send email' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Cancellation email to ${email} queued` })).toBeVisible();

  const listed = await request.get(`/api/emails?to=${encodeURIComponent(email)}`, {
    headers: await adminHeaders(request),
  });
  const kinds = ((await listed.json()) as { emails: { kind: string; text: string }[] }).emails;
  expect(kinds.map((e) => e.kind)).toEqual(['booking-cancelled', 'booking-received']);
  expect(kinds[0].text).toContain(`We had to close the kitchen that evening. ${id}`);
});
