import { expect, test } from '@playwright/test';
import { adminHeaders, farDate } from './support/admin-api';
import { asNewClient } from './support/client-ip';
import { tablesOf, withTables } from './support/room-api';

// Issue 28: 300 guests at once across an evening, parties of 1 to 8, on the demo room (14 tables,
// two combinations) and 12 tables more.
const SLOTS = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];
const ATTEMPTS = 300;
const IN_FLIGHT = 30;
const RESET_MINUTES = 15;
const EXTRA = [...tablesOf(4, 2, 'r'), ...tablesOf(4, 4, 'r'), ...tablesOf(2, 6, 'r'), ...tablesOf(2, 8, 'r')];

type Booked = {
  _id: string;
  time: string;
  endsAt: string;
  guests: number;
  status: string;
  createdAt: string;
  tables: { id: string }[];
};
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
/** A stay in minutes of the evening; an end past midnight counts on from 24:00. */
const stayOf = (b: Booked) => {
  const start = minutes(b.time);
  const end = minutes(b.endsAt);
  return { start, end: end < start ? end + 1440 : end };
};
// Party sizes from a fixed sequence, so a failure can be replayed.
const partyOf = (i: number) => 1 + ((i * 7919) % 8);

test('300 parallel bookings never put two overlapping parties on one table nor more guests than seats', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const auth = await adminHeaders(request);
  const date = farDate(85);
  // Pacing generous: the tables decide who gets in.
  const day = await request.post('/api/schedule/update', {
    headers: auth,
    data: { date, isOpen: true, timeSlots: SLOTS.map((time) => ({ time, maxReservations: 50 })) },
  });
  expect(day.ok()).toBe(true);

  await withTables(request, auth, EXTRA, date, async (room) => {
    expect(room.resetMinutes).toBe(RESET_MINUTES);
    const ROOM = room.tables.filter((t) => t.active);
    const SEATS = ROOM.reduce((sum, t) => sum + t.maxCovers, 0);
    type Attempt = { checkedAt: number; availableBefore: boolean; status: number; answeredAt: number };
    const attempts: Attempt[] = [];
    let next = 0;
    async function guest() {
      while (next < ATTEMPTS) {
        const i = next++;
        const time = SLOTS[i % SLOTS.length];
        const guests = partyOf(i);
        const headers = asNewClient();
        const checkedAt = Date.now();
        const check = await request.get(`/api/schedule/check-availability?date=${date}&time=${time}&guests=${guests}`, {
          headers,
        });
        const { available } = (await check.json()) as { available: boolean };
        const res = await request.post('/api/reservations/book', {
          headers,
          data: { name: `Room Guest ${i}`, email: `room${i}@example.org`, phone: '+49 30 5550000', date, time, guests },
        });
        attempts.push({ checkedAt, availableBefore: available, status: res.status(), answeredAt: Date.now() });
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, guest));

    expect(attempts).toHaveLength(ATTEMPTS);
    expect(attempts.filter((a) => a.status !== 201 && a.status !== 409)).toEqual([]);
    const dayList = await request.get(`/api/reservations/day?date=${date}`, { headers: auth });
    const booked = ((await dayList.json()) as { reservations: Booked[] }).reservations.filter(
      (b) => b.status === 'pending',
    );
    expect(booked.length).toBe(attempts.filter((a) => a.status === 201).length);

    // No table holds two stays that overlap, reset included.
    for (const table of ROOM) {
      const stays = booked
        .filter((b) => b.tables.some((t) => t.id === table.id))
        .map(stayOf)
        .sort((a, b) => a.start - b.start);
      for (let k = 1; k < stays.length; k++)
        expect(stays[k].start, `${table.name} holds two stays at once`).toBeGreaterThanOrEqual(
          stays[k - 1].end + RESET_MINUTES,
        );
    }
    // Every party holds a table or a combination (none is larger than the 8-seat tables), and seats enough.
    for (const b of booked) {
      const seats = b.tables.reduce((sum, t) => sum + (ROOM.find((r) => r.id === t.id)?.maxCovers ?? 0), 0);
      expect(seats, `${b._id} seats its party`).toBeGreaterThanOrEqual(b.guests);
    }
    // At no minute of the evening are more guests seated than the room has seats.
    for (let minute = minutes(SLOTS[0]); minute < minutes('24:00') + 180; minute++) {
      const seated = booked.filter((b) => stayOf(b).start <= minute && minute < stayOf(b).end);
      expect(seated.reduce((sum, b) => sum + b.guests, 0)).toBeLessThanOrEqual(SEATS);
    }

    // The race happened: guests told "available" lost their table to someone faster…
    const lost = attempts.filter((a) => a.availableBefore && a.status === 409);
    expect(lost.length).toBeGreaterThan(0);
    // …and each of them to a booking made between their check and their answer (the check may be
    // up to the public cache's second behind the bookings).
    const madeAt = booked.map((b) => Date.parse(b.createdAt));
    for (const a of lost) expect(madeAt.some((t) => t >= a.checkedAt - 1000 && t <= a.answeredAt)).toBe(true);
    // The room filled: more parties than tables came in over the evening, and some were turned away.
    expect(booked.length).toBeGreaterThan(ROOM.length);
    expect(attempts.some((a) => a.status === 409)).toBe(true);
  });
});
