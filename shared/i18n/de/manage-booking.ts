import type { Messages } from '../catalogues';

/** The guest's own booking page in German. */
export const manageBooking: Messages['manageBooking'] = {
  title: 'Ihre Reservierung',
  description: (restaurant: string) => `Ihren Tisch bei ${restaurant} ansehen oder stornieren.`,
  eyebrow: 'Ihre Reservierung',
  loading: 'Ihre Reservierung wird geladen',
  changeByPhone: 'Um eine Reservierung zu ändern, rufen Sie uns an:',
  orBook: 'oder',
  bookNew: 'reservieren Sie einen neuen Tisch',
  cancelledThanks: 'Wir hoffen, Sie ein anderes Mal bei uns begrüßen zu dürfen.',
  addToCalendar: 'Zum Kalender hinzufügen (.ics)',
  cancel: 'Reservierung stornieren',
  keep: 'Reservierung behalten',
  calendarLater:
    'Die Kalenderdatei kommt mit der Bestätigungs-E-Mail und steht hier bereit, sobald das Restaurant bestätigt hat.',
  tooLate: (hours: number) => `Reservierungen können bis ${hours}\u00a0Stunden vorher online storniert werden.`,
  callUs: 'Bitte rufen Sie uns an:',
  bookAnother: 'Einen neuen Tisch reservieren',
  confirmTitle: 'Reservierung stornieren?',
  confirmText: 'Der Tisch wird sofort an andere Gäste vergeben. Online lässt sich das nicht rückgängig machen.',
  network: 'Wir konnten das Restaurant nicht erreichen. Bitte prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
  statusLabel: 'Status',
  status: {
    pending: 'Angefragt: Das Restaurant bestätigt in Kürze',
    confirmed: 'Bestätigt',
    cancelled: 'Storniert',
    seated: 'Am Tisch: Guten Appetit',
    completed: 'Besucht: Danke für Ihren Besuch',
    'no-show': 'Verpasst: Wir haben Sie nicht gesehen',
  },
  fields: { date: 'Datum', time: 'Uhrzeit', guests: 'Personen', occasion: 'Anlass', name: 'Name' },
  willYouCome: 'Kommen Sie?',
  confirmAsk: 'Ein Klick sagt dem Restaurant, dass Ihr Tisch gebraucht wird.',
  confirmBooking: 'Buchung bestätigen',
  confirming: 'Wird bestätigt…',
  confirmedByYou: 'Sie haben bestätigt, dass Sie kommen. Vielen Dank!',
};
