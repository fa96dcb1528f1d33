import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../db/client';
import { roomSettings } from '../db/schema';
import { guardDisplaced } from '../domain/room/displaced-bookings';
import { isGuardFailure } from '../domain/room/replace-room';
import { api, berlinDay, clearTables, count, insertReservation, login, rows } from '../test/helpers';
import { signedInStaff } from '../test/staff';
import { ROOM_MESSAGES as M } from '../../shared/messages';
import type { RoomDocument } from '../../shared/rules/room';

let token: string;
let demo: RoomDocument;
beforeAll(async () => {
  token = await login();
  demo = (await api('GET', '/api/room', { token })).json;
});
beforeEach(clearTables);
// Each test starts from the migration's demo room: put it back, and the tables a test added stay retired.
afterEach(async () => {
  await clearTables();
  expect((await api('PUT', '/api/room', { token, body: demo })).status).toBe(200);
});

const copy = (): RoomDocument => structuredClone(demo);
const put = (body: unknown, as = token) => api('PUT', '/api/room', { token: as, body });
const without = (room: RoomDocument, id: string) => ({ ...room, tables: room.tables.filter((t) => t.id !== id) });
const tablesOf = async (id: string) =>
  (
    await rows<{ table_id: string }>(
      'SELECT table_id FROM reservation_tables WHERE reservation_id = ? ORDER BY table_id',
      id,
    )
  ).map((row) => row.table_id);
const roomAudits = () =>
  rows<{ actor_id: string; detail: string }>("SELECT * FROM audit_log WHERE action = 'room.updated'");

describe('GET /api/room', () => {
  it('answers the demo room of the migration to staff', async () => {
    const { token: staff } = await signedInStaff();
    const res = await api('GET', '/api/room', { token: staff });
    expect(res.status).toBe(200);
    expect(res.json.tables).toHaveLength(14);
    expect(res.json.tables[0]).toEqual({
      id: 't1',
      name: 'T1',
      area: 'Inside',
      minCovers: 1,
      maxCovers: 2,
      online: true,
      active: true,
      priority: 1,
    });
    expect(res.json.tables.find((t: { id: string }) => t.id === 'p4')).toMatchObject({
      area: 'Terrace',
      online: false,
    });
    expect(res.json.combinations).toEqual([
      { id: 'c-t5-t6', name: 'T5 + T6', tableIds: ['t5', 't6'], minCovers: 5, maxCovers: 8, priority: 1 },
      { id: 'c-t9-t10', name: 'T9 + T10', tableIds: ['t9', 't10'], minCovers: 7, maxCovers: 12, priority: 2 },
    ]);
    expect(res.json.stays).toEqual([
      { minGuests: 1, maxGuests: 2, minutes: 90 },
      { minGuests: 3, maxGuests: 4, minutes: 120 },
      { minGuests: 5, maxGuests: 6, minutes: 150 },
      { minGuests: 7, maxGuests: 20, minutes: 180 },
    ]);
    expect(res.json.resetMinutes).toBe(15);
  });
});

describe('PUT /api/room', () => {
  it('replaces the room whole: what it answers is what GET reads, a left-out table is retired, and the save is audited', async () => {
    const room = without(copy(), 'p4');
    room.tables[0].name = 'Window 1';
    room.tables.push({
      id: 'bar-1',
      name: 'Bar 1',
      area: 'Bar',
      minCovers: 1,
      maxCovers: 2,
      online: false,
      active: true,
      priority: 20,
    });
    room.combinations = [room.combinations[0]];
    room.stays = [
      { minGuests: 1, maxGuests: 4, minutes: 100 },
      { minGuests: 5, maxGuests: 20, minutes: 200 },
    ];
    room.resetMinutes = 10;
    const res = await put(room);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...room, moved: [], unseated: [] });
    expect((await api('GET', '/api/room', { token })).json).toEqual(room);
    expect(await rows('SELECT retired, active FROM dining_tables WHERE id = ?', 'p4')).toEqual([
      { retired: 1, active: 0 },
    ]);
    expect(await count('SELECT count(*) AS n FROM combination_tables WHERE combination_id = ?', 'c-t9-t10')).toBe(0);
    const [entry] = await roomAudits();
    expect(JSON.parse(entry.detail)).toMatchObject({ retired: ['p4'], moved: 0 });
  });

  it('asks for a session, and an owner', async () => {
    expect((await put(demo, '')).status).toBe(401);
    const { token: staff } = await signedInStaff();
    expect(await put({ ...demo, resetMinutes: 30 }, staff)).toMatchObject({
      status: 403,
      json: { error: 'Only an owner can do this' },
    });
    expect(await rows('SELECT reset_minutes FROM room_settings')).toEqual([{ reset_minutes: 15 }]);
  });
});

