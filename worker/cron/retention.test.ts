import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../index';
import { clearTables, rows } from '../test/helpers';
import { insertOrder } from '../test/data-requests';
import { fingerprint } from '../fuzz/fingerprint';

/**
 * Runs the Worker's nightly trigger as Cloudflare would and returns what the job logged about
 * retention, the operator's only view of it.
 */
async function runCron(scheduledTime: string) {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: new Date(scheduledTime), cron: '30 1 * * *' }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const line = log.mock.calls
    .map(([text]) => JSON.parse(String(text)))
    .find((entry) => entry.job === 'nightly-cleanup');
  log.mockRestore();
  return line.retention;
}

const booking = (id: string, date: string) =>
  env.DB.prepare(
    `INSERT INTO reservations (id, name, email, phone, date, time, guests, occasion, special_requests, status, created_at)
    VALUES (?, 'Meera Pillai', 'meera@example.com', '+49 30 7654321', ?, '19:30', 4, 'Birthday', 'Peanut allergy', 'confirmed', 0)`,
  ).bind(id, date);
const email = (id: string, createdAt: number, reservationId: string | null = null) =>
  env.DB.prepare(
    `INSERT INTO email_outbox (id, kind, recipient, subject, text_body, html_body, reservation_id, status, created_at)
    VALUES (?, 'booking-new-staff', 'hello@kovalam.example', 'New booking', 'Meera Pillai, +49 30 7654321', '<p>Meera</p>', ?, 'sent', ?)`,
  ).bind(id, reservationId, createdAt);
const ms = (iso: string) => Date.parse(iso);

const bookings = () =>
  rows(
    'SELECT id, name, email, phone, special_requests, date, time, guests, occasion, status FROM reservations ORDER BY id',
  );
const orderRows = () =>
  rows('SELECT id, customer_name, customer_email, total_cents, status, created_at FROM orders ORDER BY id');
const emailIds = async () => (await rows<{ id: string }>('SELECT id FROM email_outbox ORDER BY id')).map((r) => r.id);
const named = (id: string, date: string) => ({
  id,
  name: 'Meera Pillai',
  email: 'meera@example.com',
  phone: '+49 30 7654321',
  special_requests: 'Peanut allergy',
  date,
  time: '19:30',
  guests: 4,
  occasion: 'Birthday',
  status: 'confirmed',
});
const anonymous = (id: string, date: string) => ({
  ...named(id, date),
  name: '',
  email: '',
  phone: '',
  special_requests: '',
});

