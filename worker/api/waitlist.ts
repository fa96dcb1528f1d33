import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { waitlistEntries } from '../db/schema';
import { validate } from '../middleware/validate';
import { specError } from '../contract/errors';
import { reservationJson } from '../contract/serialize';
import { now } from '../infra/clock';
import { requestLocale } from '../infra/request-locale';
import { deliverNow } from '../infra/outbox/deliver-now';
import { readSettings } from '../domain/settings/read-settings';
import { slotVerdict } from '../domain/reservations/availability';
import { noShowRefusal } from '../domain/reservations/no-show-policy';
import { availabilityReason } from '../../shared/rules/reservation-window';
import { messagesFor } from '../../shared/i18n/catalogues';
import type { Locale } from '../../shared/i18n/locales';
import {
  WAITLIST_MESSAGES,
  waitlistJoinSchema,
  waitlistTokenQuerySchema,
  waitlistTokenSchema,
} from '../../shared/rules/waitlist';
import { joinOnline, endEntry } from '../domain/waitlist/join-waitlist';
import { verifyWaitlistToken } from '../domain/waitlist/waitlist-link';
import { guestEntryJson, joinedEntryJson } from '../domain/waitlist/waitlist-json';
import { acceptOffer } from '../domain/waitlist/accept-offer';
import { offerFreedTablesAfter } from '../domain/waitlist/after-freeing';
import { waitlistStaffRoutes } from './waitlist-staff';

/** The entry a guest's link names, or the answer that refuses the link (400 bad, 410 expired or gone). */
async function entryOfLink(c: Context<AppEnv>, token: string) {
  const m = WAITLIST_MESSAGES[requestLocale(c)];
  const check = await verifyWaitlistToken(c.env, token, now());
  if (!check.ok)
    return { refused: check.reason === 'expired' ? specError(c, 410, m.expiredLink) : specError(c, 400, m.badLink) };
  const [entry] = await c.get('db').select().from(waitlistEntries).where(eq(waitlistEntries.id, check.token.subject));
  // Erased on the guest's request (guest-data.ts): the link has nothing left to show.
  if (!entry) return { refused: specError(c, 410, m.expiredLink) };
  return { entry };
}

/**
 * The waitlist (issue 31, decision 053): guests join online for a full time and take a freed
 * table through their emailed link; staff list a day's entries, add walk-ins, seat, offer, remove
 * (waitlist-staff.ts).
 */
export const waitlistRoutes = new Hono<AppEnv>()
  .post('/', validate('json', waitlistJoinSchema), async (c) => {
    const db = c.get('db');
    const join = c.req.valid('json');
    const language: Locale = join.language;
    const at = now();
    const settings = await readSettings(db);
    const blocked = await noShowRefusal(db, join, settings, at, language);
    if (blocked) return specError(c, 403, blocked);
    // The window's start must be a time the form could book on that date: inside the owner's
    // window and a real slot; being full is the reason to wait.
    const verdict = await slotVerdict(db, join.date, join.from, at, settings.policies);
    if (!verdict.available && verdict.kind !== 'full')
      return specError(c, 409, availabilityReason(messagesFor(language).api, verdict.kind, settings.policies));
    const { row, emailIds } = await joinOnline(db, c.env, join, at, settings);
    deliverNow(c.env, c.executionCtx, emailIds);
    return c.json(
      { message: WAITLIST_MESSAGES[language].joined(join.from, join.to), entry: joinedEntryJson(row) },
      201,
    );
  })
  .get('/entry', validate('query', waitlistTokenQuerySchema), async (c) => {
    const { entry, refused } = await entryOfLink(c, c.req.valid('query').token);
    if (refused) return refused;
    return c.json({ entry: guestEntryJson(entry) });
  })
  .post('/accept', validate('json', waitlistTokenSchema), async (c) => {
    const { entry, refused } = await entryOfLink(c, c.req.valid('json').token);
    if (refused) return refused;
    const m = WAITLIST_MESSAGES[entry.language];
    const settings = await readSettings(c.get('db'));
    const outcome = await acceptOffer(c.get('db'), c.env, entry, now(), settings);
    if (!outcome.ok) {
      const reason = { none: m.noOffer, expired: m.offerExpired, taken: m.tableTaken }[outcome.reason];
      return specError(c, 409, reason);
    }
    deliverNow(c.env, c.executionCtx, outcome.emailIds);
    return c.json({ message: m.accepted, reservation: reservationJson(outcome.row) }, 201);
  })
  .post('/leave', validate('json', waitlistTokenSchema), async (c) => {
    const { entry, refused } = await entryOfLink(c, c.req.valid('json').token);
    if (refused) return refused;
    const m = WAITLIST_MESSAGES[entry.language];
    const { left } = await endEntry(c.get('db'), entry.id, now(), null, 'waitlist.left');
    // An offered table the guest lets go is free again for the next party.
    if (left && entry.status === 'offered') await offerFreedTablesAfter(c, entry.date);
    return c.json({ message: left ? m.left : m.notWaiting });
  })
  .route('/', waitlistStaffRoutes);
