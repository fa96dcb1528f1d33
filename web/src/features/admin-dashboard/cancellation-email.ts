import { RESTAURANT } from '../../../../shared/restaurant';
import { formatIsoDate } from '../../ui/dates';
import { partySize, reservationDay } from './format';

export type GuestDetails = { name: string; email: string; date: string; time: string; guests: number };
export type Email = { to: string; subject: string; body: string };

/** §4: the prefilled note staff send after cancelling a guest's request. */
export function cancellationEmail(guest: GuestDetails): Email {
  const day = formatIsoDate(reservationDay(guest.date), 'long');
  return {
    to: guest.email,
    subject: `Your reservation at ${RESTAURANT.name} on ${day} has been cancelled`,
    body: [
      `Dear ${guest.name},`,
      '',
      `We are sorry, but we are unable to keep your reservation for ${partySize(guest.guests)} on ${day} at ${guest.time}, and it has been cancelled.`,
      '',
      `If another day or time suits you, simply reply to this e-mail, book again at ${RESTAURANT.url}/reserve or call us on ${RESTAURANT.phone.display}. We would love to welcome you another time.`,
      '',
      'Warm regards,',
      `The ${RESTAURANT.name} team`,
    ].join('\n'),
  };
}

/** A mailto: link; every part is encoded, so guest-typed text cannot add headers. */
export function mailtoHref({ to, subject, body }: Email): string {
  const address = encodeURIComponent(to).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
