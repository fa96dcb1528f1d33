import { site } from './app';
import type { Env } from './env';
import { createDb } from './db/client';
import { runNightlyCleanup } from './cron/cleanup';
import { OUTBOX_CRON, retryDueEmails } from './cron/outbox';

export default {
  fetch: site.fetch,
  async scheduled(controller, env, ctx) {
    // Two crons (wrangler.jsonc): the outbox's retries every 5 minutes, the cleanup at night.
    if (controller.cron === OUTBOX_CRON) {
      ctx.waitUntil(retryDueEmails(env, new Date(controller.scheduledTime)));
      return;
    }
    ctx.waitUntil(runNightlyCleanup(createDb(env.DB), new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
