import type { Messages } from '../catalogues';

/** The coming-soon page in German. */
export const comingSoon: Messages['comingSoon'] = {
  title: 'Demnächst',
  description:
    'Neue Gerichte bei Kovalam Berlin: ein erster Blick auf das, was unsere südindische Küche gerade ausprobiert, und der Countdown bis zum Start.',
  eyebrow: 'Frisch aus der Versuchsküche',
  intro:
    'Unsere Köchinnen und Köche feilen an einer Handvoll neuer Rezepte aus Tamil Nadu, Kerala und Andhra. Das erwartet Sie bald.',
  progress: 'Vorbereitung in der Küche',
  countdownLabel: 'Zeit bis zu den neuen Gerichten',
  units: { days: 'Tage', hours: 'Stunden', minutes: 'Minuten', seconds: 'Sekunden' },
  sneakPeek: 'Vorschau',
  onTheWay: 'Neue Gerichte in Vorbereitung',
  nowOnTheMenu: 'Jetzt auf der Karte',
  waitIsOver: 'Das Warten hat ein Ende',
  arrived: 'Die neuen Gerichte stehen auf unserer Karte. Kommen Sie vorbei und probieren Sie.',
  seeMenu: 'Zur Speisekarte',
  tryAgain: 'Erneut versuchen',
  notify: 'Benachrichtigen, sobald verfügbar',
  categories: { starters: 'Vorspeise', main: 'Hauptgericht', desserts: 'Dessert', drinks: 'Getränk', sides: 'Beilage' },
};