beforeEach(clearTables);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('nightly retention: 180 days, counted in Berlin days', () => {
  // 01:30 UTC on 10 May 2027 is 03:30 CEST: Berlin's today is 10 May; 180 days before is 11 Nov 2026,
  // whose Berlin midnight (CET) is 2026-11-10T23:00Z.
  const AT = '2027-05-10T01:30:00Z';
  const CUTOFF = ms('2026-11-10T23:00:00Z');

  beforeEach(async () => {
    await env.DB.batch([booking('kept', '2026-11-11'), booking('old', '2026-11-10'), booking('older', '2026-06-01')]);
    // A late order at the old booking, entered after the cutoff instant: it follows its booking.
    await insertOrder({
      id: 'o-old',
      email: 'meera@example.com',
      reservationId: 'old',
      createdAt: CUTOFF + 3_600_000,
      lines: [['Masala Dosa', 1250, 2]],
    });
    await insertOrder({
      id: 'o-kept',
      email: 'meera@example.com',
      reservationId: 'kept',
      createdAt: CUTOFF + 3_600_000,
      lines: [['Filter Coffee', 350, 1]],
    });
    // Orders without a booking follow their own time.
    await insertOrder({
      id: 'o-before',
      email: 'walkin@example.com',
      createdAt: CUTOFF - 1,
      lines: [['Medu Vada', 450, 1]],
    });
    await insertOrder({ id: 'o-at', email: 'walkin@example.com', createdAt: CUTOFF, lines: [['Medu Vada', 450, 1]] });
    await env.DB.batch([
      email('e-before', CUTOFF - 1),
      email('e-at', CUTOFF),
      email('e-old-booking', CUTOFF + 86_400_000, 'old'),
      email('e-kept-booking', CUTOFF, 'kept'),
      env.DB.prepare('INSERT INTO used_tokens (jti, expires_at) VALUES (?, ?), (?, ?)').bind(
        'spent-expired',
        ms(AT) - 1,
        'spent-live',
        ms(AT) + 60_000,
      ),
    ]);
  });

  it('keeps the cutoff day and strips the days before it of name, email, phone and requests, keeping date, party and status', async () => {
    expect(await runCron(AT)).toEqual({
      cutoffDate: '2026-11-11',
      reservationsAnonymised: 2,
      ordersAnonymised: 2,
      emailsDeleted: 2,
      guestNotesDeleted: 0,
    });
    expect(await bookings()).toEqual([
      named('kept', '2026-11-11'),
      anonymous('old', '2026-11-10'),
      anonymous('older', '2026-06-01'),
    ]);
  });

  it('orders follow their booking, or without one their own Berlin time; amounts and lines stay', async () => {
    const lines = await rows('SELECT * FROM order_lines ORDER BY order_id, line_no');
    await runCron(AT);
    expect(await orderRows()).toEqual([
      {
        id: 'o-at',
        customer_name: 'Meera',
        customer_email: 'walkin@example.com',
        total_cents: 450,
        status: 'paid',
        created_at: CUTOFF,
      },
      {
        id: 'o-before',
        customer_name: '',
        customer_email: '',
        total_cents: 450,
        status: 'paid',
        created_at: CUTOFF - 1,
      },
      {
        id: 'o-kept',
        customer_name: 'Meera',
        customer_email: 'meera@example.com',
        total_cents: 350,
        status: 'paid',
        created_at: CUTOFF + 3_600_000,
      },
      {
        id: 'o-old',
        customer_name: '',
        customer_email: '',
        total_cents: 2500,
        status: 'paid',
        created_at: CUTOFF + 3_600_000,
      },
    ]);
    expect(await rows('SELECT * FROM order_lines ORDER BY order_id, line_no')).toEqual(lines);
  });

  it('deletes emails older than the cutoff and every email about an old booking, and spent links that have expired', async () => {
    await runCron(AT);
    expect(await emailIds()).toEqual(['e-at', 'e-kept-booking']);
    expect(await rows('SELECT jti FROM used_tokens')).toEqual([{ jti: 'spent-live' }]);
  });

  it('a second run changes nothing and reports nothing done', async () => {
    await runCron(AT);
    const after = await fingerprint();
    expect(await runCron(AT)).toEqual({
      cutoffDate: '2026-11-11',
      reservationsAnonymised: 0,
      ordersAnonymised: 0,
      emailsDeleted: 0,
      guestNotesDeleted: 0,
    });
    expect(await fingerprint()).toEqual(after);
  });

  it('the next night the cutoff day goes too', async () => {
    await runCron(AT);
    expect(await runCron('2027-05-11T01:30:00Z')).toMatchObject({
      cutoffDate: '2026-11-12',
      reservationsAnonymised: 1,
      emailsDeleted: 2,
    });
    expect(await bookings()).toEqual([
      anonymous('kept', '2026-11-11'),
      anonymous('old', '2026-11-10'),
      anonymous('older', '2026-06-01'),
    ]);
    expect(await emailIds()).toEqual([]);
  });
});

