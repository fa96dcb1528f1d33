import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, bookingBody, clearTables, insertScheduleDay, login, rows } from '../../test/helpers';
import { tablesOf, useRoom } from '../../test/room';

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);

const book = (body: Record<string, unknown>) => api('POST', '/api/reservations/book', { body: bookingBody(body) });
const staffBook = (body: Record<string, unknown>) =>
  api('POST', '/api/reservations/staff-book', {
    token,
    body: { name: 'Phone guest', phone: '+49 30 555000', source: 'phone', ...body },
  });
const timesOf = async (date: string, guests: number) =>
  (await api('GET', `/api/schedule/availability?date=${date}&guests=${guests}`)).json.times.map(
    (t: { time: string; available: boolean }) => `${t.time}${t.available ? '' : ' taken'}`,
  );

describe('a stay holds its table until its end plus the reset', () => {
  it('refuses a start inside the stay or its reset, on either side, and takes one just outside', async () => {
    await useRoom({ tables: [{ id: 't1', max: 2 }], stays: [[1, 20, 90]], resetMinutes: 15 });
    const date = berlinDay(5);
    const times = ['17:00', '17:15', '17:30', '19:00', '20:30', '20:45'];
    await insertScheduleDay(
      date,
      true,
      times.map((time) => ({ time, maxReservations: 10 })),
    );
    const first = await book({ date, time: '19:00' });
    expect(first.status).toBe(201);
    expect(first.json.reservation.endsAt).toBe('20:30');
    expect(await tablesOf(first.json.reservation._id)).toEqual(['t1']);
    // 17:15 + 90 min + 15 min reset ends at 19:00 exactly: free. 17:30 overlaps, as do 20:30 (19:00's reset) and 17:00 is free.
    expect(await timesOf(date, 2)).toEqual(['17:00', '17:15', '17:30 taken', '19:00 taken', '20:30 taken', '20:45']);
    expect((await book({ date, time: '20:30' })).status).toBe(409);
    expect((await book({ date, time: '17:30' })).status).toBe(409);
    expect((await book({ date, time: '20:45' })).status).toBe(201);
    expect((await book({ date, time: '17:15' })).status).toBe(201);
  });

  it('lasts as long as the band of the party size says', async () => {
    await useRoom({
      tables: [{ id: 't1', max: 8 }],
      stays: [
        [1, 2, 90],
        [3, 4, 120],
        [5, 20, 180],
      ],
    });
    const ends = [];
    for (const [guests, day] of [
      [2, 6],
      [4, 7],
      [7, 8],
    ]) {
      const res = await book({ date: berlinDay(day), time: '19:00', guests });
      ends.push(res.json.reservation.endsAt);
    }
    expect(ends).toEqual(['20:30', '21:00', '22:00']);
  });
});

describe('the nights the clocks change (Berlin)', () => {
  it('a stay lasts its real minutes across the hour the clocks skip or repeat', async () => {
    await useRoom({ tables: [{ id: 't1', max: 2 }], stays: [[1, 20, 90]] });
    const spring = '2027-03-28';
    await insertScheduleDay(spring, true, [
      { time: '01:30', maxReservations: 5 },
      { time: '03:30', maxReservations: 5 },
      { time: '04:15', maxReservations: 5 },
    ]);
    const night = await staffBook({ date: spring, time: '01:30', guests: 2 });
    // 01:30 winter time plus 90 minutes is 04:00 summer time: the hour from 02:00 does not exist.
    expect(night.json.reservation.endsAt).toBe('04:00');
    expect((await staffBook({ date: spring, time: '03:30', guests: 2 })).status).toBe(409);
    expect((await staffBook({ date: spring, time: '04:15', guests: 2 })).status).toBe(201);

    const autumn = '2027-10-31';
    await insertScheduleDay(autumn, true, [{ time: '01:30', maxReservations: 5 }]);
    // 01:30 summer time plus 90 minutes is 02:00 winter time: the hour from 02:00 comes twice.
    expect((await staffBook({ date: autumn, time: '01:30', guests: 2 })).json.reservation.endsAt).toBe('02:00');
  });
});