type Change = (room: RoomDocument) => void;
const table = (room: RoomDocument, id: string) => room.tables.find((t) => t.id === id)!;
const INVALID: [rule: string, change: Change, field: string, message: string][] = [
  ['an id that is not a slug', (r) => void (r.tables[0].id = 'T 1'), 'tables.0.id', M.idInvalid],
  ['an id used twice', (r) => void (r.tables[1].id = 't1'), 'tables.1.id', M.duplicateId('t1')],
  [
    'a table id reused by a combination',
    (r) => void (r.combinations[1].id = 't1'),
    'combinations.1.id',
    M.duplicateId('t1'),
  ],
  ['two tables of one name', (r) => void (r.tables[1].name = 't1'), 'tables.1.name', M.duplicateTableName('t1')],
  ['an empty name', (r) => void (r.tables[0].name = ' '), 'tables.0.name', M.nameLength],
  ['a name over 40 characters', (r) => void (r.tables[0].name = 'x'.repeat(41)), 'tables.0.name', M.nameLength],
  ['an empty area', (r) => void (r.tables[0].area = ''), 'tables.0.area', M.areaLength],
  ['no covers', (r) => void (r.tables[0].minCovers = 0), 'tables.0.minCovers', M.covers],
  ['over 30 covers', (r) => void (r.tables[0].maxCovers = 31), 'tables.0.maxCovers', M.covers],
  ['covers that are not whole', (r) => void (r.tables[0].maxCovers = 2.5), 'tables.0.maxCovers', M.covers],
  ['min covers above max', (r) => void (r.tables[0].minCovers = 3), 'tables.0.maxCovers', M.minAboveMax('T1')],
  ['a negative priority', (r) => void (r.tables[0].priority = -1), 'tables.0.priority', M.priority],
  [
    'no active table',
    (r) => {
      r.tables.forEach((t) => (t.active = false));
      r.combinations = [];
    },
    'tables',
    M.noActiveTable,
  ],
  [
    'a combination of one table',
    (r) => void (r.combinations[0].tableIds = ['t5', 't5']),
    'combinations.0.tableIds',
    M.combinationTooFew('T5 + T6'),
  ],
  [
    'a combination of an unknown table',
    (r) => void (r.combinations[0].tableIds = ['t5', 'x9']),
    'combinations.0.tableIds',
    M.combinationUnknownTable('T5 + T6', 'x9'),
  ],
  [
    'a combination of an inactive table',
    (r) => void (table(r, 't6').active = false),
    'combinations.0.tableIds',
    M.combinationInactiveTable('T5 + T6', 'T6'),
  ],
  [
    'a combination with min above max',
    (r) => void (r.combinations[0].minCovers = 9),
    'combinations.0.maxCovers',
    M.minAboveMax('T5 + T6'),
  ],
  [
    'a combination larger than its tables',
    (r) => void (r.combinations[0].maxCovers = 9),
    'combinations.0.maxCovers',
    M.combinationTooLarge('T5 + T6', 8),
  ],
  ['stays that do not start at 1 guest', (r) => void (r.stays[0].minGuests = 2), 'stays.0.minGuests', M.stayGap('1')],
  ['a gap between stays', (r) => void r.stays.splice(1, 1), 'stays.1.minGuests', M.stayGap('3–4')],
  ['overlapping stays', (r) => void (r.stays[1].minGuests = 2), 'stays.1.minGuests', M.stayOverlap('1–2', '2–4')],
  ['stays that stop short of the largest party', (r) => void (r.stays[3].maxGuests = 18), 'stays', M.stayGap('19–20')],
  [
    'a stay that ends before it starts',
    (r) => void (r.stays[1].maxGuests = 2),
    'stays.1.maxGuests',
    M.stayBackwards('3–2'),
  ],
  ['a stay under 30 minutes', (r) => void (r.stays[0].minutes = 20), 'stays.0.minutes', M.stayMinutes],
  ['a stay over 360 minutes', (r) => void (r.stays[0].minutes = 361), 'stays.0.minutes', M.stayMinutes],
  ['a reset over 120 minutes', (r) => void (r.resetMinutes = 121), 'resetMinutes', M.resetMinutes],
  ['a negative reset', (r) => void (r.resetMinutes = -1), 'resetMinutes', M.resetMinutes],
];

describe('PUT /api/room refuses a room that does not hold together, naming the problem', () => {
  it.each(INVALID)('%s', async (_rule, change, field, message) => {
    const room = copy();
    change(room);
    const res = await put(room);
    expect(res.status).toBe(400);
    expect(res.json.fields[field]).toBe(message);
    expect(res.json.error).toContain(message);
    expect(await roomAudits()).toEqual([]);
    expect((await api('GET', '/api/room', { token })).json).toEqual(demo);
  });

  it('refuses a moveBookings that is not true or false', async () => {
    const res = await put({ ...demo, moveBookings: 'yes' });
    expect(res).toMatchObject({ status: 400, json: { fields: { moveBookings: M.moveBookings } } });
  });
});

