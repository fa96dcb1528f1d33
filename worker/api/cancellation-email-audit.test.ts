import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, clearTables, insertReservation, rows } from '../test/helpers';
import { signedInStaff, type TestAccount } from '../test/staff';

type Entry = { actor_id: string; action: string; target_type: string; target_id: string; detail: string };
const entries = () => rows<Entry>('SELECT actor_id, action, target_type, target_id, detail FROM audit_log ORDER BY id');
const outbox = () => rows<{ id: string }>("SELECT id FROM email_outbox WHERE kind = 'booking-cancelled'");

let staff: { account: TestAccount; token: string };
beforeAll(async () => {
  staff = await signedInStaff('staff');
});
beforeEach(clearTables);

const note = {
  subject: 'Your table on Friday, Ravi Kumar',
  body: 'Dear Ravi Kumar,\n\nthe kitchen is closed that night.',
};
const send = (id: string) =>
  api('POST', `/api/reservations/${id}/cancellation-email`, { token: staff.token, body: note });

describe('the staff-written cancellation email is audited with its email', () => {
  it('records who wrote it, naming the booking and the email, never the guest or the words', async () => {
    const r = await insertReservation({ status: 'cancelled', name: 'Ravi Kumar', email: 'ravi@example.com' });
    const sent = await send(r.id);
    expect(sent.status).toBe(202);
    const [entry, ...more] = await entries();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_id: staff.account.id,
      action: 'reservation.cancellation-emailed',
      target_type: 'reservation',
      target_id: r.id,
    });
    expect(JSON.parse(entry.detail)).toEqual({ emailId: sent.json.emailId });
    expect(entry.detail).not.toMatch(/Ravi|ravi@|kitchen|Friday/);
  });

  it('writes no entry when nothing is sent: not cancelled, or emailed already', async () => {
    const pending = await insertReservation({ status: 'pending' });
    expect((await send(pending.id)).status).toBe(409);
    expect(await entries()).toEqual([]);

    const cancelled = await insertReservation({ status: 'cancelled' });
    expect((await send(cancelled.id)).status).toBe(202);
    expect((await send(cancelled.id)).status).toBe(409);
    expect((await entries()).map((e) => e.action)).toEqual(['reservation.cancellation-emailed']);
  });

  it('a double click sent at once: one email, one entry', async () => {
    const r = await insertReservation({ status: 'cancelled' });
    const statuses = (await Promise.all([send(r.id), send(r.id), send(r.id)])).map((a) => a.status).sort();
    expect(statuses).toEqual([202, 409, 409]);
    expect(await outbox()).toHaveLength(1);
    expect(await entries()).toHaveLength(1);
  });
});
