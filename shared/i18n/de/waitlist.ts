import type { Messages } from '../catalogues';

/** The guest's waitlist page in German. */
export const waitlist: Messages['waitlist'] = {
  title: 'Ihr Platz auf der Warteliste',
  description: (restaurant: string) => `Ihr Platz auf der Warteliste bei ${restaurant}.`,
  eyebrow: 'Warteliste',
  loading: 'Ihr Platz auf der Warteliste wird geladen',
  network: 'Wir konnten das Restaurant nicht erreichen. Bitte prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
  statusLabel: 'Status',
  status: {
    waiting: 'Wartend: Wir schreiben Ihnen, sobald ein Tisch frei wird',
    offered: 'Ein Tisch ist für Sie frei',
    booked: 'Reserviert: Sie haben den Tisch angenommen',
    seated: 'Am Tisch',
    expired: 'Beendet: Die Zeit ist vorbei oder die Reservierung abgelaufen',
    removed: 'Nicht mehr auf der Warteliste',
  },
  fields: { date: 'Datum', window: 'Uhrzeit', guests: 'Personen', name: 'Name' },
  offer: (time, date, until) => `Ein Tisch ist für Sie frei: um ${time} am ${date}, für Sie gehalten bis ${until}.`,
  take: 'Tisch annehmen',
  taking: 'Wird reserviert…',
  booked: 'Ihr Tisch ist reserviert.',
  manage: 'Reservierung ansehen oder stornieren',
  leave: 'Warteliste verlassen',
  leaveTitle: 'Warteliste verlassen?',
  leaveText: 'Wir schreiben Ihnen dann nicht, wenn ein Tisch frei wird.',
  stay: 'Auf der Liste bleiben',
  left: 'Sie stehen nicht mehr auf der Warteliste.',
  bookAnother: 'Einen neuen Tisch reservieren',
};