describe('combinations and their members', () => {
  const room = {
    tables: [
      { id: 'a', max: 4 },
      { id: 'b', max: 4 },
    ],
    combinations: [{ id: 'ab', tables: ['a', 'b'], min: 5, max: 8 }],
  };

  it('a combination booking holds every member, so neither is offered alone', async () => {
    await useRoom(room);
    const date = berlinDay(9);
    const six = await book({ date, time: '19:00', guests: 6 });
    expect(six.status).toBe(201);
    expect(await tablesOf(six.json.reservation._id)).toEqual(['a', 'b']);
    expect((await book({ date, time: '19:00', guests: 2 })).status).toBe(409);
    expect(await timesOf(date, 2)).toContain('19:00 taken');
  });

  it('a member booked alone makes the combination unavailable, and the other member stays bookable', async () => {
    await useRoom(room);
    const date = berlinDay(10);
    const two = await book({ date, time: '19:00', guests: 2 });
    expect(await tablesOf(two.json.reservation._id)).toEqual(['a']);
    expect((await book({ date, time: '19:00', guests: 6 })).status).toBe(409);
    const three = await book({ date, time: '19:00', guests: 3 });
    expect(await tablesOf(three.json.reservation._id)).toEqual(['b']);
  });

  it('seats a party at the smallest fitting table before a combination', async () => {
    await useRoom({
      tables: [
        { id: 'big', max: 8 },
        { id: 'a', max: 4 },
        { id: 'b', max: 4 },
        { id: 'two', max: 2 },
      ],
      combinations: [{ id: 'ab', tables: ['a', 'b'], min: 5, max: 8 }],
    });
    const date = berlinDay(11);
    const seated = [];
    for (const guests of [2, 3, 6, 6]) {
      const res = await book({ date, time: '19:00', guests });
      seated.push(res.status === 201 ? (await tablesOf(res.json.reservation._id)).join('+') : res.status);
    }
    // The second six would need A + B, and A is taken.
    expect(seated).toEqual(['two', 'a', 'big', 409]);
  });
});

describe('pacing: what may start in a slot', () => {
  it('counts parties and, when the slot sets it, covers', async () => {
    await useRoom({ tables: Array.from({ length: 6 }, (_, i) => ({ id: `t${i}`, max: 4 })) });
    const date = berlinDay(12);
    await insertScheduleDay(date, true, [{ time: '19:00', maxReservations: 3, maxCovers: 8 }]);
    expect((await book({ date, time: '19:00', guests: 4 })).status).toBe(201);
    expect((await book({ date, time: '19:00', guests: 4 })).status).toBe(201);
    // 8 covers start at 19:00: a party of 1 would make 9.
    expect((await book({ date, time: '19:00', guests: 1 })).status).toBe(409);
    expect(await timesOf(date, 1)).toEqual(['19:00 taken']);
  });

  it('a party larger than any table guests can book is a request, seated by hand', async () => {
    await useRoom({ tables: [{ id: 'a', max: 4 }] });
    const date = berlinDay(13);
    const listed = await api('GET', `/api/schedule/availability?date=${date}&guests=10`);
    expect(listed.json.request).toBe(true);
    const res = await book({ date, time: '19:00', guests: 10 });
    expect(res.status).toBe(201);
    expect(res.json.reservation.seating).toBe('request');
    expect(await tablesOf(res.json.reservation._id)).toEqual([]);
  });

  it('"More than 10" is a request even when a combination could seat it; staff may still seat it', async () => {
    await useRoom({
      tables: [
        { id: 'a', max: 6 },
        { id: 'b', max: 6 },
      ],
      combinations: [{ id: 'ab', tables: ['a', 'b'], min: 7, max: 12 }],
    });
    const date = berlinDay(15);
    expect((await api('GET', `/api/schedule/availability?date=${date}&guests=10`)).json.request).toBe(false);
    expect((await api('GET', `/api/schedule/availability?date=${date}&guests=11`)).json.request).toBe(true);
    const online = await book({ date, time: '19:00', guests: 11 });
    expect(online.json.reservation.seating).toBe('request');
    expect(await tablesOf(online.json.reservation._id)).toEqual([]);
    const phoned = await staffBook({ date, time: '21:00', guests: 11 });
    expect(await tablesOf(phoned.json.reservation._id)).toEqual(['a', 'b']);
  });
});

