import { expect, type APIRequestContext } from '@playwright/test';
import { adminHeaders, farDate } from './admin-api';
import { book, openDayWithDefaults, runId, setReservationStatus } from './admin-fixtures';
import { asNewClient } from './client-ip';
import { inbox } from './inbox';

export type DataRequestType = 'access' | 'deletion';
type OutboxEmail = { kind: string; subject: string; text: string };

/** Every email the outbox holds for one address, newest first, as staff see it (admin API). */
export async function emailsTo(request: APIRequestContext, address: string): Promise<OutboxEmail[]> {
  const res = await request.get(`/api/emails?to=${encodeURIComponent(address)}`, {
    headers: await adminHeaders(request),
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { emails: OutboxEmail[] }).emails;
}

/**
 * The confirmation link of the newest data-request email of `type` to `address`, as path and
 * query (the email's origin is the server's own), from the guest's inbox. Its subject tells access from deletion.
 */
export function emailedDataLink(address: string, type: DataRequestType) {
  const subject = type === 'deletion' ? /^Delete your data at / : /^Your data at /;
  const email = inbox(address).find((e) => e.kind === 'data-request' && subject.test(e.subject));
  expect(email, `a ${type} data-request email to ${address}`).toBeDefined();
  const link = new URL(email!.text.match(/https?:\/\/\S+\/data-request\/confirm\?token=[\w.-]+/)![0]);
  return `${link.pathname}${link.search}`;
}

/** Asks for a link through the public API, as the form does, and returns the emailed link. */
export async function requestDataLink(request: APIRequestContext, address: string, type: DataRequestType) {
  const res = await request.post('/api/user-data/request', { headers: asNewClient(), data: { email: address, type } });
  expect(res.status(), await res.text()).toBe(202);
  return emailedDataLink(address, type);
}

type Dish = { _id: string; name: string; price: number };
type PlacedOrder = { _id: string; totalAmount: number; createdAt: string };

/**
 * A guest who booked through the public API at 18:30 for three, whose booking staff confirmed,
 * with one order (two of the first dish) of each status given. `first` and `domain` make the
 * name and address: "Meera Iyer <run>", meera.<run>@example.org.
 */
export async function guestWithBooking(
  request: APIRequestContext,
  orders: ('pending' | 'paid')[],
  guest: { first: string; last: string; domain: string },
) {
  const id = runId();
  const email = `${guest.first.toLowerCase()}.${id}@${guest.domain}`;
  const name = `${guest.first} ${guest.last} ${id}`;
  const date = farDate(40 + Math.floor(Math.random() * 30));
  await openDayWithDefaults(request, date);
  const booking = await book(request, { name, email, date, time: '18:30', guests: 3 });
  await setReservationStatus(request, booking._id, 'confirmed');
  const [dish] = (await (await request.get('/api/menu/available')).json()) as Dish[];
  const headers = await adminHeaders(request);
  const placed: PlacedOrder[] = [];
  for (const status of orders) {
    const res = await request.post('/api/orders/place', {
      headers,
      data: {
        customerName: name,
        customerEmail: email,
        reservationId: booking._id,
        status,
        items: [{ menuItemId: dish._id, quantity: 2 }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    placed.push(((await res.json()) as { order: PlacedOrder }).order);
  }
  return { id, email, name, date, booking, dish, orders: placed };
}
