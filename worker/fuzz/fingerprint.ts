import { env } from 'cloudflare:workers';

/** Per table: its row count and a SHA-256 over all its rows. Equal fingerprints = D1 untouched. */
export type Fingerprint = Record<string, string>;

let tableNames: string[] | undefined;

/** Every application table, read from sqlite_master so a new migration is covered automatically. */
async function tables(): Promise<string[]> {
  tableNames ??= (
    await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
    ).all<{ name: string }>()
  ).results.map((r) => r.name);
  return tableNames;
}

/**
 * The outbox's delivery columns (status, attempts, next attempt, sent at, error) change on their
 * own: an earlier request's emails are sent in its waitUntil while the next request runs. What a
 * request writes is the row itself, so only that is compared.
 */
const COLUMNS: Record<string, string> = {
  email_outbox: 'id, kind, recipient, subject, text_body, html_body, attachments, reservation_id, created_at',
};

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * One batch (one round trip) reads every table. Rows are serialised and sorted so the hash
 * does not depend on SQLite's scan order, only on the data.
 */
export async function fingerprint(): Promise<Fingerprint> {
  const names = await tables();
  const results = await env.DB.batch(names.map((t) => env.DB.prepare(`SELECT ${COLUMNS[t] ?? '*'} FROM "${t}"`)));
  const out: Fingerprint = {};
  for (const [i, name] of names.entries()) {
    const rows = results[i].results.map((row) => JSON.stringify(row)).sort();
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(rows.join('\n')));
    out[name] = `${rows.length}:${hex(digest)}`;
  }
  return out;
}

/** The fingerprint without tables a route is meant to touch even when it says no (see harness.ts). */
export function without(print: Fingerprint, skip: readonly string[]): Fingerprint {
  return Object.fromEntries(Object.entries(print).filter(([name]) => !skip.includes(name)));
}
