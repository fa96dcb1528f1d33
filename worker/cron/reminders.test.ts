import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../index';
import type { Env } from '../env';
import { clearTables, insertReservation, rows } from '../test/helpers';
import { verifyGuestToken } from '../domain/reservations/guest-token';

beforeEach(clearTables);
afterEach(() => {
  vi.useRealTimers();
});

/** The outbox cron (every 5 minutes) at an instant, as Cloudflare would run it. */
async function tick(iso: string, vars: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: new Date(iso), cron: '*/5 * * * *' }),
    { ...env, ...vars },
    ctx,
  );
  await waitOnExecutionContext(ctx);
}
const reminders = () =>
  rows<{ recipient: string; reservation_id: string; status: string; text_body: string }>(
    "SELECT recipient, reservation_id, status, text_body FROM email_outbox WHERE kind = 'booking-reminder' ORDER BY recipient",
  );

describe('the reminder, the day before', () => {
  it('goes once to each confirmed booking of Berlin tomorrow, from 10:00 Berlin, and is sent in the same pass', async () => {
    const guest = await insertReservation({ date: '2026-12-05', email: 'a@example.com', status: 'confirmed' });
    await insertReservation({ date: '2026-12-05', email: 'pending@example.com' });
    await insertReservation({ date: '2026-12-05', email: 'cancelled@example.com', status: 'cancelled' });
    await insertReservation({ date: '2026-12-06', email: 'later@example.com', status: 'confirmed' });
    await insertReservation({ date: '2026-12-04', email: 'today@example.com', status: 'confirmed' });
    // 09:55 CET on 4 Dec: not yet.
    await tick('2026-12-04T08:55:00Z');
    expect(await reminders()).toEqual([]);
    await tick('2026-12-04T09:00:00Z');
    await tick('2026-12-04T09:05:00Z');
    const sent = await reminders();
    expect(sent.map((r) => [r.recipient, r.reservation_id, r.status])).toEqual([['a@example.com', guest.id, 'sent']]);
    // With the manage link, to the site's configured address, valid for that booking.
    const link = new URL(sent[0].text_body.match(/https:\/\/\S+\/booking\/\S+/)![0]);
    expect(link.origin).toBe('https://kovalam.example');
    const check = await verifyGuestToken(
      env.JWT_SECRET,
      'manage-booking',
      link.searchParams.get('token')!,
      new Date('2026-12-04T09:05:00Z'),
    );
    expect(check).toMatchObject({ ok: true, token: { subject: guest.id } });
  });

  it('links to SITE_URL when it is set, as `npm start` sets it to the local server', async () => {
    await insertReservation({ date: '2026-12-05', email: 'a@example.com', status: 'confirmed' });
    await tick('2026-12-04T12:00:00Z', { SITE_URL: 'http://localhost:8787' });
    const [sent] = await reminders();
    expect(sent.text_body).toMatch(/http:\/\/localhost:8787\/booking\/\S+\?token=/);
    expect(sent.text_body).not.toContain('https://kovalam.example/booking/');
  });

  it('two passes at once still queue one reminder per booking', async () => {
    await insertReservation({ date: '2026-12-05', email: 'a@example.com', status: 'confirmed' });
    await Promise.all([tick('2026-12-04T12:00:00Z'), tick('2026-12-04T12:00:00Z'), tick('2026-12-04T12:05:00Z')]);
    expect(await reminders()).toHaveLength(1);
  });

  it('a booking confirmed later that day gets its reminder at the next pass', async () => {
    const r = await insertReservation({ date: '2026-12-05', email: 'late@example.com' });
    await tick('2026-12-04T15:00:00Z');
    expect(await reminders()).toEqual([]);
    await rows("UPDATE reservations SET status = 'confirmed' WHERE id = ?", r.id);
    await tick('2026-12-04T15:05:00Z');
    expect((await reminders()).map((x) => x.recipient)).toEqual(['late@example.com']);
  });

  it('across the spring clock change: on 28 Mar 2026 the day of the change is tomorrow; after midnight it is not', async () => {
    await insertReservation({ date: '2026-03-29', email: 'dst@example.com', status: 'confirmed' });
    await insertReservation({ date: '2026-03-30', email: 'monday@example.com', status: 'confirmed' });
    // 23:59 CET on Saturday 28 March (22:59 UTC): tomorrow is Sunday the 29th, clocks go forward at 02:00.
    await tick('2026-03-28T22:59:00Z');
    expect((await reminders()).map((x) => x.recipient)).toEqual(['dst@example.com']);
    // 00:30 on Sunday: tomorrow is Monday, but before 10:00 nothing goes out.
    await tick('2026-03-28T23:30:00Z');
    expect(await reminders()).toHaveLength(1);
    // 10:00 CEST on Sunday is 08:00 UTC (an hour earlier in UTC than the day before).
    await tick('2026-03-29T07:55:00Z');
    expect(await reminders()).toHaveLength(1);
    await tick('2026-03-29T08:00:00Z');
    expect((await reminders()).map((x) => x.recipient)).toEqual(['dst@example.com', 'monday@example.com']);
  });

  it('across the autumn clock change: 10:00 CET on 25 Oct 2026 is 09:00 UTC', async () => {
    await insertReservation({ date: '2026-10-26', email: 'monday@example.com', status: 'confirmed' });
    await tick('2026-10-25T08:55:00Z');
    expect(await reminders()).toEqual([]);
    await tick('2026-10-25T09:00:00Z');
    expect((await reminders()).map((x) => x.recipient)).toEqual(['monday@example.com']);
  });

  it('asks the guest to confirm or cancel, one signed link each, in the language they booked in (issue 31)', async () => {
    const en = await insertReservation({ date: '2026-12-05', email: 'a@example.com', status: 'confirmed' });
    const de = await insertReservation({ date: '2026-12-05', email: 'b@example.com', status: 'confirmed' });
    await env.DB.prepare("UPDATE reservations SET language = 'de' WHERE id = ?").bind(de.id).run();
    await tick('2026-12-04T12:00:00Z');
    const [english, german] = await reminders();
    const links = (body: string) =>
      [...body.matchAll(/^(.+): (https:\/\/\S+)$/gm)].map(([, label, url]) => ({ label, url: new URL(url) }));
    const at = new Date('2026-12-04T12:00:00Z');
    for (const [sent, booking, confirm, cancel, path] of [
      [english, en, 'Yes, confirm my booking', 'Cancel my booking', '/booking/'],
      [german, de, 'Ja, Reservierung bestätigen', 'Reservierung stornieren', '/de/booking/'],
    ] as const) {
      const [yes, no] = links(sent.text_body);
      expect([yes.label, yes.url.searchParams.get('action')]).toEqual([confirm, 'confirm']);
      expect([no.label, no.url.searchParams.get('action')]).toEqual([cancel, 'cancel']);
      for (const { url } of [yes, no]) {
        expect(url.pathname).toBe(`${path}${booking.id}`);
        const check = await verifyGuestToken(env.JWT_SECRET, 'manage-booking', url.searchParams.get('token')!, at);
        expect(check).toMatchObject({ ok: true, token: { subject: booking.id } });
      }
    }
  });
});
