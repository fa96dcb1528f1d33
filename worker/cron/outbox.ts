import type { Env } from '../env';
import { createDb } from '../db/client';
import { deliverDue } from '../infra/outbox/deliver';
import { bindingTransport, type Transport } from '../infra/outbox/transport';

/** The cron that empties the email outbox: every 5 minutes, the emails whose next attempt is due. */
export const OUTBOX_CRON = '*/5 * * * *';

export async function retryDueEmails(env: Env, at: Date, transport: Transport = bindingTransport(env)) {
  const results = await deliverDue(createDb(env.DB), transport, at.getTime());
  if (results.sent + results.retry + results.failed > 0)
    console.log(JSON.stringify({ level: 'info', job: 'email-outbox', ...results }));
  return results;
}
