import type { Messages } from '../catalogues';

/** The frame of every guest page, in German. */
export const common: Messages['common'] = {
  siteTitle: 'Kovalam Berlin',
  siteTitleDefault: 'Kovalam Berlin · Südindische Küche',
  skipToContent: 'Zum Inhalt springen',
  tagline: 'Südindisch · Berlin',
  homeLinkLabel: (name: string) => `${name}, Startseite`,
  nav: {
    main: 'Hauptnavigation',
    footer: 'Fußzeile',
    legal: 'Rechtliches',
    home: 'Start',
    menu: 'Speisekarte',
    reserve: 'Reservieren',
    comingSoon: 'Demnächst',
  },
  legalNav: { imprint: 'Impressum', dataRequest: 'Datenanfragen', privacy: 'Datenschutz', allergens: 'Allergenliste' },
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  adminLogin: 'Admin-Anmeldung',
  logout: 'Abmelden',
  language: {
    switchTo: 'English',
    switchLabel: 'This page in English',
    offer: 'This page is also available in English',
    dismissOffer: 'Auf Deutsch bleiben',
  },
  footer: {
    blurb: 'Dosas direkt von der Tawa, Chettinad-Pfeffer und Kokos aus Kerala, täglich frisch gekocht in Kreuzberg.',
    instagram: 'Folgen Sie uns auf Instagram',
    explore: 'Entdecken',
    admin: 'Admin',
    contact: 'Besuch & Kontakt',
    hours: 'Öffnungszeiten',
  },
  errors: {
    title: (status: number) => `Fehler ${status}`,
    backHome: 'Zur Startseite',
    seeMenu: 'Zur Speisekarte',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundDescription:
      'Diese Seite gibt es nicht. Hier finden Sie zurück zur Speisekarte und zur Reservierung bei Kovalam.',
    notFoundMessage:
      'Diese Seite konnten wir nicht finden. Vielleicht wurde sie verschoben, oder der Link enthält einen Tippfehler.',
  },
};
