import type { Messages } from '../catalogues';

/** The frame of the legal pages in German; the German texts are the authoritative ones. */
export const legal: Messages['legal'] = {
  imprint: {
    title: 'Impressum',
    eyebrow: 'Rechtliches',
    intro: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG).',
    description: (company: string) =>
      `Impressum der ${company}, Betreiberin des Restaurants Kovalam in Berlin, gemäß § 5 DDG.`,
  },
  privacy: {
    // A soft hyphen: the word is wider than a phone's screen at the hero's size.
    title: 'Datenschutz\u00aderklärung',
    eyebrow: 'Ihre Daten bei uns',
    intro: 'Informationen nach Art. 13 DSGVO über die personenbezogenen Daten, die diese Website verarbeitet.',
    description:
      'Wie Kovalam Berlin Ihre personenbezogenen Daten bei einer Tischreservierung verarbeitet: Zweck, Rechtsgrundlage, Speicherdauer, Ihre Rechte nach der DSGVO und Cookies.',
  },
  authoritative: 'Dies ist die maßgebliche Fassung. Zur Information gibt es eine',
  authoritativeLink: 'englische Übersetzung',
  loading: 'Der Text wird geladen',
  lastUpdated: 'Stand: November 2026.',
};
