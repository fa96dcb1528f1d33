import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, clearTables, insertReservation, login } from '../test/helpers';
import { sessionOf } from '../test/d1-spy';

// The back office's read-your-writes round trip (docs/decisions/025): each answer carries the D1
// bookmark, the web app sends the latest back (web/src/lib/api-client.ts), and the Worker continues from it.
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);

const pendingList = '/api/reservations/all?lastNumHours=24&status=pending';
const confirmedList = '/api/reservations/all?lastNumHours=24&status=confirmed';

describe('X-D1-Bookmark round trip', () => {
  it('answers a staff read without a bookmark from the primary, with a bookmark to continue from', async () => {
    const res = await api('GET', pendingList, { token });
    expect(res.status).toBe(200);
    expect(sessionOf(res.headers)).toBe('primary');
    expect(res.headers.get('x-d1-bookmark')).toMatch(BOOKMARK);
  });

  it('shows staff their own change on the next read, continuing from the bookmark the change answered', async () => {
    const booking = await insertReservation({ name: 'Meera Pillai', status: 'pending' });
    const before = (await api('GET', pendingList, { token })).headers.get('x-d1-bookmark')!;
    const change = await api('POST', '/api/reservations/update-status', {
      token,
      body: { reservationId: booking.id, status: 'confirmed' },
      headers: { 'X-D1-Bookmark': before },
    });
    expect(change.status).toBe(200);
    expect(sessionOf(change.headers)).toBe('primary');
    const after = change.headers.get('x-d1-bookmark')!;
    expect(after).toMatch(BOOKMARK);
    // The write moved the database on: the bookmark is later (bookmarks compare as text).
    expect(after > before).toBe(true);

    const read = await api('GET', confirmedList, { token, headers: { 'X-D1-Bookmark': after } });
    expect(read.status).toBe(200);
    expect(sessionOf(read.headers)).toBe('bookmark');
    expect(read.json.map((r: { name: string; status: string }) => [r.name, r.status])).toEqual([
      ['Meera Pillai', 'confirmed'],
    ]);
    expect(read.headers.get('x-d1-bookmark')! >= after).toBe(true);
  });

  it('never answers a guest or a public request with a bookmark, nor uses one sent there', async () => {
    const sent = '00000000-00000001-00000000-00000000000000000000000000000000';
    const menu = await api('GET', '/api/menu/available', { headers: { 'X-D1-Bookmark': sent } });
    expect(menu.status).toBe(200);
    expect(sessionOf(menu.headers)).toBe('any-replica');
    expect(menu.headers.get('x-d1-bookmark')).toBeNull();
  });

  it('ignores a bookmark from a request that is not signed in: 401, no bookmark back', async () => {
    const res = await api('GET', pendingList, {
      headers: { 'X-D1-Bookmark': '00000000-00000001-00000000-00000000000000000000000000000000' },
    });
    expect(res.status).toBe(401);
    expect(res.json.error).toBeTruthy();
    expect(res.headers.get('x-d1-bookmark')).toBeNull();
  });
});

describe('an X-D1-Bookmark header that is not a bookmark', () => {
  it.each([
    ['text', 'garbage'],
    ['SQL', "'; DROP TABLE reservations; --"],
    ['upper-case hex', '00000000-00000001-00000000-0000000000000000000000000000000A'],
    ['a field too short', '0000000-00000001-00000000-00000000000000000000000000000000'],
    ['too long', `00000000-00000001-00000000-${'0'.repeat(4000)}`],
    ['empty', ''],
  ])('is ignored (%s): the read goes to the primary and answers a real bookmark', async (_label, header) => {
    const booking = await insertReservation({ name: 'Arun Nair', status: 'pending' });
    const res = await api('GET', pendingList, { token, headers: { 'X-D1-Bookmark': header } });
    expect(res.status).toBe(200);
    expect(res.json.map((r: { _id: string }) => r._id)).toEqual([booking.id]);
    expect(sessionOf(res.headers)).toBe('primary');
    const answered = res.headers.get('x-d1-bookmark');
    expect(answered).toMatch(BOOKMARK);
    expect(answered).not.toBe(header);
  });
});
