import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '../index';
import { freshClientIp } from './client-ip';

/** One SQL statement and how its session began: 'first-primary', 'first-unconstrained', a bookmark, or 'binding' (no session). */
export type D1Use = { start: string; sql: string };

function recordingSession(session: D1DatabaseSession, start: string, log: D1Use[]): D1DatabaseSession {
  return {
    prepare: (sql: string) => (log.push({ start, sql }), session.prepare(sql)),
    batch: (statements: D1PreparedStatement[]) => session.batch(statements),
    getBookmark: () => session.getBookmark(),
  } as D1DatabaseSession;
}

/** The real D1 binding, noting which session runs each statement: what the Worker asks of D1, seen from outside. */
export function recordingD1(log: D1Use[]): D1Database {
  return new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'withSession')
        return (start = 'first-unconstrained') => recordingSession(target.withSession(start), start, log);
      if (prop === 'prepare') return (sql: string) => (log.push({ start: 'binding', sql }), target.prepare(sql));
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** One request to the Worker whose D1 binding is recorded into `log`. */
export async function requestRecorded(
  log: D1Use[],
  method: string,
  path: string,
  init: { token?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  const headers: Record<string, string> = { 'cf-connecting-ip': freshClientIp(), ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const ctx = createExecutionContext();
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  const res = await worker.fetch(
    new Request(`https://kovalam.test${path}`, { method, headers, body }),
    { ...env, DB: recordingD1(log) },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The `session=` a response reports in Server-Timing (worker/middleware/request-id.ts). */
export const sessionOf = (headers: Headers) => headers.get('server-timing')?.match(/session=([a-z-]+)/)?.[1];
