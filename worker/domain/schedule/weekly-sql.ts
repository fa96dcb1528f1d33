import { sql } from 'drizzle-orm';
import { isoWeekday, minutesOf } from '../../../shared/weekly-hours';

const minutesSql = (column: string) =>
  sql.raw(`(CAST(substr(${column}, 1, 2) AS INTEGER) * 60 + CAST(substr(${column}, 4, 2) AS INTEGER))`);

/**
 * The weekly service (issue 29) whose grid holds `time` on the weekday of `date`, as a WHERE for
 * weekly_services: the weekday and the time's minutes are worked out here, the rules are read by
 * the statement, so an owner's change that lands first is the one a booking meets. Services never
 * overlap (shared/rules/opening-rules.ts), so at most one row matches. Guests only book online services.
 */
export function serviceHolding(date: string, time: string, byStaff: boolean) {
  const minutes = minutesOf(time);
  return sql`weekday = ${isoWeekday(date)}
    AND ${minutes} BETWEEN ${minutesSql('starts_at')} AND ${minutesSql('last_seating')}
    AND (${minutes} - ${minutesSql('starts_at')}) % interval_minutes = 0
    AND (online = 1 OR ${byStaff ? 1 : 0} = 1)`;
}
