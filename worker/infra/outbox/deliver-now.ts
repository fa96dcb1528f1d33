import type { Env } from '../../env';
import { createDb } from '../../db/client';
import { now } from '../clock';
import { deliverEmail } from './deliver';
import { bindingTransport, type Transport } from './transport';

/**
 * After the batch that queued them has committed: try the emails at once, after the answer has
 * gone out. Whatever fails here stays in the outbox for the cron (worker/cron/outbox.ts).
 */
export function deliverNow(
  env: Env,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  ids: string[],
  transport: Transport = bindingTransport(env),
) {
  if (ids.length === 0) return;
  const db = createDb(env.DB);
  const at = now().getTime();
  ctx.waitUntil(
    Promise.all(ids.map((id) => deliverEmail(db, transport, id, at))).catch((error: unknown) => {
      console.log(JSON.stringify({ level: 'error', job: 'email', ids, error: String(error) }));
    }),
  );
}
