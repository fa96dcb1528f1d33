import { expect, test, type Page } from '@playwright/test';
import { BOOKING_MESSAGES, RESERVATION_MESSAGES as M } from '../shared/messages';
import { adminHeaders, farDate } from './support/admin-api';
import { asNewClient } from './support/client-ip';
import { waitUntilFormLive } from './support/live';

// Each journey picks its own day from ten (all within the 90-day window), so reruns against a
// reused server rarely collide.
const dayIn = (from: number) => farDate(from + Math.floor(Math.random() * 10));
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

async function fillGuest(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Priya Raman');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+49 30 1234567');
}

test('a guest books a table end to end, and the reservation exists', async ({ page, request }) => {
  const date = dayIn(61);
  const email = `booker-${unique()}@example.org`;
  await page.goto('/reserve');
  await fillGuest(page, email);
  await page.getByLabel('Date').fill(date);
  // Issue 28: the date's times are radios once the form is awake, a full one marked.
  await page.getByRole('radio', { name: '19:30' }).check();
  await page.getByLabel('Number of guests').selectOption('4');
  await page.getByLabel('Occasion').selectOption('Birthday');
  await page.getByLabel('Special requests').fill('A high chair, please');
  await page.getByRole('button', { name: 'Request Reservation' }).click();

  await expect(page.getByText(BOOKING_MESSAGES.success)).toBeVisible();
  // §4: the form resets, guests back to 2.
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByLabel('Number of guests')).toHaveValue('2');

  const res = await request.get('/api/reservations/all?lastNumHours=1&status=pending', {
    headers: await adminHeaders(request),
  });
  const rows = (await res.json()) as { email: string; date: string; time: string; guests: number; occasion: string }[];
  expect(rows.find((r) => r.email === email)).toMatchObject({ date, time: '19:30', guests: 4, occasion: 'Birthday' });
});

test('a closed date empties the time list and says so', async ({ page, request }) => {
  const date = dayIn(76);
  const closed = await request.post('/api/schedule/update', {
    headers: await adminHeaders(request),
    data: { date, isOpen: false, timeSlots: [], specialNote: '' },
  });
  expect(closed.ok()).toBe(true);

  await page.goto('/reserve');
  await page.getByLabel('Date').fill(date);
  await expect(page.getByText(BOOKING_MESSAGES.closedDate)).toBeVisible();
  await expect(page.getByLabel('Time').locator('option')).toHaveCount(1);
  await expect(page.getByLabel('Time')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Request Reservation' })).toBeDisabled();

  // Another (open) day brings the times back.
  await page.getByLabel('Date').fill(farDate(86));
  await expect(page.getByText(BOOKING_MESSAGES.closedDate)).toBeHidden();
  await expect(page.getByRole('radio', { name: '18:00' })).toBeEnabled();
});

test('a slot that fills after the guest chose it shows the not-available message and books nothing', async ({
  page,
  request,
}) => {
  // Issue 28: a slot full before the guest chooses is shown as taken and cannot be picked (see
  // reserve-availability.spec.ts), so the guest here chooses 20:00 while it is free and another
  // booking takes it before they press the button: the booking's own check still refuses it.
  const date = dayIn(46);
  const auth = await adminHeaders(request);
  const setup = await request.post('/api/schedule/update', {
    headers: auth,
    data: { date, isOpen: true, timeSlots: [{ time: '20:00', maxReservations: 1, available: true }] },
  });
  expect(setup.ok()).toBe(true);

  const email = `late-${unique()}@example.org`;
  await page.goto('/reserve');
  await fillGuest(page, email);
  await page.getByLabel('Date').fill(date);
  await page.getByRole('radio', { name: '20:00' }).check();
  const first = await request.post('/api/reservations/book', {
    headers: asNewClient(),
    data: {
      name: 'First Guest',
      email: `first-${unique()}@example.org`,
      phone: '+49 30 7654321',
      date,
      time: '20:00',
      guests: 2,
    },
  });
  expect(first.status()).toBe(201);
  await page.getByRole('button', { name: 'Request Reservation' }).click();
  await expect(page.getByText(BOOKING_MESSAGES.slotUnavailable('This time slot is fully booked'))).toBeVisible();

  const rows = (await (await request.get('/api/reservations/all?lastNumHours=1', { headers: auth })).json()) as {
    email: string;
  }[];
  expect(rows.some((r) => r.email === email)).toBe(false);
});

test('each validation message appears only after its field was touched', async ({ page }) => {
  await page.goto('/reserve');
  const form = page.locator('form');
  const error = (text: string) => form.getByText(text, { exact: true });
  // A field says what is wrong with it once React has come, on the guest's first touch (decision 033).
  await waitUntilFormLive(page);

  // Nothing is said before a field is touched.
  await page.getByLabel('Full name').focus();
  await expect(error(M.nameRequired)).toBeHidden();
  await page.getByLabel('Email').focus(); // blurs the name
  await expect(error(M.nameRequired)).toBeVisible();
  await expect(error(M.emailRequired)).toBeHidden();

  await page.getByLabel('Full name').fill('A');
  await expect(error(M.nameMin)).toBeVisible();
  await page.getByLabel('Full name').fill('A'.repeat(51));
  await expect(error(M.nameMax)).toBeVisible();
  await page.getByLabel('Full name').fill('Arjun Nair');
  await expect(error(M.nameMax)).toBeHidden();

  await page.getByLabel('Phone').focus(); // blurs the email
  await expect(error(M.emailRequired)).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await expect(error(M.emailInvalid)).toBeVisible();

  await page.getByLabel('Date').focus(); // blurs the phone
  await expect(error(M.phoneRequired)).toBeVisible();
  await page.getByLabel('Phone').fill('call me');
  await expect(error(M.phoneInvalid)).toBeVisible();

  await page.getByLabel('Date').fill('2020-01-01');
  await page.getByLabel('Date').blur();
  await expect(error(M.datePast)).toBeVisible();
  await page.getByLabel('Date').fill('');
  await page.getByLabel('Date').blur();
  await expect(error(M.dateRequired)).toBeVisible();

  await page.getByLabel('Special requests').fill('x'.repeat(501));
  await expect(error(M.specialRequestsMax)).toBeHidden();
  await page.getByLabel('Special requests').blur();
  await expect(error(M.specialRequestsMax)).toBeVisible();

  // The time is checked on submit, with everything else.
  await expect(error(M.timeRequired)).toBeHidden();
  await page.getByRole('button', { name: 'Request Reservation' }).click();
  await expect(error(M.timeRequired)).toBeVisible();
});
