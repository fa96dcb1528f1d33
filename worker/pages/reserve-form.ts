import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { Locale } from '../../shared/i18n/locales';
import { messagesFor } from '../../shared/i18n/catalogues';
import { formatClock, formatGuests } from '../../shared/i18n/format';
import { berlinTomorrow } from '../../shared/berlin-time';
import { GUESTS } from '../../shared/constants';
import {
  BOOKING_CONTACT_ATTRIBUTE,
  BOOKING_INTRO_ATTRIBUTE,
  DRAWN_BOOKING_ATTRIBUTE,
  drawnBookingText,
  type BookingPolicies,
} from '../../shared/rules/reservation-window';
import { readPublicSettings } from '../domain/settings/read-settings';
import { slotTable } from '../domain/reservations/slot-table';
import { escapeHtml } from '../infra/escape-html';
import { now } from '../infra/clock';

const option = (value: string | number, text: string, selected = false) =>
  `<option value="${value}"${selected ? ' selected=""' : ''}>${escapeHtml(text)}</option>`;

/**
 * /reserve's form as the owner's policies and the opening rules make it (issue 29), before its
 * script comes: the party sizes up to the large-party threshold and "More than N", the date's
 * bounds (the inline loader turns them into min and max), and tomorrow's bookable times in the
 * time select instead of the build's defaults. The card carries what it was drawn with, so the
 * island hydrates the same markup (web/src/features/reserve/use-booking-policies.ts).
 */
export async function drawReserveForm(c: Context<AppEnv>, html: string, locale: Locale): Promise<string> {
  const { policies: all } = (await readPublicSettings(c.get('db'))).settings;
  const policies: BookingPolicies = {
    bookingWindowDays: all.bookingWindowDays,
    sameDayCutoffHours: all.sameDayCutoffHours,
    largePartyThreshold: all.largePartyThreshold,
  };
  const { table } = await slotTable(c, berlinTomorrow(now()));
  const times = table.open
    ? table.slots
        .filter((s) => s.available && s.online !== false)
        .map((s) => s.time)
        .sort()
    : [];
  const t = messagesFor(locale).reserve;
  const threshold = policies.largePartyThreshold;
  const guests =
    Array.from({ length: threshold }, (_, i) =>
      option(i + 1, formatGuests(locale, i + 1), i + 1 === GUESTS.default),
    ).join('') + option(threshold + 1, t.moreThan(threshold));
  const timeOptions =
    option('', t.selectTime, true) + times.map((time) => option(time, formatClock(locale, time))).join('');
  return new HTMLRewriter()
    .on('[data-island-part]', {
      element: (el) => void el.setAttribute(DRAWN_BOOKING_ATTRIBUTE, drawnBookingText({ policies, times })),
    })
    .on('select#res-guests', { element: (el) => void el.setInnerContent(guests, { html: true }) })
    .on('input#res-date', {
      element: (el) => {
        el.setAttribute('data-min-days', String(policies.sameDayCutoffHours === null ? 1 : 0));
        el.setAttribute('data-max-days', String(policies.bookingWindowDays));
      },
    })
    .on('select#res-time', { element: (el) => void el.setInnerContent(timeOptions, { html: true }) })
    .on(`[${BOOKING_INTRO_ATTRIBUTE}]`, {
      element: (el) => void el.setInnerContent(t.formIntro(policies.sameDayCutoffHours)),
    })
    .on(`[${BOOKING_CONTACT_ATTRIBUTE}]`, {
      element: (el) => void el.setInnerContent(t.sidebar.contactText(threshold, policies.sameDayCutoffHours !== null)),
    })
    .transform(new Response(html))
    .text();
}
