import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { deliverNow } from '../../infra/outbox/deliver-now';
import { now } from '../../infra/clock';
import { offerFreedTables } from './offer-tables';

/**
 * After a change that may have freed a table on `date` has committed (a cancellation, a shorter
 * stay, an edit): offer it to the waitlist (offer-tables.ts). Awaited, so the answer leaves with the
 * offer made; a failure here is logged and never undoes the change that freed the table: the cron's
 * next pass offers it then (cron/waitlist-offers.ts).
 */
export async function offerFreedTablesAfter(c: Context<AppEnv>, date: string) {
  try {
    const { emailIds } = await offerFreedTables(c.get('db'), c.env, date.slice(0, 10), now());
    deliverNow(c.env, c.executionCtx, emailIds);
  } catch (error) {
    console.log(JSON.stringify({ level: 'error', job: 'waitlist-offer', date, error: String(error) }));
  }
}
