import { env } from 'cloudflare:workers';
import type { Context } from 'hono';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, clearTables, insertScheduleDay, login } from '../test/helpers';
import { createDb } from '../db/client';
import type { AppEnv } from '../env';
import { drawReserveForm } from './reserve-form';
import { SEED_SETTINGS } from '../../shared/rules/settings';
import { berlinTomorrow } from '../../shared/berlin-time';
import { DRAWN_BOOKING_ATTRIBUTE, readDrawnBooking } from '../../shared/rules/reservation-window';

/** The build's form, cut down to what the Worker draws into (web/src/features/reserve/reservation-form.tsx). */
const BUILT = `<div data-island-part=""><p data-booking-intro="">Reservations open from tomorrow. …</p><form>
<select id="res-guests" name="guests"><option value="1">1 guest</option><option value="11">More than 10 (We&#x27;ll contact you)</option></select>
<input id="res-date" type="date" data-min-days="1" data-max-days="90" name="date" value=""/>
<select id="res-time" name="time"><option value="" selected="">Select a time</option><option value="23:30">23:30</option></select>
</form></div><p data-booking-contact="">For same-day bookings or parties of more than 10, …</p>`;

const context = { get: () => createDb(env.DB) } as unknown as Context<AppEnv>;
const optionsOf = (html: string, id: string) =>
  [...(html.match(new RegExp(`<select id="${id}"[^>]*>(.*?)</select>`, 's'))?.[1] ?? '').matchAll(/>([^<]*)</g)]
    .map((m) => m[1].replace(/&#39;/g, "'"))
    .filter(Boolean);

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);
afterEach(async () => {
  await env.DB.prepare('DELETE FROM restaurant_settings').run();
});

describe("/reserve's form before its script (issue 29)", () => {
  it('offers party sizes up to the owner’s threshold, "More than N", their window and tomorrow’s times', async () => {
    const policies = {
      ...SEED_SETTINGS.policies,
      largePartyThreshold: 8,
      bookingWindowDays: 30,
      sameDayCutoffHours: 2,
    };
    expect((await api('PUT', '/api/settings', { token, body: { ...SEED_SETTINGS, policies } })).status).toBe(200);
    await insertScheduleDay(berlinTomorrow(), true, [
      { time: '12:00', maxReservations: 4 },
      { time: '19:00', maxReservations: 4 },
      { time: '21:00', maxReservations: 4, available: false },
    ]);
    const html = await drawReserveForm(context, BUILT, 'en');
    expect(optionsOf(html, 'res-guests')).toEqual([
      ...Array.from({ length: 8 }, (_, i) => (i === 0 ? '1 guest' : `${i + 1} guests`)),
      "More than 8 (We'll contact you)",
    ]);
    expect(html).toContain('<option value="9">More than 8');
    expect(optionsOf(html, 'res-time')).toEqual(['Select a time', '12:00', '19:00']);
    expect(html).toContain('data-min-days="0" data-max-days="30"');
    expect(html).toContain(
      'Reservations open from today, until 2 hours before the time. All fields except occasion and special requests are required.',
    );
    expect(html).toContain("For parties of more than 8, please call us; we'll find a way to seat you.");
    const drawn = readDrawnBooking(html.match(new RegExp(`${DRAWN_BOOKING_ATTRIBUTE}="([^"]*)"`))?.[1]);
    expect(drawn).toEqual({
      policies: { bookingWindowDays: 30, sameDayCutoffHours: 2, largePartyThreshold: 8 },
      times: ['12:00', '19:00'],
    });

    const german = await drawReserveForm(context, BUILT, 'de');
    expect(optionsOf(german, 'res-guests').at(-1)).toBe('Mehr als 8 (wir melden uns bei Ihnen)');
    expect(optionsOf(german, 'res-time')[0]).toBe('Uhrzeit wählen');
    expect(german).toContain('Reservierungen sind ab heute möglich, bis 2\u00a0Stunden vor der Uhrzeit.');
  });

  it('with the seed’s settings draws the build’s guests and window, and the times of tomorrow’s rules', async () => {
    const html = await drawReserveForm(context, BUILT, 'en');
    expect(optionsOf(html, 'res-guests').at(-1)).toBe("More than 10 (We'll contact you)");
    expect(html).toContain('data-min-days="1" data-max-days="90"');
    expect(html).toContain('Reservations open from tomorrow.');
    expect(html).toContain('For same-day bookings or parties of more than 10, please call us');
    const rules = (await api('GET', '/api/schedule/default')).json.timeSlots as { time: string; available: boolean }[];
    const tomorrows = rules.filter((s) => s.available).map((s) => s.time);
    expect(tomorrows.length).toBeGreaterThan(0);
    expect(optionsOf(html, 'res-time')).toEqual(['Select a time', ...tomorrows]);
  });
});
