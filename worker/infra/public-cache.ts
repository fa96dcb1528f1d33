import type { MiddlewareHandler } from 'hono';
import { waitUntil } from 'cloudflare:workers';
import type { AppEnv } from '../env';
import { RESTAURANT } from '../../shared/restaurant';

/**
 * Public answers guests read on every page (menu lists, banners, a day's slot table) in two layers,
 * both bounded by FRESH_MS from the moment D1 was read (docs/decisions/024, which supersedes the
 * 10 s of 005): this isolate's own copy in front (no I/O at all), then the colo's Cache API
 * (`caches.default`), shared by every isolate there, then D1. An entry carries `readAt`, taken
 * before its D1 read started, and neither layer serves it once FRESH_MS have passed, so a change
 * made at T is in every answer served after T + FRESH_MS, in every colo. A write through the API
 * clears its group in this isolate and makes it ignore shared entries read before the write, so
 * staff see their own change at once.
 */
export const FRESH_MS = 1_000;

export type Entry = {
  body: string;
  etag: string;
  readAt: number;
  value?: unknown;
  chainlessHeaders?: Headers;
  bytes?: Uint8Array<ArrayBuffer>;
};
/** Where an answer came from; Server-Timing's `cache;desc` says it (bench/README.md reads "hit"). */
export type Source = 'hit' | 'edge' | 'miss';

/** Cleared together: the catalogue by menu and banner writes, slot tables by schedule and booking writes. */
type GroupName = 'catalogue' | 'slots';
type Group = { entries: Map<string, Entry>; generation: number; writtenAt: number; refreshing: Set<string> };
const newGroup = (): Group => ({ entries: new Map(), generation: 0, writtenAt: 0, refreshing: new Set() });
const groups: Record<GroupName, Group> = { catalogue: newGroup(), slots: newGroup() };
/** Slot tables are one key per date: the isolate forgets expired ones beyond this many. */
const MAX_ENTRIES = 200;

export const SLOT_TABLE_PREFIX = '/slots/';
const groupOf = (key: string) => groups[key.startsWith(SLOT_TABLE_PREFIX) ? 'slots' : 'catalogue'];
// A clock that went back (a test's fake time) must not make an entry look fresh for longer.
const fresh = (entry: Entry, now: number) => now >= entry.readAt && now - entry.readAt < FRESH_MS;
/**
 * An own copy older than this is read again by the request that finds it, after its answer: a busy
 * key then never expires under load, where every request of that moment would miss at once and
 * queue on D1 (bench: check-availability fell to 0.43x the floor). An idle key still just expires.
 */
const REFRESH_AFTER_MS = FRESH_MS * 0.6;
// Keys on the site's own host (the zone the Worker runs on) under a path no request uses.
const edgeUrl = (key: string) => `${RESTAURANT.url}/_public-cache${key}`;
const READ_AT = 'X-Read-At';
// The project type-checks with the DOM lib too, whose CacheStorage has no `default`.
const colo = () => (caches as unknown as { default: Cache }).default;

/** Forgets a group (all when none is named) in this isolate; loads in flight are not stored. */
export function invalidatePublicCache(name?: GroupName) {
  for (const group of name ? [groups[name]] : Object.values(groups)) {
    group.generation += 1;
    group.entries.clear();
    group.writtenAt = Date.now();
  }
}

/** Only for tests: this isolate forgets its copies, as a cold isolate of the same colo would. */
export function forgetIsolateCopies() {
  for (const group of Object.values(groups)) group.entries.clear();
}

const clearOnWrite =
  (name: GroupName): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    // Whatever the outcome: cheap, and a refused write may still have changed something.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') invalidatePublicCache(name);
  };
/** On the menu and banner routes. */
export const invalidateOnWrite = clearOnWrite('catalogue');
/** On the schedule, reservation and data-request routes: a booking fills a slot, a cancellation frees one. */
export const invalidateSlotsOnWrite = clearOnWrite('slots');

/** A short strong validator for a response body. */
export async function etagOf(body: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(body)));
  let hex = '';
  for (let i = 0; i < 10; i++) hex += digest[i].toString(16).padStart(2, '0');
  return `"${hex}"`;
}

