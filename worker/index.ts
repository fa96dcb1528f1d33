import { site } from './app';
import type { Env } from './env';
import { createDb } from './db/client';
import { runNightlyCleanup } from './cron/cleanup';

export default {
  fetch: site.fetch,
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runNightlyCleanup(createDb(env.DB), new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
