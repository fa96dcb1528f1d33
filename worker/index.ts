import { site } from './app';
import { answerFromIsolate } from './infra/public-answer';
import type { Env } from './env';
import { createDb } from './db/client';
import { runNightlyCleanup } from './cron/cleanup';
import { OUTBOX_CRON, retryDueEmails } from './cron/outbox';
import { queueReminders } from './cron/reminders';
import { seatUnseatedBookings } from './cron/seat-unseated';
import { passOnExpiredOffers } from './cron/waitlist-offers';
import { refreshReportDays } from './cron/report-days';
import { announceChange } from './live/live-hub';

// The staff screens' hub, a Durable Object class the runtime finds among the Worker's exports (decision 055).
export { LiveUpdates } from './live/live-updates-object';

export default {
  // This isolate's fresh copy of a public list answers before any routing (infra/public-answer.ts, decision 024).
  fetch: (request: Request, env: Env, ctx: ExecutionContext) =>
    answerFromIsolate(request) ?? site.fetch(request, env, ctx),
  async scheduled(controller, env, ctx) {
    // Two crons (wrangler.jsonc): reminders and the outbox's retries every 5 minutes, the cleanup at night.
    if (controller.cron === OUTBOX_CRON) {
      const at = new Date(controller.scheduledTime);
      // Tomorrow's reminders first (worker/cron/reminders.ts), so this same pass sends them; a
      // failure there never holds up the retries.
      const reminders = queueReminders(env, at).catch((error: unknown) => {
        console.log(JSON.stringify({ level: 'error', job: 'reminders', error: String(error) }));
      });
      // Then the waitlist's expired offers pass on (worker/cron/waitlist-offers.ts), so their emails go in this pass too.
      const offers = reminders.then(() =>
        passOnExpiredOffers(env, at)
          // Expired holds leave the Service view's waitlist panel: its screens refetch (decision 055).
          .then((ids) => (ids.length ? announceChange(env, { type: 'changed', topic: 'waitlist', ids }) : undefined))
          .catch((error: unknown) => {
            console.log(JSON.stringify({ level: 'error', job: 'waitlist-offers', error: String(error) }));
          }),
      );
      ctx.waitUntil(offers.then(() => retryDueEmails(env, at)));
      // Bookings made before the room existed get their tables (issue 28); nothing to do once they have.
      ctx.waitUntil(
        seatUnseatedBookings(createDb(env.DB), at).catch((error: unknown) => {
          console.log(JSON.stringify({ level: 'error', job: 'seat-unseated', error: String(error) }));
        }),
      );
      return;
    }
    ctx.waitUntil(runNightlyCleanup(createDb(env.DB), new Date(controller.scheduledTime), env));
    // The reports' per-day figures (cron/report-days.ts), apart from the cleanup so one failing never stops the other.
    ctx.waitUntil(refreshReportDays(createDb(env.DB), new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
