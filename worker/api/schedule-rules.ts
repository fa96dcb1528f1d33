import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { AppEnv, Database } from '../env';
import { scheduleDays, timeSlots } from '../db/schema';
import { requireAdmin, requireOwner } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { exceptionDateParamSchema, openingRulesSchema } from '../../shared/rules/opening-rules';
import { OPENING_RULES_MESSAGES } from '../../shared/messages';
import { readWeeklyRules } from '../domain/schedule/weekly-rules';
import { replaceWeeklyRules } from '../domain/schedule/replace-rules';
import { misfitBookings } from '../domain/schedule/misfits';
import { auditIf } from '../domain/audit/audit';
import { apiError } from '../contract/errors';
import { now } from '../infra/clock';

/** The week's rules with the bookings from today on that no longer fit their date's hours. */
async function rulesAnswer(db: Database) {
  const weekly = await readWeeklyRules(db);
  return { weekly, misfits: await misfitBookings(db, weekly, now()) };
}

/**
 * Opening hours as weekly rules (issue 29, docs/decisions/043): staff read the week, owners
 * replace it whole. A rule change never touches a booking; the answer lists the ones that no
 * longer fit, for staff to call.
 */
export const scheduleRulesRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => c.json(await rulesAnswer(c.get('db'))))
  .put('/', ...requireOwner, validate('json', openingRulesSchema), async (c) => {
    const db = c.get('db');
    await replaceWeeklyRules(db, c.req.valid('json').weekly, c.get('staff').id, now());
    return c.json({ message: OPENING_RULES_MESSAGES.saved, ...(await rulesAnswer(db)) });
  });

/** A date's exception removed: the day follows its weekday's rules again. Its bookings stay as they are. */
export const scheduleExceptionRoutes = new Hono<AppEnv>().delete(
  '/:date',
  ...requireOwner,
  validate('param', exceptionDateParamSchema),
  async (c) => {
    const { date } = c.req.valid('param');
    const db = c.get('db');
    const entry = {
      actorId: c.get('staff').id,
      action: 'schedule.exception-removed',
      targetType: 'schedule-day',
      targetId: date,
    } as const;
    // The entry only when a day is there to remove; one batch, one transaction.
    const exists = sql`SELECT 1 FROM schedule_days WHERE date = ${date}`;
    const [, , removed] = await db.batch([
      auditIf(db, entry, exists, now().getTime()),
      db.delete(timeSlots).where(eq(timeSlots.date, date)),
      db.delete(scheduleDays).where(eq(scheduleDays.date, date)),
    ]);
    if ((removed as unknown as D1Result).meta.changes === 0) {
      return apiError(c, 404, `${date} has no exception: it already follows the weekly hours`);
    }
    return c.json({ message: OPENING_RULES_MESSAGES.exceptionRemoved, date });
  },
);