describe('staff move bookings between tables', () => {
  it('refuses a taken table with the clash, moves over capacity when confirmed, and audits', async () => {
    await useRoom({
      tables: [
        { id: 'a', max: 4 },
        { id: 'b', max: 4 },
        { id: 'c', max: 2 },
      ],
    });
    const date = berlinDay(14);
    const first = await staffBook({ date, time: '19:00', guests: 4 });
    const second = await staffBook({ date, time: '19:30', guests: 4 });
    expect(await tablesOf(first.json.reservation._id)).toEqual(['a']);
    expect(await tablesOf(second.json.reservation._id)).toEqual(['b']);
    const id = second.json.reservation._id;
    const move = (body: Record<string, unknown>) => api('POST', `/api/reservations/${id}/tables`, { token, body });
    expect(await move({ tableIds: ['a'] })).toMatchObject({
      status: 409,
      json: {
        error: 'A is taken 19:00–21:00 by another booking. Confirm "over capacity" to seat them anyway.',
        clash: true,
      },
    });
    expect(await move({ tableIds: ['c'] })).toMatchObject({
      status: 409,
      json: { error: 'C seats at most 2, the party is 4. Confirm "over capacity" to seat them anyway.' },
    });
    expect(await move({ tableIds: ['zz'] })).toMatchObject({ status: 400, json: { error: 'No active table zz' } });
    expect(await tablesOf(id)).toEqual(['b']);
    const over = await move({ tableIds: ['a'], overCapacity: true });
    expect(over.status).toBe(200);
    expect(over.json.reservation).toMatchObject({ overCapacity: true, tables: [{ id: 'a', name: 'A' }] });
    const [entry] = await rows<{ detail: string }>(
      "SELECT detail FROM audit_log WHERE action = 'reservation.tables-moved' AND target_id = ?",
      id,
    );
    expect(JSON.parse(entry.detail)).toEqual({ from: ['b'], to: ['a'], overCapacity: true });
  });

  it('an edit to a larger party moves it to a table that seats it', async () => {
    await useRoom({
      tables: [
        { id: 'two', max: 2 },
        { id: 'six', max: 6 },
      ],
    });
    const booked = await staffBook({ date: berlinDay(15), time: '19:00', guests: 2 });
    const id = booked.json.reservation._id;
    expect(await tablesOf(id)).toEqual(['two']);
    const edited = await api('PATCH', `/api/reservations/${id}`, { token, body: { guests: 5 } });
    expect(edited.status).toBe(200);
    expect(edited.json.reservation).toMatchObject({ guests: 5, endsAt: '21:30', tables: [{ id: 'six' }] });
  });

  it('staff lengthen a stay only while its table stays free (reset included), and shorten it to free the table', async () => {
    await useRoom({ tables: [{ id: 'a', max: 2 }] });
    const date = berlinDay(16);
    // 18:00 for two: 90 minutes, so the table is free again from 19:45 with the 15-minute reset.
    const first = await staffBook({ date, time: '18:00', guests: 2 });
    const id = first.json.reservation._id;
    expect(first.json.reservation).toMatchObject({ endsAt: '19:30', stayMinutes: 90 });
    const next = await staffBook({ date, time: '20:00', guests: 2 });
    expect(next.status).toBe(201);
    const edit = (body: Record<string, unknown>) => api('PATCH', `/api/reservations/${id}`, { token, body });

    expect((await edit({ stayMinutes: 120 })).status).toBe(409);
    expect((await edit({ stayMinutes: 100 })).json.error).toBe('Stay must be 30 to 360 minutes, in steps of 15');
    const longer = await edit({ stayMinutes: 105 });
    expect(longer.status).toBe(200);
    expect(longer.json.reservation).toMatchObject({ endsAt: '19:45', stayMinutes: 105, tables: [{ id: 'a' }] });
    const shorter = await edit({ stayMinutes: 60 });
    expect(shorter.json.reservation).toMatchObject({ endsAt: '19:00', stayMinutes: 60 });
    // A move keeps the length staff gave it: with its band's 90 minutes it would run into 20:00.
    const moved = await edit({ time: '18:30' });
    expect(moved.status).toBe(200);
    expect(moved.json.reservation).toMatchObject({ time: '18:30', endsAt: '19:30', stayMinutes: 60 });
    const [entry] = await rows<{ detail: string }>(
      "SELECT detail FROM audit_log WHERE action = 'reservation.edited' AND target_id = ? ORDER BY id LIMIT 1",
      id,
    );
    expect(JSON.parse(entry.detail)).toMatchObject({
      changed: ['stay'],
      from: { stayMinutes: 90 },
      to: { stayMinutes: 105 },
    });
  });
});
