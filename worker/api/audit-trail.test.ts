import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, clearTables, insertReservation, login, rows } from '../test/helpers';
import { requestDataLink, tokenQuery } from '../test/data-requests';
import { signGuestToken } from '../domain/reservations/guest-token';
import { manageLinkExpiry } from '../domain/reservations/manage-link';

beforeEach(clearTables);

type Entry = { actor_id: string | null; action: string; target_type: string; target_id: string; detail: string };
const entries = () => rows<Entry>('SELECT actor_id, action, target_type, target_id, detail FROM audit_log ORDER BY id');
const ownerId = async () => (await rows<{ id: string }>("SELECT id FROM staff_users WHERE role = 'owner'"))[0].id;
const manageToken = (r: { id: string; date: string }) =>
  signGuestToken(env.JWT_SECRET, 'manage-booking', r.id, manageLinkExpiry(r.date), new Date());

describe('the audit log records who cancelled, closed and erased what (decision 022)', () => {
  it('closing a day records the day and each booking it cancels, by the owner who closed it', async () => {
    const token = await login();
    const date = berlinDay(5);
    const a = await insertReservation({ date, status: 'confirmed' });
    const b = await insertReservation({ date, status: 'pending' });
    const res = await api('POST', '/api/schedule/update', {
      token,
      body: { date, isOpen: false, timeSlots: [], specialNote: '' },
    });
    expect(res.json.reservationsCancelled).toBe(2);
    const owner = await ownerId();
    const log = await entries();
    expect(log.find((e) => e.action === 'schedule.day-updated')).toMatchObject({
      actor_id: owner,
      target_type: 'schedule-day',
      target_id: date,
    });
    const cancelled = log.filter((e) => e.action === 'reservation.cancelled');
    expect(cancelled.map((e) => e.target_id).sort()).toEqual([a.id, b.id].sort());
    for (const e of cancelled) expect(JSON.parse(e.detail)).toMatchObject({ to: 'cancelled', reason: 'day closed' });
    expect(cancelled.every((e) => e.actor_id === owner)).toBe(true);
  });

  it('a guest cancelling through their link is logged without an account; a seated table cannot be cancelled that way', async () => {
    const r = await insertReservation({ date: berlinDay(4), status: 'confirmed' });
    expect(
      (await api('POST', '/api/reservations/manage/cancel', { body: { token: await manageToken(r), id: r.id } }))
        .status,
    ).toBe(200);
    expect(await entries()).toEqual([
      {
        actor_id: null,
        action: 'reservation.cancelled',
        target_type: 'reservation',
        target_id: r.id,
        detail: JSON.stringify({ from: 'confirmed', to: 'cancelled', by: 'guest' }),
      },
    ]);
    const seated = await insertReservation({ date: berlinDay(4), status: 'seated' });
    const refused = await api('POST', '/api/reservations/manage/cancel', {
      body: { token: await manageToken(seated), id: seated.id },
    });
    expect(refused.status).toBe(409);
    expect(await rows('SELECT status FROM reservations WHERE id = ?', seated.id)).toEqual([{ status: 'seated' }]);
  });

  it('a guest erasing their data leaves one entry that holds neither their address nor their name', async () => {
    const email = 'Erase.Me@Example.com';
    await insertReservation({ email, name: 'Erika Muster', date: berlinDay(2) });
    const token = await requestDataLink(email, 'deletion');
    expect((await api('DELETE', tokenQuery(token))).status).toBe(200);
    const log = await entries();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actor_id: null, action: 'guest.erased', target_type: 'guest' });
    // Not a digest of the address (issue 26): a random id nothing leads back from.
    expect(log[0].target_id).toMatch(/^erased-[0-9a-f]{16}$/);
    expect(JSON.stringify(log).toLowerCase()).not.toMatch(/erase\.me|erika|muster/);
  });

  it('deleting old bookings records how many and before when, and nothing when none go', async () => {
    const token = await login();
    await insertReservation({ date: berlinDay(-10) });
    await insertReservation({ date: berlinDay(-9) });
    expect((await api('DELETE', '/api/reservations/delete?hours=48', { token })).json.deletedCount).toBe(2);
    expect((await api('DELETE', '/api/reservations/delete?hours=48', { token })).json.deletedCount).toBe(0);
    const log = await entries();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actor_id: await ownerId(), action: 'reservations.deleted-old' });
    expect(JSON.parse(log[0].detail)).toMatchObject({ count: 2 });
  });
});
