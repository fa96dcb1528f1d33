import type { Messages } from '../catalogues';

/** The data request form and the page of its emailed link, in German. */
export const dataRequest: Messages['dataRequest'] = {
  title: 'Datenanfrage',
  description:
    'Sehen Sie ein, welche personenbezogenen Daten Kovalam Berlin über Sie speichert, oder lassen Sie sie löschen: Ihre Reservierungen und Bestellungen, wie es die DSGVO vorsieht.',
  eyebrow: 'Ihre Daten, Ihre Entscheidung',
  intro:
    'Nach der DSGVO können Sie einsehen, welche personenbezogenen Daten wir über Sie speichern, oder deren Löschung verlangen.',
  makeRequest: 'Anfrage stellen',
  howItWorks:
    'Zum Schutz Ihrer Daten senden wir einen Bestätigungslink an die angegebene Adresse; nur dieser Link zeigt oder löscht etwas. Er ist 1\u00a0Stunde gültig. Wie wir mit Ihren Daten umgehen, lesen Sie in unserer',
  privacyPolicy: 'Datenschutzerklärung',
  emailLabel: 'E-Mail-Adresse',
  emailHint: 'Die Adresse, die Sie bei Ihrer Reservierung angegeben haben.',
  typeLegend: 'Art der Anfrage',
  types: {
    access: {
      label: 'Auskunft über meine Daten',
      text: 'Sehen Sie Ihre bei uns gespeicherten Reservierungen und Bestellungen ein und laden Sie sie herunter.',
    },
    deletion: {
      label: 'Meine Daten löschen',
      text: 'Löschen Sie Ihre Reservierungen und Bestellungen endgültig, nachdem Sie bestätigt haben.',
    },
  },
  processing: 'Wird gesendet …',
  submit: 'Anfrage senden',
  confirm: {
    title: 'Ihre Datenanfrage',
    description:
      'Sehen Sie ein, welche personenbezogenen Daten Kovalam Berlin über Sie speichert, laden Sie sie herunter oder lassen Sie sie löschen.',
    accessTitle: 'Ihre Daten',
    deletionTitle: 'Ihre Daten löschen',
    loading: 'Ihre Daten werden geladen',
    newRequest: 'Stellen Sie eine neue Anfrage',
    orWrite: ' oder schreiben Sie uns.',
    nothingMore: 'Sie müssen nichts weiter tun.',
    backHome: 'Zur Startseite',
    willDelete: 'Das wird gelöscht',
    weHold: 'Diese Daten speichern wir über Sie',
    forAddress: 'Zur Adresse',
    deletionText:
      'Beim Löschen entfernen wir Ihre Reservierungen, Ihre offenen Bestellungen und unsere E-Mails an Sie endgültig. Bezahlte Bestellungen bleiben in unserer Buchhaltung, wie es das deutsche Steuerrecht verlangt (§ 147 AO), aber ohne Ihren Namen und Ihre E-Mail-Adresse.',
    deleteButton: 'Meine Daten löschen',
    download: 'Als JSON herunterladen',
    fileStem: 'kovalam-berlin-meine-daten',
    dialogTitle: 'Alle Ihre Daten löschen?',
    dialogText: 'Damit löschen Sie endgültig alle Reservierungen, offenen Bestellungen und unsere E-Mails zur Adresse',
    dialogAfter:
      'Bezahlte Bestellungen bleiben ohne Namen und E-Mail-Adresse erhalten. Das lässt sich nicht rückgängig machen.',
    dialogConfirm: 'Ja, meine Daten löschen',
    dialogKeep: 'Meine Daten behalten',
  },
  result: {
    reservations: (n: number) => `Reservierungen (${n})`,
    orders: (n: number) => `Bestellungen (${n})`,
    noReservations: 'Zu dieser E-Mail-Adresse sind keine Reservierungen gespeichert.',
    noOrders: 'Zu dieser E-Mail-Adresse sind keine Bestellungen gespeichert.',
    date: 'Datum',
    time: 'Uhrzeit',
    guests: 'Personen',
    name: 'Name',
    status: 'Status',
    order: 'Bestellung',
    items: 'Positionen',
    total: 'Summe',
    paid: 'Bezahlt',
    open: 'Offen',
    statuses: { pending: 'Angefragt', confirmed: 'Bestätigt', cancelled: 'Storniert' },
  },
};
