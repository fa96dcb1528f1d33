import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import type { AnnounceDetail, ChangedMessage, LiveTopic } from '../live/live-messages';
import { announceChange } from '../live/live-hub';

/** Which topic a write under each path changes; paths not listed announce nothing. */
const TOPIC_PREFIXES: [string, LiveTopic][] = [
  ['/api/reservations', 'reservations'],
  ['/api/waitlist', 'waitlist'],
  ['/api/schedule', 'schedule'],
  ['/api/room', 'room'],
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 64;

function topicOf(path: string): LiveTopic | null {
  const found = TOPIC_PREFIXES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return found ? found[1] : null;
}

/**
 * The day and id of the booking or waitlist entry a write answered with, read from its JSON. Only
 * those two fields are copied: the answer may hold the guest's name, the announcement never does.
 */
async function detailFromAnswer(res: Response): Promise<AnnounceDetail> {
  if (!res.headers.get('Content-Type')?.includes('application/json')) return {};
  const body: unknown = await res.json().catch(() => null);
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const item = (record.reservation ?? record.entry) as Record<string, unknown> | undefined;
  if (typeof item !== 'object' || item === null) return {};
  // Staff answers name a booking `_id` (contract/serialize.ts), waitlist entries `id`.
  const id = item._id ?? item.id;
  return {
    ...(isText(item.date) && DAY.test(item.date) ? { date: item.date } : {}),
    ...(isText(id) ? { ids: [id] } : {}),
  };
}

/** A handler's own detail wins; an edit may have moved the booking off a day, so it names none. */
async function detailOf(c: Context<AppEnv>, answer: Response): Promise<AnnounceDetail> {
  const set = c.get('announce') as AnnounceDetail | undefined;
  if (set) return set;
  const found = await detailFromAnswer(answer);
  return c.req.method === 'PATCH' ? { ids: found.ids } : found;
}

/**
 * After a successful write to bookings, the waitlist, schedules or the room, tells every staff screen
 * what changed (docs/decisions/055). It runs after the handler, so its commit has happened; the
 * announcement goes out through waitUntil, after the answer, and never delays or fails it.
 */
export const announceChanges = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const { method } = c.req;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
  if (c.res.status < 200 || c.res.status >= 300) return;
  const topic = topicOf(c.req.path);
  if (!topic || !c.env.LIVE) return;
  const answer = c.res.clone();
  const announcing = detailOf(c, answer).then(({ topic: chosen, date, ids }) => {
    const message: ChangedMessage = {
      type: 'changed',
      topic: chosen ?? topic,
      ...(date ? { date } : {}),
      ...(ids?.length ? { ids } : {}),
    };
    return announceChange(c.env, message);
  });
  c.executionCtx.waitUntil(announcing.catch(() => undefined));
});
