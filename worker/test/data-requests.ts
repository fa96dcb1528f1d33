import { env } from 'cloudflare:workers';
import { api, rows } from './helpers';

/** The link of a data-request email, as its plain-text body prints it. */
const LINK = /(https?:\/\/[^/\s]+)\/data-request\/confirm\?token=([\w.-]+)/;

/** The links emailed to `email` (any case) by the data-request form so far, oldest first, read from the outbox. */
export async function emailedDataLinks(email: string): Promise<{ origin: string; token: string }[]> {
  const emails = await rows<{ text_body: string }>(
    "SELECT text_body FROM email_outbox WHERE kind = 'data-request' AND lower(recipient) = lower(?) ORDER BY rowid",
    email,
  );
  return emails.map(({ text_body }) => {
    const match = LINK.exec(text_body);
    if (!match) throw new Error(`no confirmation link in: ${text_body}`);
    return { origin: match[1], token: match[2] };
  });
}

/** Submits the data-request form's API as a guest would and returns the token of the link it emailed. */
export async function requestDataLink(email: string, type: 'access' | 'deletion'): Promise<string> {
  const before = (await emailedDataLinks(email)).length;
  const res = await api('POST', '/api/user-data/request', { body: { email, type } });
  const links = await emailedDataLinks(email);
  if (res.status !== 202 || links.length !== before + 1)
    throw new Error(`no link emailed: ${res.status} ${JSON.stringify(res.json)}`);
  return links[links.length - 1].token;
}

/** The query of a data request's link. */
export const tokenQuery = (token: string) => `/api/user-data/request?token=${encodeURIComponent(token)}`;

export type OrderSeed = {
  id: string;
  email: string;
  name?: string;
  reservationId?: string | null;
  status?: 'pending' | 'paid';
  createdAt: number;
  /** [dish name, unit price in cents, quantity] */
  lines: [string, number, number][];
};

/** An order with its lines, straight into D1. */
export async function insertOrder(o: OrderSeed) {
  const total = o.lines.reduce((sum, [, price, qty]) => sum + price * qty, 0);
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO orders (id, customer_name, customer_email, reservation_id, total_cents, status, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      o.id,
      o.name ?? 'Meera',
      o.email,
      o.reservationId ?? null,
      total,
      o.status ?? 'paid',
      o.createdAt,
      o.createdAt,
    ),
    ...o.lines.map(([name, price, qty], i) =>
      env.DB.prepare(
        'INSERT INTO order_lines (order_id, line_no, menu_item_id, name, unit_price_cents, quantity) VALUES (?, ?, ?, ?, ?, ?)',
      ).bind(o.id, i, `dish-${i}`, name, price, qty),
    ),
  ]);
}

/** Declared types SQLite gives text (or no) affinity: any of them can hold an address. */
const TEXTUAL = /CHAR|CLOB|TEXT|BLOB|^$/i;

/**
 * Every `table.column` of every table in D1 (read from sqlite_master, so a new migration's
 * tables are searched too) whose value contains `needle` in any case, with how many rows.
 */
export async function placesHolding(needle: string): Promise<string[]> {
  const tables = await rows<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  );
  const columns = (
    await env.DB.batch(
      tables.map(({ name }) =>
        env.DB.prepare('SELECT ? AS tbl, name, type FROM pragma_table_info(?)').bind(name, name),
      ),
    )
  )
    .flatMap((r) => r.results as { tbl: string; name: string; type: string }[])
    .filter((c) => TEXTUAL.test(c.type));
  const counts = await env.DB.batch(
    columns.map((c) =>
      env.DB.prepare(`SELECT count(*) AS n FROM "${c.tbl}" WHERE instr(lower(CAST("${c.name}" AS TEXT)), ?) > 0`).bind(
        needle.toLowerCase(),
      ),
    ),
  );
  return columns.flatMap((c, i) => {
    const n = (counts[i].results[0] as { n: number }).n;
    return n ? [`${c.tbl}.${c.name} (${n})`] : [];
  });
}
