import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { createDb } from '../db/client';
import { meterD1 } from '../infra/d1-meter';

/**
 * Which copy of D1 a request reads (docs/decisions/025), reported in Server-Timing as `session=…`:
 * - `any-replica`: the nearest copy, maybe a moment behind (public reads);
 * - `bookmark`: any copy at least as new as the staff member's last answer (back-office reads);
 * - `primary`: the first query on the primary, the rest on copies at least that new (everything
 *   that decides a booking, a sign-in or a change; the default).
 */
export type D1SessionKind = 'any-replica' | 'bookmark' | 'primary';

/** Sent by the back office with its latest bookmark, answered with the newer one. */
const BOOKMARK_HEADER = 'X-D1-Bookmark';

/**
 * D1's bookmark: four hex fields, e.g. 00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683.
 * Checked before D1 sees it: the binding takes any text, and one that D1 cannot read fails the query.
 */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

const isBookmark = (value: string | undefined): value is string => value !== undefined && BOOKMARK.test(value);

/** Opens the request's session and points `db` at it; the request's meter keeps counting. */
export function useD1Session(c: Context<AppEnv>, kind: D1SessionKind, start: D1SessionConstraint | D1SessionBookmark) {
  const session = c.env.DB.withSession(start);
  c.set('db', createDb(meterD1(session, c.get('d1Meter'))));
  c.set('d1Session', kind);
  return session;
}

/** Public reads (menu, banners, schedule, availability, the home page): the nearest copy will do. */
export const readFromAnyReplica = createMiddleware<AppEnv>(async (c, next) => {
  useD1Session(c, 'any-replica', 'first-unconstrained');
  await next();
});

/**
 * Bookings, manage links, data requests, sign-in and the tables that throttle or deduplicate them:
 * what they decide is read on the primary. requestContext already opens this session for every
 * request; the routes that must never read a replica name it anyway.
 */
export const primaryOnly = createMiddleware<AppEnv>(async (c, next) => {
  useD1Session(c, 'primary', 'first-primary');
  await next();
});

/**
 * The back office, after requireAdmin has checked the staff session on the primary. A read
 * continues from the bookmark the browser sent, so staff always see their own last change; a
 * change (any method but GET and HEAD) reads what decides it on the primary. Either way the answer
 * carries the session's newest bookmark. A header that is not a bookmark is ignored (primary):
 * refusing it would lock the back office out until the page reloads.
 */
export const readYourWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  const sent = c.req.header(BOOKMARK_HEADER);
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  const session =
    read && isBookmark(sent) ? useD1Session(c, 'bookmark', sent) : useD1Session(c, 'primary', 'first-primary');
  await next();
  const bookmark = session.getBookmark() ?? (isBookmark(sent) ? sent : null);
  if (bookmark) c.res.headers.set(BOOKMARK_HEADER, bookmark);
};