async function fromEdge(key: string, group: Group): Promise<Entry | undefined> {
  try {
    const res = await colo().match(edgeUrl(key));
    if (!res) return undefined;
    const readAt = Number(res.headers.get(READ_AT));
    const entry = { body: '', etag: res.headers.get('ETag') ?? '', readAt };
    // Read before this isolate's last write: it may not show that write yet.
    if (!fresh(entry, Date.now()) || readAt <= group.writtenAt) {
      await res.body?.cancel();
      return undefined;
    }
    entry.body = await res.text();
    return entry;
  } catch {
    return undefined; // The Cache API failing costs a D1 read, never a guest's answer.
  }
}

function toEdge(key: string, entry: Entry) {
  // X-Read-At is the bound (fromEdge); max-age only lets the colo drop the bytes soon after. It is
  // longer than FRESH_MS because caches count age from the whole-second Date header: max-age=1
  // left some entries a tenth of a second to live.
  const headers = {
    'Content-Type': 'application/json',
    ETag: entry.etag,
    [READ_AT]: String(entry.readAt),
    'Cache-Control': 'public, max-age=5',
  };
  waitUntil(
    colo()
      .put(edgeUrl(key), new Response(entry.body, { headers }))
      .catch(() => undefined),
  );
}

/** `entry` is the stored one (a caller may memoise `value` on it); body and etag are its own. */
type Copy = { entry: Entry; source: Source; body: string; etag: string };
const copyOf = (entry: Entry, source: Source): Copy => ({ entry, source, body: entry.body, etag: entry.etag });

function keep(group: Group, key: string, entry: Entry) {
  if (group.entries.size >= MAX_ENTRIES) {
    const now = Date.now();
    for (const [k, e] of group.entries) if (!fresh(e, now)) group.entries.delete(k);
  }
  group.entries.set(key, entry);
}

/** Reads D1 and stores the answer in both layers, unless a write cleared the group meanwhile. */
async function load(key: string, group: Group, read: () => Promise<unknown>): Promise<Entry> {
  const started = group.generation;
  const readAt = Date.now();
  const value = await read();
  const body = JSON.stringify(value);
  const entry = { body, etag: await etagOf(body), readAt, value };
  // A write that landed while D1 was being read has cleared the group: don't store the old rows.
  if (started === group.generation) {
    keep(group, key, entry);
    toEdge(key, entry);
  }
  return entry;
}

function refreshAhead(key: string, group: Group, own: Entry, read: () => Promise<unknown>) {
  if (Date.now() - own.readAt < REFRESH_AFTER_MS || group.refreshing.has(key)) return;
  group.refreshing.add(key);
  // A failed refresh leaves the copy to expire, and the next request reads for itself.
  waitUntil(
    load(key, group, read)
      .catch(() => undefined)
      .finally(() => group.refreshing.delete(key)),
  );
}

/**
 * One public answer: this isolate's copy, else the colo's Cache API, else `read()` from D1 (then
 * stored in both). `key` is the answer's API path (the home page reads the active banners through
 * the same key as `GET /api/banners/active`) or SLOT_TABLE_PREFIX + a date. Each missing request
 * reads for itself: a request may not wait on another request's I/O in workerd. A refresh ahead
 * runs in the finding request's waitUntil and only ever replaces the stored copy.
 */
export async function publicCopy(key: string, read: () => Promise<unknown>): Promise<Copy> {
  const group = groupOf(key);
  const own = group.entries.get(key);
  if (own !== undefined && fresh(own, Date.now())) {
    refreshAhead(key, group, own, read);
    return copyOf(own, 'hit');
  }
  const started = group.generation;
  const shared = await fromEdge(key, group);
  if (shared) {
    if (started === group.generation) keep(group, key, shared);
    return copyOf(shared, 'edge');
  }
  return copyOf(await load(key, group, read), 'miss');
}

/** This isolate's fresh copy of a catalogue answer under its API path, if it has one (public-answer.ts). */
export function freshIsolateCopy(path: string): Entry | undefined {
  const { entries, refreshing } = groups.catalogue;
  const entry = entries.get(path);
  if (entry === undefined || !fresh(entry, Date.now())) return undefined;
  // An aging copy sends one request through the app, whose publicCopy starts the refresh ahead.
  const due = Date.now() - entry.readAt >= REFRESH_AFTER_MS && !refreshing.has(path);
  return due ? undefined : entry;
}
