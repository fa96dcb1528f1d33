import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, adminHeaders } from './admin-api';
import { asNewClient } from './client-ip';
import { addDays, berlinToday } from '../../shared/berlin-time';
import { isoWeekday } from '../../shared/weekly-hours';

/** A suffix that keeps names unique when a local run reuses a server (and its D1). */
export const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Signs the page's browser context in through the API: the cookies land in its jar. */
export async function signInPage(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: ADMIN, headers: asNewClient() });
  expect(res.ok()).toBe(true);
}

type Booking = { name: string; date: string; time?: string; guests?: number; email?: string; specialRequests?: string };
export type BookedReservation = { _id: string; name: string; email: string; date: string; time: string };

/** Books as a guest would, through the public endpoint. */
export async function book(request: APIRequestContext, b: Booking): Promise<BookedReservation> {
  const res = await request.post('/api/reservations/book', {
    headers: asNewClient(),
    data: {
      name: b.name,
      email: b.email ?? 'guest.e2e@example.com',
      phone: '+49 30 1234567',
      date: b.date,
      time: b.time ?? '19:00',
      guests: b.guests ?? 2,
      occasion: 'Birthday',
      specialRequests: b.specialRequests ?? '',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { reservation: BookedReservation }).reservation;
}

export async function setReservationStatus(
  request: APIRequestContext,
  reservationId: string,
  status: 'confirmed' | 'cancelled',
) {
  const res = await request.post('/api/reservations/update-status', {
    headers: await adminHeaders(request),
    data: { reservationId, status },
  });
  expect(res.ok()).toBe(true);
}

/**
 * The spec's default slots (18:00-23:30): the demo's weekly hours on a weekday (issue 29; weekends
 * add lunch), read for the coming Monday.
 */
export async function weekdayDefaultSlots<Slot = unknown>(request: APIRequestContext): Promise<Slot[]> {
  const monday = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(berlinToday(), n)).find((d) => isoWeekday(d) === 1);
  return ((await (await request.get(`/api/schedule/default?date=${monday}`)).json()) as { timeSlots: Slot[] })
    .timeSlots;
}

/** Opens a day with the default slots, so bookings on it are deterministic whatever the seed holds. */
export async function openDayWithDefaults(request: APIRequestContext, date: string) {
  const headers = await adminHeaders(request);
  const timeSlots = await weekdayDefaultSlots(request);
  const res = await request.post('/api/schedule/update', {
    headers,
    data: { date, isOpen: true, timeSlots, specialNote: '' },
  });
  expect(res.ok()).toBe(true);
}

export async function createMenuItem(request: APIRequestContext, name: string, priceCents: number) {
  const res = await request.post('/api/menu', {
    headers: await adminHeaders(request),
    data: {
      name,
      description: 'A dish made for the end-to-end tests.',
      price: priceCents,
      image: '/images/dishes/masala-dosa.svg',
      category: 'main',
      dietary: ['vegetarian'],
      allergens: ['gluten:wheat', 'mustard'], // a published dish declares them (issue 30)
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { item: { _id: string } }).item;
}

export async function createBanner(request: APIRequestContext, title: string) {
  const res = await request.post('/api/banners', {
    headers: await adminHeaders(request),
    data: {
      title,
      description: 'A banner made for the end-to-end tests.',
      image: '/images/banners/dosa-sundays.svg',
      active: true,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { banner: { _id: string } }).banner;
}

/** Fails the test if any script opens a browser dialog: stored XSS would show up as one. */
export function failOnScriptDialogs(page: Page) {
  page.on('dialog', async (dialog) => {
    await dialog.dismiss();
    throw new Error(`A script opened a ${dialog.type()} dialog: ${dialog.message()}`);
  });
}
