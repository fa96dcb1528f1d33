import type { Messages } from '../catalogues';

/** The guests' emails in German: formal „Sie“, dates and times as German readers write them. */
export const emails: Messages['emails'] = {
  tagline: 'Südindische Küche Berlin',
  greeting: (name: string) => `Guten Tag ${name},`,
  signOff: 'Herzliche Grüße',
  team: (restaurant: string) => `Ihr Team von ${restaurant}`,
  manage: 'Reservierung verwalten',
  at: 'um',
  partySize: (guests: number) => `${guests}\u00a0${guests === 1 ? 'Person' : 'Personen'}`,
  details: {
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    date: 'Datum',
    time: 'Uhrzeit',
    guests: 'Personen',
    occasion: 'Anlass',
    requests: 'Besondere Wünsche',
    address: 'Adresse',
  },
  received: {
    subject: (restaurant: string, when: string) => `Ihre Reservierungsanfrage bei ${restaurant}: ${when}`,
    heading: 'Ihre Reservierungsanfrage ist eingegangen',
    body: 'Vielen Dank, dass Sie sich für uns entschieden haben. Ihre Reservierung ist zunächst eine Anfrage: Unser Team bestätigt sie in Kürze per E-Mail.',
    closing: 'Wenn sich Ihre Pläne ändern, können Sie die Reservierung über denselben Link stornieren.',
  },
  confirmed: {
    subject: (restaurant: string, when: string) => `Ihr Tisch bei ${restaurant} ist bestätigt: ${when}`,
    heading: 'Ihr Tisch ist bestätigt',
    body: 'Wir freuen uns auf Ihren Besuch. Die Reservierung liegt als Kalenderdatei bei, so können Sie sie in Ihren Kalender übernehmen.',
    closing: (phone: string) =>
      `Wenn sich Ihre Pläne ändern, stornieren Sie bitte über den Link oben oder rufen Sie uns an: ${phone}.`,
  },
  cancelled: {
    subject: (restaurant: string, day: string) => `Ihre Reservierung bei ${restaurant} am ${day} wurde storniert`,
    heading: 'Ihre Reservierung wurde storniert',
    body: (guests: string, when: string) =>
      `Es tut uns leid, aber wir können Ihre Reservierung für ${guests} am ${when} nicht halten; sie wurde storniert.`,
    again: (url: string, phone: string) =>
      `Wenn Ihnen ein anderer Tag oder eine andere Uhrzeit passt, reservieren Sie gern erneut unter ${url} oder rufen Sie uns an: ${phone}. Wir würden uns freuen, Sie ein anderes Mal bei uns zu begrüßen.`,
    calendar: 'Die beigefügte Kalenderdatei entfernt die Reservierung aus Ihrem Kalender.',
    action: 'Einen neuen Tisch reservieren',
  },
  changed: {
    subject: (restaurant: string, when: string) => `Ihre Reservierung bei ${restaurant} wurde geändert: ${when}`,
    heading: 'Ihre Reservierung wurde geändert',
    body: 'Wir haben Ihre Reservierung geändert. Hier sind die neuen Angaben.',
    closing: (phone: string) =>
      `Falls etwas nicht stimmt oder sich Ihre Pläne ändern, nutzen Sie bitte den Link oben oder rufen Sie uns an: ${phone}.`,
  },
  reminder: {
    subject: (time: string, restaurant: string) => `Bis morgen um ${time}: Ihr Tisch bei ${restaurant}`,
    heading: 'Bis morgen',
    body: 'Eine kurze Erinnerung an Ihren Tisch bei uns morgen. Kommen Sie? Ein Klick genügt.',
    confirm: 'Ja, Reservierung bestätigen',
    cancel: 'Reservierung stornieren',
    closing: (phone: string) =>
      `Falls Sie nicht kommen können, stornieren Sie bitte über den Link oben oder rufen Sie uns an (${phone}), damit andere Gäste den Tisch bekommen.`,
  },
  dataRequest: {
    subject: {
      access: (restaurant: string) => `Ihre Daten bei ${restaurant}: Bitte bestätigen Sie Ihre Anfrage`,
      deletion: (restaurant: string) => `Ihre Daten bei ${restaurant} löschen: Bitte bestätigen Sie Ihre Anfrage`,
    },
    heading: { access: 'Bitte bestätigen Sie Ihre Datenanfrage', deletion: 'Bitte bestätigen Sie Ihre Löschanfrage' },
    body: {
      access:
        'Jemand, hoffentlich Sie, möchte die Daten einsehen, die wir zu dieser E-Mail-Adresse speichern. Über den Link unten sehen Sie sie.',
      deletion:
        'Jemand, hoffentlich Sie, hat uns gebeten, die Daten zu dieser E-Mail-Adresse zu löschen. Über den Link unten prüfen und bestätigen Sie die Löschung.',
    },
    validity: 'Der Link ist 1\u00a0Stunde gültig und nur für diese E-Mail-Adresse.',
    action: { access: 'Meine Daten ansehen', deletion: 'Prüfen und meine Daten löschen' },
    closing: 'Wenn Sie das nicht angefragt haben, ignorieren Sie diese E-Mail einfach: Ohne den Link geschieht nichts.',
  },
  ics: {
    summary: (guests: number, restaurant: string) => `Tisch für ${guests} bei ${restaurant}`,
    description: (party: string, restaurant: string) => `${party} bei ${restaurant}.`,
    manage: (url: string) => `Reservierung verwalten: ${url}`,
  },
};
