import type { Messages } from '../catalogues';

/** The booking page in German. */
export const reserve: Messages['reserve'] = {
  title: 'Tisch reservieren',
  description:
    'Reservieren Sie einen Tisch bei Kovalam, dem südindischen Restaurant in Berlin. Datum und Uhrzeit online wählen, wir bestätigen Ihre Reservierung in Kürze.',
  eyebrow: 'Reservierung',
  intro:
    'Sagen Sie uns, wann Sie kommen und wie viele hungrige Gäste Sie mitbringen. Wir bestätigen Ihren Tisch per E-Mail.',
  formTitle: 'Ihre Reservierung',
  formIntro: (sameDayHours) =>
    `${sameDayHours === null ? 'Reservierungen sind ab morgen möglich.' : `Reservierungen sind ab heute möglich, bis ${sameDayHours}\u00a0${sameDayHours === 1 ? 'Stunde' : 'Stunden'} vor der Uhrzeit.`} Alle Felder außer Anlass und besonderen Wünschen sind Pflichtfelder.`,
  labels: {
    name: 'Vor- und Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    date: 'Datum',
    time: 'Uhrzeit',
    guests: 'Anzahl der Personen',
    occasion: 'Anlass',
    specialRequests: 'Besondere Wünsche',
  },
  chooseDate: 'Wählen Sie ein Datum, um die freien Uhrzeiten zu sehen.',
  loadingTimes: 'Uhrzeiten werden geladen …',
  selectTime: 'Uhrzeit wählen',
  noTimes: 'An diesem Tag sind keine Uhrzeiten mehr frei. Bitte wählen Sie einen anderen Tag.',
  moreThan: (n) => `Mehr als ${n} (wir melden uns bei Ihnen)`,
  fullyBooked: 'ausgebucht',
  notBookable: 'nicht buchbar',
  timeTaken: (time) => `Um ${time} ist für Ihre Gruppe leider schon alles ausgebucht.`,
  nearestFree: 'Nächste freie Uhrzeiten:',
  waitlist: {
    offer: 'Oder warten Sie auf einen Tisch: Wird einer frei, schreiben wir Ihnen und halten ihn für Sie.',
    join: (from, to) => `Auf die Warteliste für ${from}–${to}`,
    joining: 'Wird eingetragen…',
    failed: 'Wir konnten Sie nicht auf die Warteliste setzen. Bitte versuchen Sie es erneut oder rufen Sie uns an.',
  },
  requestNotice:
    'Für eine Gruppe dieser Größe geht Ihre Buchung als Anfrage bei uns ein: Unser Team stellt die Tische für Sie zusammen und bestätigt Ihnen die Reservierung.',
  occasions: {
    None: 'Kein besonderer Anlass',
    Birthday: 'Geburtstag',
    Anniversary: 'Jahrestag',
    'Business Meeting': 'Geschäftsessen',
    'Date Night': 'Abend zu zweit',
    'Family Gathering': 'Familienfeier',
    Other: 'Anderer Anlass',
  },
  requestsHint: 'Hochstuhl, Allergien, ein ruhiger Tisch … wir tun unser Bestes.',
  allergies: {
    legend: 'Hat jemand in Ihrer Gruppe eine Allergie?',
    hint: 'Kreuzen Sie an, was zutrifft, damit die Küche Bescheid weiß. Sie können das auch leer lassen.',
    note: 'Was die Küche sonst noch wissen sollte',
    consent:
      'Ich willige ein, dass Kovalam diese Angaben zu Allergien, also Gesundheitsdaten, nur für diese Reservierung speichert, um sicher für uns zu kochen. Sie werden mit der Reservierung gelöscht.',
    privacy: 'Wie wir damit umgehen',
  },
  processing: 'Wird gesendet …',
  submit: 'Reservierung anfragen',
  sidebar: {
    imageAlt: 'Ein zum Abendessen gedeckter Tisch mit brennenden Messinglampen und Ringelblumengirlanden',
    hours: 'Öffnungszeiten',
    location: 'Anfahrt',
    openMap: 'In der Karte öffnen',
    contact: 'Kontakt',
    contactText: (largeParty, sameDayOnline) =>
      `Für ${sameDayOnline ? '' : 'Reservierungen am selben Tag oder '}Gruppen über ${largeParty}\u00a0Personen rufen Sie uns bitte an, wir finden einen Platz für Sie.`,
  },
};
