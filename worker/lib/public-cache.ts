import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from '../env';

/**
 * The public catalogue (menu lists, coming-soon dishes, active banners) is read on every guest
 * page load and changed by staff a few times a week. Each isolate keeps the serialised answer for
 * FRESH_MS, so under load a list costs one D1 query per FRESH_MS per isolate instead of one per
 * request. A write through the API clears this isolate's copy at once; other isolates catch up
 * within FRESH_MS. Browsers revalidate every time (`no-cache` + ETag → 304), so they never add
 * staleness of their own. See docs/decisions/005-public-catalogue-cache.md.
 */
export const FRESH_MS = 10_000;

type Entry = { body: string; etag: string; expires: number };

const entries = new Map<string, Entry>();
let generation = 0;

/** Drops every cached list, and any load already in flight will not be stored. */
export function invalidatePublicCache() {
  generation += 1;
  entries.clear();
}

/** Clears the cache after any write to a catalogue route (whatever the outcome: cheap and safe). */
export const invalidateOnWrite: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') invalidatePublicCache();
};

/** A short strong validator for a response body. */
export async function etagOf(body: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(body)));
  let hex = '';
  for (let i = 0; i < 10; i++) hex += digest[i].toString(16).padStart(2, '0');
  return `"${hex}"`;
}

async function load(key: string, read: () => Promise<unknown>): Promise<Entry> {
  const started = generation;
  const body = JSON.stringify(await read());
  const entry = { body, etag: await etagOf(body), expires: Date.now() + FRESH_MS };
  // A write that landed while D1 was being read has cleared the cache: don't refill it with the old rows.
  if (started === generation) entries.set(key, entry);
  return entry;
}

/**
 * The isolate's copy of one public list, read from D1 when it is missing or older than FRESH_MS.
 * Each missing request reads for itself: a request may not wait on another request's D1 read
 * (workerd refuses I/O across requests, and the first one may be cancelled), and the copy shared
 * afterwards is plain strings. `key` is the list's API path; the home page (routes/home-page.ts)
 * reads the active banners through the same copy as `GET /api/banners/active`.
 */
export async function publicCopy(key: string, read: () => Promise<unknown>): Promise<Entry & { hit: boolean }> {
  const entry = entries.get(key);
  if (entry !== undefined && entry.expires > Date.now()) return { ...entry, hit: true };
  return { ...(await load(key, read)), hit: false };
}

/** Answers a public GET from the isolate's copy (`publicCopy`). Typed like `c.json(data)` for hono/client. */
export async function cachedJson<T>(c: Context<AppEnv>, read: () => Promise<T>) {
  const entry = await publicCopy(c.req.path, read);
  c.header('Server-Timing', `cache;desc="${entry.hit ? 'hit' : 'miss'}"`, { append: true });
  const headers = { 'Cache-Control': 'no-cache', ETag: entry.etag };
  const res = c.req.header('If-None-Match') === entry.etag
    ? c.body(null, 304, headers)
    : c.body(entry.body, 200, { ...headers, 'Content-Type': 'application/json' });
  // The 304 only ever reaches the browser's HTTP cache, which hands the page the stored 200.
  return res as unknown as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
