import { RESTAURANT } from '../../../../shared/restaurant';
import { formatIsoDate } from '../../ui/format/dates';
import { formatClock, formatLongDate } from '../../../../shared/i18n/format';
import { partySize, reservationDay } from './format';
import type { RestaurantContact } from './api/get-restaurant-contact';

export type GuestDetails = {
  name: string;
  email: string;
  date: string;
  time: string;
  guests: number;
  language?: string;
};
export type Email = { to: string; subject: string; body: string };

/** §4: the prefilled note staff send after cancelling a guest's request. */
function cancellationEmail(guest: GuestDetails, { name, phone }: RestaurantContact): Email {
  const day = formatIsoDate(reservationDay(guest.date), 'long');
  return {
    to: guest.email,
    subject: `Your reservation at ${name} on ${day} has been cancelled`,
    body: [
      `Dear ${guest.name},`,
      '',
      `We are sorry, but we are unable to keep your reservation for ${partySize(guest.guests)} on ${day} at ${guest.time}, and it has been cancelled.`,
      '',
      `If another day or time suits you, simply reply to this e-mail, book again at ${RESTAURANT.url}/reserve or call us on ${phone}. We would love to welcome you another time.`,
      '',
      'Warm regards,',
      `The ${name} team`,
    ].join('\n'),
  };
}

/**
 * The same note for a guest who booked in German (issue 13), from the German catalogue, which the
 * back office (English) loads only for this: the guest reads the language they booked in.
 */
export async function cancellationEmailFor(guest: GuestDetails, restaurant: RestaurantContact): Promise<Email> {
  if (guest.language !== 'de') return cancellationEmail(guest, restaurant);
  const m = (await import('../../../../shared/i18n/de')).de.emails;
  const day = formatLongDate('de', reservationDay(guest.date));
  const when = `${day} ${m.at} ${formatClock('de', guest.time)}`;
  return {
    to: guest.email,
    subject: m.cancelled.subject(restaurant.name, day),
    body: [
      m.greeting(guest.name),
      '',
      m.cancelled.body(m.partySize(guest.guests), when),
      '',
      m.cancelled.again(`${RESTAURANT.url}/de/reserve`, restaurant.phone),
      '',
      m.signOff,
      m.team(restaurant.name),
    ].join('\n'),
  };
}

/** A mailto: link; every part is encoded, so guest-typed text cannot add headers. */
export function mailtoHref({ to, subject, body }: Email): string {
  const address = encodeURIComponent(to).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
