import type { scheduleDays, timeSlots, weeklyServices } from '../../db/schema';
import { ruleSlots } from '../../../shared/weekly-hours';
import { serviceOf } from './weekly-rules';

type DayRow = typeof scheduleDays.$inferSelect;
type SlotRow = typeof timeSlots.$inferSelect;
type ServiceRow = typeof weeklyServices.$inferSelect;

/** A slot as a date has it; `online` false: only staff may book it (a service not booked online). */
export type DaySlot = SlotRow & { online?: boolean };

/**
 * THE rule of a date's slots (issue 29): its exception (a schedule day record, the spec's schedule
 * day) when it has one, else its weekday's services. A weekday without a service is closed.
 */
export function slotsOfDay(
  date: string,
  exception: DayRow | undefined | null,
  exceptionSlots: SlotRow[],
  services: ServiceRow[],
): { open: boolean; slots: DaySlot[] } {
  if (exception) return { open: exception.isOpen, slots: exceptionSlots.filter((s) => s.date === date) };
  const slots = ruleSlots(services.map(serviceOf)).map((s) => ({ date, ...s }));
  return { open: slots.length > 0, slots };
}
