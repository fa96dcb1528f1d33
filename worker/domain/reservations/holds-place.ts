import { sql, type SQL } from 'drizzle-orm';
import { berlinWallClock } from '../../../shared/berlin-time';

/**
 * THE rule of what holds a place in a slot (docs/decisions/021), as SQL over one reservations
 * row: pending, confirmed, seated and completed bookings do; a no-show does until its slot has
 * started (Berlin wall clock, so daylight-saving days need no offset arithmetic); cancelled never.
 * Column names are unqualified on purpose: inside a subquery they name the subquery's own rows,
 * so the same fragment works in SELECTs, in INSERT … SELECT and in an UPDATE's counting subquery.
 */
export function holdsPlace(at: Date): SQL {
  return sql`(status IN ('pending', 'confirmed', 'seated', 'completed')
    OR (status = 'no-show' AND (date || ' ' || time) > ${berlinWallClock(at)}))`;
}
