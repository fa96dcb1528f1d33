import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from '../env';
import { API_SECURITY_HEADERS } from './site-headers';
import { etagMatches } from './if-none-match';
import { requestIdFrom } from './request-id';
import { freshIsolateCopy, publicCopy, type Entry } from './public-cache';

// How public answers leave the Worker (decision 024): the cached body and headers built once per
// entry, because at thousands of requests a second the runtime's per-call costs are the bill.

/**
 * An API response with the API's headers already in it (apiSecurityHeaders then leaves it alone): one
 * constructor call instead of a header set per line, which was a fifth of a cached GET's cost.
 */
export function publicResponse(body: string | null, status: number, headers: Record<string, string>) {
  return new Response(body, { status, headers: { ...API_SECURITY_HEADERS, ...headers } });
}

/**
 * The body as UTF-8, encoded once per entry: the menu's texts (dashes, German) make V8 keep it as a
 * two-byte string, which the runtime transcoded on every answer (a tenth of a hit's cost).
 */
const bytesOf = (entry: Entry) => (entry.bytes ??= new TextEncoder().encode(entry.body));

/**
 * In front of the router (worker/index.ts): a GET whose path has a fresh copy in this isolate is
 * answered at once, with the headers the API's chain would give it (API headers, X-Request-Id,
 * Server-Timing showing no D1 use). A hit needs no D1, body, credentials or rate limit, and Hono's
 * routing and dozen async middleware steps were a fifth of its cost (decision 024); everything
 * else, a first read included, goes through the app. Only the catalogue's cached GETs have entries
 * under their API path, so no list of paths is kept here. The query string does not change the
 * answer, as in the app.
 */
export function answerFromIsolate(request: Request): Response | undefined {
  if (request.method !== 'GET') return undefined;
  const url = request.url;
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  const queryStart = url.indexOf('?', pathStart);
  const entry = freshIsolateCopy(queryStart === -1 ? url.slice(pathStart) : url.slice(pathStart, queryStart));
  if (entry === undefined) return undefined;
  entry.chainlessHeaders ??= new Headers({
    ...API_SECURITY_HEADERS,
    'Cache-Control': 'no-cache',
    ETag: entry.etag,
    'Content-Type': 'application/json',
    // The format of requestContext's (middleware/request-id.ts); no D1 session was opened.
    'Server-Timing': 'cache;desc="hit", d1;desc="statements=0 roundtrips=0 session=none"',
  });
  // The 304 only ever reaches the browser's HTTP cache, which hands the page the stored 200.
  const notModified = etagMatches(request.headers.get('If-None-Match'), entry.etag);
  const res = new Response(notModified ? null : bytesOf(entry), {
    status: notModified ? 304 : 200,
    headers: entry.chainlessHeaders,
  });
  res.headers.set('X-Request-Id', requestIdFrom(request.headers.get('cf-ray')));
  return res;
}

/**
 * Answers a public GET from `publicCopy` (answerFreshCopy has already taken this isolate's fresh
 * copies), typed like `c.json(data)` for hono/client.
 */
export async function cachedJson<T>(c: Context<AppEnv>, read: () => Promise<T>) {
  const { entry, source } = await publicCopy(c.req.path, read);
  // Browsers always ask again (no-cache) and get 304 with no body when nothing changed.
  const headers = { 'Cache-Control': 'no-cache', ETag: entry.etag, 'Server-Timing': `cache;desc="${source}"` };
  const res = etagMatches(c.req.header('If-None-Match'), entry.etag)
    ? publicResponse(null, 304, headers)
    : publicResponse(entry.body, 200, { ...headers, 'Content-Type': 'application/json' });
  // The 304 only ever reaches the browser's HTTP cache, which hands the page the stored 200.
  return res as unknown as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
