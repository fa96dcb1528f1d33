import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import worker from '../../index';
import { createDb } from '../../db/client';
import { reservations } from '../../db/schema';
import { count, rows } from '../../test/helpers';
import { bookingConfirmedEmail } from '../../domain/emails/booking-confirmed';
import { queueEmail, queueEmailIf } from './queue-email';
import { deliverDue, deliverEmail } from './deliver';
import { deliverNow } from './deliver-now';
import { bindingTransport, type QueuedEmail, type Transport } from './transport';
import type { OutgoingEmail } from './outgoing-email';

const db = createDb(env.DB);
const MIN = 60_000;

const email = (overrides: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  kind: 'booking-received',
  to: 'guest@example.com',
  subject: 'Your booking request',
  text: 'Hello',
  html: '<p>Hello</p>',
  ...overrides,
});
const booking = {
  id: 'r-1',
  name: 'Anjali Menon',
  email: 'anjali@example.com',
  phone: '+49 30 1234567',
  date: '2026-12-04',
  time: '19:00',
  guests: 2,
  occasion: '',
  specialRequests: '',
};

type OutboxRow = {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: number;
  sent_at: number | null;
};
const outbox = (id: string) => rows<OutboxRow>('SELECT * FROM email_outbox WHERE id = ?', id).then((r) => r[0]);

/** A mail service that is down: every send throws, and each call is counted. */
const downTransport = () => {
  const calls: string[] = [];
  const transport: Transport = {
    async send(e: QueuedEmail) {
      calls.push(e.id);
      throw new Error('Email Service unavailable (503)');
    },
  };
  return { transport, calls };
};

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare('DELETE FROM email_outbox'), env.DB.prepare('DELETE FROM reservations')]);
});

describe('outbox: the email commits with the change that causes it', () => {
  it('in one batch with a reservation, both are written', async () => {
    await db.batch([
      db.insert(reservations).values(booking),
      queueEmail(db, email({ reservationId: booking.id }), 'e-1'),
    ]);
    expect(await count('SELECT count(*) AS n FROM reservations')).toBe(1);
    expect((await outbox('e-1')).status).toBe('pending');
  });

  it('when a later statement of the batch fails, neither the change nor its email is written', async () => {
    await db.insert(reservations).values(booking);
    // The email first, then an insert that breaks the primary key: D1 rolls the whole batch back.
    await expect(db.batch([queueEmail(db, email(), 'e-2'), db.insert(reservations).values(booking)])).rejects.toThrow();
    expect(await count('SELECT count(*) AS n FROM email_outbox')).toBe(0);
  });

  it('queueEmailIf writes the email only when the row it is about exists when the statement runs', async () => {
    const refused = sql`SELECT 1 FROM reservations WHERE id = 'r-missing'`;
    const [, , skipped] = await db.batch([
      db.insert(reservations).values(booking),
      queueEmailIf(
        db,
        email({ reservationId: booking.id }),
        sql`SELECT 1 FROM reservations WHERE id = ${booking.id}`,
        'e-3',
      ),
      queueEmailIf(db, email(), refused, 'e-4'),
    ]);
    expect(skipped.meta.changes).toBe(0);
    expect(
      await rows(
        'SELECT id, kind, recipient, reservation_id, status, attempts, next_attempt_at > 0 AS due FROM email_outbox',
      ),
    ).toEqual([
      {
        id: 'e-3',
        kind: 'booking-received',
        recipient: 'guest@example.com',
        reservation_id: 'r-1',
        status: 'pending',
        attempts: 0,
        due: 1,
      },
    ]);
  });
});

describe('outbox: delivery', () => {
  it('the EMAIL binding (miniflare locally) takes the structured email with its .ics, and the row is marked sent', async () => {
    const at = Date.now();
    await queueEmail(
      db,
      bookingConfirmedEmail(booking, 'https://kovalam.example/booking/r-1?token=t', new Date(at)),
      'e-5',
      at,
    );
    expect(await deliverEmail(db, bindingTransport(env), 'e-5', at)).toBe('sent');
    const row = await outbox('e-5');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row.sent_at).toBeGreaterThanOrEqual(at);
  });

  it('deliverNow sends at once through ctx.waitUntil', async () => {
    await queueEmail(db, email(), 'e-6');
    const ctx = createExecutionContext();
    deliverNow(env, ctx, ['e-6']);
    await waitOnExecutionContext(ctx);
    expect((await outbox('e-6')).status).toBe('sent');
  });

  it('a transport that is down loses nothing: retried after 1, 2, 4, 8 minutes, then failed after 5 attempts', async () => {
    const t0 = Date.UTC(2026, 10, 23, 20, 0);
    await queueEmail(db, email(), 'e-7', t0);
    const { transport, calls } = downTransport();
    const waits: number[] = [];
    let at = t0;
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await deliverEmail(db, transport, 'e-7', at)).toBe('retry');
      const row = await outbox('e-7');
      expect(row).toMatchObject({
        status: 'pending',
        attempts: attempt,
        last_error: 'Email Service unavailable (503)',
      });
      waits.push((row.next_attempt_at - at) / MIN);
      // Not due yet: a pass a second before the next attempt leaves it alone.
      expect(await deliverEmail(db, transport, 'e-7', row.next_attempt_at - 1000)).toBe('skipped');
      at = row.next_attempt_at;
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    expect(await deliverEmail(db, transport, 'e-7', at)).toBe('failed');
    expect(await outbox('e-7')).toMatchObject({ status: 'failed', attempts: 5, sent_at: null });
    // A failed row stays for staff to read and resend; no pass tries it again.
    expect(await deliverEmail(db, transport, 'e-7', at + 60 * MIN)).toBe('skipped');
    expect(calls).toHaveLength(5);
  });

  it('two passes racing over the same due rows never send one row twice', async () => {
    const at = Date.now();
    const ids = Array.from({ length: 12 }, (_, i) => `race-${i}`);
    await db.batch(
      ids.map((id) => queueEmail(db, email({ to: `${id}@example.com` }), id, at - 1000)) as [
        ReturnType<typeof queueEmail>,
      ],
    );
    const sent: string[] = [];
    // A slow service, so the second pass reaches each row while the first is still sending it.
    const slow: Transport = {
      async send(e) {
        await new Promise((r) => setTimeout(r, 15));
        sent.push(e.id);
      },
    };
    const [a, b] = await Promise.all([deliverDue(db, slow, at), deliverDue(db, slow, at)]);
    expect(sent.sort()).toEqual([...ids].sort());
    expect(a.sent + b.sent).toBe(12);
    expect(a.skipped + b.skipped).toBe(12);
    expect(await count("SELECT count(*) AS n FROM email_outbox WHERE status = 'sent' AND attempts = 1")).toBe(12);
  });

  it('the */5 cron retries the due emails; the nightly cron does not touch the outbox', async () => {
    const at = Date.UTC(2026, 10, 23, 20, 5);
    await queueEmail(db, email(), 'e-8', at - 5 * MIN);
    await queueEmail(db, email(), 'e-9', at + 3 * MIN); // a retry not due yet
    const run = async (cron: string) => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await run('30 1 * * *');
    expect((await outbox('e-8')).status).toBe('pending');
    await run('*/5 * * * *');
    expect((await outbox('e-8')).status).toBe('sent');
    expect((await outbox('e-9')).status).toBe('pending');
  });
});
