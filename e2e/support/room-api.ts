import type { APIRequestContext } from '@playwright/test';
import type { RoomDocument } from '../../shared/rules/room';

type Table = Room['tables'][number];
export type Room = RoomDocument;

/** `count` tables of `maxCovers` each (min 1), all online, in one area: a room sized for a journey. */
export const tablesOf = (count: number, maxCovers: number, prefix = 'j'): Table[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${maxCovers}-${i + 1}`,
    name: `${prefix.toUpperCase()}${maxCovers}.${i + 1}`,
    area: 'Inside',
    minCovers: 1,
    maxCovers,
    online: true,
    active: true,
    priority: i,
  }));

/**
 * Runs `body` with `tables` added to the room (the demo's tables stay: other dates' bookings sit
 * at them), and takes them away afterwards. The journeys run one at a time (playwright.config.ts),
 * so no other journey sees them; `date`'s bookings are cancelled first (by closing the day), so
 * the tables go without moving anyone.
 */
export async function withTables(
  request: APIRequestContext,
  auth: Record<string, string>,
  tables: Table[],
  date: string,
  body: (room: Room) => Promise<void>,
) {
  const saved = (await (await request.get('/api/room', { headers: auth })).json()) as Room;
  const room = { ...saved, tables: [...saved.tables, ...tables] };
  const put = await request.put('/api/room', { headers: auth, data: room });
  if (!put.ok()) throw new Error(`the journey's room was refused: ${put.status()} ${await put.text()}`);
  let failed: unknown;
  await body(room).catch((error: unknown) => (failed = error));
  await request.post('/api/schedule/update', { headers: auth, data: { date, isOpen: false } });
  const back = await request.put('/api/room', { headers: auth, data: { ...saved, moveBookings: true } });
  if (failed) throw failed;
  if (!back.ok()) throw new Error(`the demo room did not come back: ${back.status()} ${await back.text()}`);
}
