import { and, eq, sql } from 'drizzle-orm';
import type { Database, Env } from '../../env';
import { reservations, scheduleDays, timeSlots, waitlistEntries } from '../../db/schema';
import { slotsOfDay } from '../schedule/day-slots';
import { weekdayServicesQuery } from '../schedule/weekly-rules';
import { isoWeekday } from '../../../shared/weekly-hours';
import { berlinWallClock } from '../../../shared/berlin-time';
import { staffBook, type StaffBookingOutcome } from '../reservations/staff-booking';
import { siteOrigin } from '../../infra/site-origin';
import type { WaitlistRow } from './offer-tables';

/** Berlin's date and wall-clock time now: a walk-in's day and the moment it joined. */
export function berlinNow(at: Date) {
  const [date, time] = berlinWallClock(at).split(' ');
  return { date, time };
}

/**
 * The slot a party seated now belongs to: the day's latest slot time not after now (its first
 * before the service starts). A booking's time is one of its day's slots, so the pacing and the
 * service's rules (slot-room.ts) know it; the stay starts then.
 */
async function currentSlotTime(db: Database, date: string, time: string): Promise<string | undefined> {
  const [[day], slots, services] = await db.batch([
    db.select().from(scheduleDays).where(eq(scheduleDays.date, date)),
    db.select().from(timeSlots).where(eq(timeSlots.date, date)),
    weekdayServicesQuery(db, isoWeekday(date)),
  ]);
  const times = slotsOfDay(date, day, slots, services)
    .slots.filter((s) => s.available)
    .map((s) => s.time)
    .sort();
  return times.filter((t) => t <= time).at(-1) ?? times[0];
}

export type SeatOutcome = StaffBookingOutcome | { ok: false; noSlot: true };

/**
 * Seats a waiting walk-in now: a walk-in booking through the staff booking path (its table check,
 * INSERT, and the audit entry, 'waitlist.seated' in the booking's own batch), on the tables staff
 * chose or the unit assignment picks; then the booking is seated and the entry 'seated' with it.
 */
export async function seatWalkIn(
  db: Database,
  env: Env,
  entry: WaitlistRow,
  tableIds: string[] | undefined,
  actorId: string,
  at: Date,
): Promise<SeatOutcome> {
  const today = berlinNow(at);
  const time = await currentSlotTime(db, today.date, today.time);
  if (!time) return { ok: false, noSlot: true };
  const request = {
    name: entry.name,
    email: entry.email,
    phone: entry.phone,
    date: today.date,
    time,
    guests: entry.guests,
    occasion: '',
    specialRequests: '',
    language: entry.language,
    source: 'walk-in' as const,
    overCapacity: false,
    tableIds,
  };
  const booked = await staffBook(db, env, siteOrigin(env), request, actorId, at, (id) => ({
    action: 'waitlist.seated',
    targetType: 'waitlist-entry',
    targetId: entry.id,
    detail: { date: today.date, time, guests: entry.guests, reservationId: id },
  }));
  if (!booked.ok) return booked;
  const id = booked.row.id;
  const [[row]] = await db.batch([
    db
      .update(reservations)
      .set({ status: 'seated' })
      .where(and(eq(reservations.id, id), eq(reservations.status, 'confirmed')))
      .returning(),
    db
      .update(waitlistEntries)
      .set({ status: 'seated', reservationId: id })
      .where(and(eq(waitlistEntries.id, entry.id), sql`${waitlistEntries.status} IN ('waiting', 'offered')`)),
  ]);
  return { ok: true, row: row ?? booked.row, emailIds: booked.emailIds };
}
