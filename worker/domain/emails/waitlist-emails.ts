import { messagesFor } from '../../../shared/i18n/catalogues';
import { formatClock } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import type { Settings } from '../../../shared/rules/settings';
import { buildEmail } from './build';
import { dayInWords, partySize, restaurantOf } from './format';

/** A waitlist entry as its emails need it (issue 31). */
export type WaitlistDetails = {
  name: string;
  email: string;
  date: string;
  from: string;
  to: string;
  guests: number;
  language: Locale;
  restaurant?: Settings;
};

const COPY = {
  en: {
    joinedSubject: (name: string) => `You're on the waitlist at ${name}`,
    joinedHeading: "You're on the waitlist",
    joinedBody: (when: string) =>
      `We'll write to you as soon as a table frees up for ${when}. If it does, it is yours to take for a short while: the first party on the list gets the first table that fits.`,
    leave: 'See or leave the waitlist',
    window: 'Time',
    offerSubject: (time: string, name: string) => `A table is free for you at ${time} · ${name}`,
    offerHeading: (time: string) => `A table is free for you at ${time}`,
    offerBody: (minutes: number) =>
      `Take it within ${minutes} minutes: until then we hold it for you. After that it goes to the next party on the waitlist.`,
    take: 'Take the table',
    closing: (phone: string) => `Questions? Call us on ${phone}.`,
  },
  de: {
    joinedSubject: (name: string) => `Sie stehen auf der Warteliste · ${name}`,
    joinedHeading: 'Sie stehen auf der Warteliste',
    joinedBody: (when: string) =>
      `Wir schreiben Ihnen, sobald für ${when} ein Tisch frei wird. Dann halten wir ihn kurz für Sie: Die erste Gruppe auf der Liste bekommt den ersten passenden Tisch.`,
    leave: 'Warteliste ansehen oder verlassen',
    window: 'Uhrzeit',
    offerSubject: (time: string, name: string) => `Ein Tisch um ${time} ist frei für Sie · ${name}`,
    offerHeading: (time: string) => `Ein Tisch um ${time} ist frei für Sie`,
    offerBody: (minutes: number) =>
      `Bitte sagen Sie innerhalb von ${minutes} Minuten zu: So lange halten wir ihn für Sie. Danach geht er an die nächste Gruppe auf der Warteliste.`,
    take: 'Tisch nehmen',
    closing: (phone: string) => `Fragen? Rufen Sie uns an: ${phone}.`,
  },
} as const;

const windowOf = (w: WaitlistDetails) => `${formatClock(w.language, w.from)}–${formatClock(w.language, w.to)}`;

function waitlistEmail(
  kind: 'waitlist-joined' | 'waitlist-offer',
  w: WaitlistDetails,
  words: { subject: string; heading: string; body: string; action: string },
  url: string,
) {
  const m = messagesFor(w.language).emails;
  const c = COPY[w.language];
  const restaurant = restaurantOf(w);
  return buildEmail(kind, w.email, words.subject, {
    lang: w.language,
    preview: words.body,
    heading: words.heading,
    paragraphs: [m.greeting(w.name), words.body],
    details: [
      [m.details.date, dayInWords(w.date, w.language)],
      [c.window, windowOf(w)],
      [m.details.guests, partySize(w.guests, w.language)],
    ],
    action: { label: words.action, url },
    closing: c.closing(restaurant.phone),
    restaurant,
  });
}

/** "You're on the waitlist", with the link to see or leave it. */
export function waitlistJoinedEmail(w: WaitlistDetails, entryUrl: string) {
  const c = COPY[w.language];
  const when = `${dayInWords(w.date, w.language)}, ${windowOf(w)}`;
  const name = restaurantOf(w).name;
  return waitlistEmail(
    'waitlist-joined',
    w,
    { subject: c.joinedSubject(name), heading: c.joinedHeading, body: c.joinedBody(when), action: c.leave },
    entryUrl,
  );
}

/** "A table is free for you at 19:00 — take it within 30 minutes", with the link that takes it. */
export function waitlistOfferEmail(w: WaitlistDetails, time: string, holdMinutes: number, entryUrl: string) {
  const c = COPY[w.language];
  const clock = formatClock(w.language, time);
  return waitlistEmail(
    'waitlist-offer',
    w,
    {
      subject: c.offerSubject(clock, restaurantOf(w).name),
      heading: c.offerHeading(clock),
      body: c.offerBody(holdMinutes),
      action: c.take,
    },
    entryUrl,
  );
}
