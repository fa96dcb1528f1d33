import { and, asc, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../env';
import { reservations, scheduleDays, timeSlots } from '../../db/schema';
import { ruleSlotsOn, type WeeklyRules } from '../../../shared/weekly-hours';
import { berlinToday } from '../../../shared/berlin-time';

/** A booking from today on whose time its date no longer offers (issue 29): staff call the guest. */
export type MisfitBooking = { id: string; date: string; time: string; guests: number; name: string; status: string };

/**
 * The bookings that still count (pending, confirmed) from Berlin's today on whose date, as its
 * exception or the weekly rules make it, is closed or has no open slot at their time. Changing the
 * rules or a day never cancels them silently: they are listed here instead.
 */
export async function misfitBookings(db: Database, week: WeeklyRules, at: Date): Promise<MisfitBooking[]> {
  const today = berlinToday(at);
  const [bookings, days, slots] = await db.batch([
    db
      .select({
        id: reservations.id,
        date: reservations.date,
        time: reservations.time,
        guests: reservations.guests,
        name: reservations.name,
        status: reservations.status,
      })
      .from(reservations)
      .where(and(gte(reservations.date, today), inArray(reservations.status, ['pending', 'confirmed'])))
      .orderBy(asc(reservations.date), asc(reservations.time)),
    db
      .select({ date: scheduleDays.date, isOpen: scheduleDays.isOpen })
      .from(scheduleDays)
      .where(gte(scheduleDays.date, today)),
    db
      .select({ date: timeSlots.date, time: timeSlots.time, available: timeSlots.available })
      .from(timeSlots)
      .where(gte(timeSlots.date, today)),
  ]);
  const exceptions = new Map(days.map((d) => [d.date, d.isOpen]));
  const exceptionTimes = new Set(slots.filter((s) => s.available).map((s) => `${s.date} ${s.time}`));
  const fits = (b: MisfitBooking) => {
    const open = exceptions.get(b.date);
    if (open === undefined) return ruleSlotsOn(week, b.date).some((s) => s.time === b.time);
    return open && exceptionTimes.has(`${b.date} ${b.time}`);
  };
  return bookings.filter((b) => !fits(b));
}
