import { minutesOf, weekdayKeyOf, type WeeklyRules } from '../../../../shared/weekly-hours';

export type KitchenService = { name: string; from: string; lastSeating: string };

/** The services a date's weekday opens with (shared/weekly-hours.ts), by start. */
export const servicesOn = (weekly: WeeklyRules, date: string): KitchenService[] =>
  [...weekly[weekdayKeyOf(date)]]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map(({ name, from, lastSeating }) => ({ name, from, lastSeating }));

/**
 * The service a booking's time falls in: the last one started by then. A booking before the first
 * service (one made before the hours changed) is the first service's; the kitchen cooks for it all the same.
 */
export function serviceAt(services: readonly KitchenService[], time: string): KitchenService | undefined {
  const started = services.filter((s) => minutesOf(s.from) <= minutesOf(time));
  return started.at(-1) ?? services[0];
}

/** The day's bookings under each service, in the services' order; every booking in exactly one. */
export function byService<T extends { time: string }>(services: readonly KitchenService[], bookings: readonly T[]) {
  return services.map((service) => ({
    service,
    bookings: bookings.filter((b) => serviceAt(services, b.time) === service),
  }));
}

/** The sheet's service from `?service=`, matched by name as the rules spell it; none: the whole day. */
export const chosenService = (services: readonly KitchenService[], param: string | null) =>
  services.find((s) => s.name === param);
