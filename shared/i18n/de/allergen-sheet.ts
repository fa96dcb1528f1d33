import type { Messages } from '../catalogues';

/** Die Allergenliste zum Drucken, /de/menu/allergens (Issue 30): die schriftliche Dokumentation. */
export const allergenSheet: Messages['allergenSheet'] = {
  title: 'Allergenliste',
  description:
    'Alle Gerichte der Kovalam-Speisekarte mit ihren Allergenen (LMIV, Verordnung (EU) Nr. 1169/2011, Anhang II) und Zusatzstoffen, zum Lesen oder Drucken.',
  eyebrow: 'Schriftliche Allergeninformation',
  intro:
    'Alle Gerichte unserer Speisekarte mit den enthaltenen Allergenen, benannt wie in der Lebensmittelinformations-Verordnung (EU) Nr. 1169/2011, Anhang II, und mit ihren Zusatzstoffangaben. Unser Service beantwortet gern jede Frage.',
  asOf: (date: string) => `Stand: ${date}`,
  dish: 'Gericht',
  allergens: 'Allergene',
  letters: 'Kürzel',
  additives: 'Zusatzstoffe',
  noAdditives: 'keine',
  empty: 'Die Speisekarte hat gerade keine Gerichte. Bitte fragen Sie unseren Service.',
  loading: 'Die Allergenliste wird geladen … Erscheint sie nicht, fragen Sie bitte unseren Service.',
  legendNote: 'Die Kürzel sind die Buchstaben, die auf unserer Speisekarte neben jedem Gericht stehen.',
  backToMenu: 'Zurück zur Speisekarte',
  categories: {
    starters: 'Vorspeisen',
    main: 'Hauptgerichte',
    sides: 'Beilagen',
    desserts: 'Desserts',
    drinks: 'Getränke',
  },
};