describe('the cutoff across daylight-saving changes (worked out by hand)', () => {
  it.each([
    // 28 Mar 2027, clocks forward at 01:00Z: the trigger is 03:30 CEST on the 28th. 180 days back: 29 Sep 2026 (CEST, midnight 22:00Z).
    ['2027-03-28T01:30:00Z', '2026-09-29', '2026-09-28T22:00:00Z'],
    // 00:30 CET on 28 Mar 2027 in Berlin, still the 27th in UTC: Berlin's day counts.
    ['2027-03-27T23:30:00Z', '2026-09-29', '2026-09-28T22:00:00Z'],
    // 31 Oct 2027, clocks back at 01:00Z: the trigger is 02:30 CET on the 31st. 180 days back: 4 May 2027 (CEST).
    ['2027-10-31T01:30:00Z', '2027-05-04', '2027-05-03T22:00:00Z'],
    // 00:30 CEST on 31 Oct 2027 in Berlin, still the 30th in UTC.
    ['2027-10-30T22:30:00Z', '2027-05-04', '2027-05-03T22:00:00Z'],
    // In summer, a cutoff in winter: 1 Aug 2027 (03:30 CEST) → 2 Feb 2027, whose midnight (CET) is 23:00Z.
    ['2027-08-01T01:30:00Z', '2027-02-02', '2027-02-01T23:00:00Z'],
  ])('at %s the cutoff day is %s, starting %s', async (at, cutoffDate, cutoffInstant) => {
    const dayBefore = new Date(Date.parse(`${cutoffDate}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await env.DB.batch([booking('at-cutoff', cutoffDate), booking('day-before', dayBefore)]);
    await insertOrder({
      id: 'o-before',
      email: 'walkin@example.com',
      createdAt: ms(cutoffInstant) - 1,
      lines: [['Vada', 450, 1]],
    });
    await insertOrder({
      id: 'o-at',
      email: 'walkin@example.com',
      createdAt: ms(cutoffInstant),
      lines: [['Vada', 450, 1]],
    });
    await env.DB.batch([email('e-before', ms(cutoffInstant) - 1), email('e-at', ms(cutoffInstant))]);

    expect(await runCron(at)).toEqual({
      cutoffDate,
      reservationsAnonymised: 1,
      ordersAnonymised: 1,
      emailsDeleted: 1,
      guestNotesDeleted: 0,
    });
    expect(await bookings()).toEqual([named('at-cutoff', cutoffDate), anonymous('day-before', dayBefore)]);
    expect((await orderRows()).map((o) => [o.id, o.customer_email])).toEqual([
      ['o-at', 'walkin@example.com'],
      ['o-before', ''],
    ]);
    expect(await emailIds()).toEqual(['e-at']);
  });
});

describe("nightly retention: the staff's notes about guests", () => {
  const AT = '2027-05-10T01:30:00Z'; // cutoff day 2026-11-11, as above
  const note = (key: string) =>
    env.DB.prepare('INSERT INTO guest_notes (guest_key, notes, updated_at) VALUES (?, ?, 0)').bind(
      key,
      `Note about ${key}`,
    );
  const walkIn = (id: string, date: string, phone: string) =>
    env.DB.prepare(
      `INSERT INTO reservations (id, name, email, phone, date, time, guests, status, source, created_at)
      VALUES (?, 'Walk-in guest', '', ?, ?, '20:00', 2, 'completed', 'walk-in', 0)`,
    ).bind(id, phone, date);
  const noteKeys = async () =>
    (await rows<{ guest_key: string }>('SELECT guest_key FROM guest_notes ORDER BY guest_key')).map((r) => r.guest_key);

  it("deletes a note once none of the guest's bookings carries their key, and keeps the others", async () => {
    await env.DB.batch([
      booking('gone', '2026-11-10'), // Meera: only an old booking, anonymised tonight
      walkIn('walk-old', '2026-06-01', '+49 (30) 111-222'),
      walkIn('walk-new', '2026-12-01', '030 999 888'),
      env.DB.prepare(`INSERT INTO reservations (id, name, email, phone, date, time, guests, status, created_at)
        VALUES ('arun', 'Arun Nair', 'Arun@Example.com', '+49 30 1112223', '2026-11-11', '19:00', 2, 'seated', 0)`),
      note('meera@example.com'),
      note('tel:4930111222'),
      note('tel:030999888'),
      note('arun@example.com'),
      note('nobody@example.com'), // no booking at all (the guest was erased)
    ]);
    expect(await runCron(AT)).toMatchObject({ reservationsAnonymised: 2, guestNotesDeleted: 3 });
    expect(await noteKeys()).toEqual(['arun@example.com', 'tel:030999888']);
    // The next night Arun's day is past the cutoff too: his note goes with his name.
    expect(await runCron('2027-05-11T01:30:00Z')).toMatchObject({ reservationsAnonymised: 1, guestNotesDeleted: 1 });
    expect(await noteKeys()).toEqual(['tel:030999888']);
  });
});