const evening = berlinDay(5);
const upcoming = (tableIds: string[], guests = 4, time = '19:00') =>
  insertReservation({ date: evening, time, guests, status: 'confirmed', tableIds });

describe('PUT /api/room and the bookings on the tables it takes away', () => {
  it('refuses with 409, listing the upcoming bookings that would lose their table, and writes nothing', async () => {
    const booking = await upcoming(['p4'], 5);
    await insertReservation({ date: evening, guests: 4, status: 'cancelled', tableIds: ['p4'] });
    const res = await put(without(copy(), 'p4'));
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      error: '1 upcoming booking would lose its table',
      bookings: [
        {
          _id: booking.id,
          name: booking.name,
          date: evening,
          time: '19:00',
          guests: 5,
          tables: [{ id: 'p4', name: 'P4' }],
        },
      ],
    });
    const switchedOff = copy();
    table(switchedOff, 'p4').active = false;
    expect((await put(switchedOff)).status).toBe(409);
    expect(await rows('SELECT retired, active FROM dining_tables WHERE id = ?', 'p4')).toEqual([
      { retired: 0, active: 1 },
    ]);
    expect(await tablesOf(booking.id)).toEqual(['p4']);
    expect(await roomAudits()).toEqual([]);
  });

  it('with moveBookings, seats them again by the assignment rule in the same save, and audits it', async () => {
    const booking = await upcoming(['p4'], 4);
    await upcoming(['t5'], 3);
    const res = await put({ ...without(copy(), 'p4'), moveBookings: true });
    expect(res.status).toBe(200);
    // The smallest free table for 4, by priority: t5 is taken at that time, so t6.
    expect(await tablesOf(booking.id)).toEqual(['t6']);
    expect(res.json.moved).toEqual([expect.objectContaining({ _id: booking.id, tables: [{ id: 't6', name: 'T6' }] })]);
    expect(res.json.unseated).toEqual([]);
    expect(await rows('SELECT over_capacity FROM reservations WHERE id = ?', booking.id)).toEqual([
      { over_capacity: 0 },
    ]);
    const [entry] = await roomAudits();
    expect(JSON.parse(entry.detail)).toMatchObject({ retired: ['p4'], moved: 1 });
  });

  it('answers a booking no table can take as unseated, marked over capacity', async () => {
    const booking = await upcoming(['p4'], 6);
    // Every other unit that seats 6 is taken at that time: t9, t10, p3, and T5 + T6 (through t5).
    for (const id of ['t9', 't10', 'p3', 't5']) await upcoming([id], 4);
    const res = await put({ ...without(copy(), 'p4'), moveBookings: true });
    expect(res.status).toBe(200);
    expect(res.json.unseated).toEqual([
      { _id: booking.id, name: booking.name, date: evening, time: '19:00', guests: 6, tables: [] },
    ]);
    expect(await tablesOf(booking.id)).toEqual([]);
    expect(await rows('SELECT over_capacity FROM reservations WHERE id = ?', booking.id)).toEqual([
      { over_capacity: 1 },
    ]);
  });

  it('leaves past bookings on a retired table with their table', async () => {
    const past = await insertReservation({ date: berlinDay(-2), status: 'completed', guests: 4, tableIds: ['p4'] });
    const res = await put(without(copy(), 'p4'));
    expect(res.status).toBe(200);
    expect(await tablesOf(past.id)).toEqual(['p4']);
    expect(await rows('SELECT name, retired FROM dining_tables WHERE id = ?', 'p4')).toEqual([
      { name: 'P4', retired: 1 },
    ]);
  });
});

describe('the save and a booking made meanwhile', () => {
  it('fails the whole save when a booking took a table being taken away after the bookings were read', async () => {
    const db = createDb(env.DB);
    const late = await upcoming(['p4'], 4);
    const save = (known: string[]) =>
      db.batch([guardDisplaced(db, ['p4'], known, new Date()), db.update(roomSettings).set({ resetMinutes: 99 })]);
    const failure = await save([]).catch((error: unknown) => error);
    expect(isGuardFailure(failure)).toBe(true);
    expect(await rows('SELECT reset_minutes FROM room_settings')).toEqual([{ reset_minutes: 15 }]);
    await save([late.id]);
    expect(await rows('SELECT reset_minutes FROM room_settings')).toEqual([{ reset_minutes: 99 }]);
  });
});
