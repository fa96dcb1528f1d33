import type { Messages } from '../catalogues';
import { MAX_BOOKING_DAYS_AHEAD } from '../../constants';

const bookingWindow: Messages['api']['bookingWindow'] = {
  tooFar: (days) =>
    `Reservierungen sind bis zu ${days} Tage im Voraus möglich. Für spätere Termine rufen Sie uns bitte an.`,
  tooSoon: (hours) =>
    hours === 0
      ? 'Diese Uhrzeit ist bereits vorbei. Bitte wählen Sie eine spätere Uhrzeit.'
      : `Reservierungen für denselben Tag sind bis ${hours}\u00a0${hours === 1 ? 'Stunde' : 'Stunden'} vor der Uhrzeit möglich. Bitte rufen Sie uns an.`,
};
const bookingsOpen = bookingWindow.tooFar(MAX_BOOKING_DAYS_AHEAD);
const sameDay = 'Reservierungen für denselben Tag nehmen wir nur telefonisch entgegen. Bitte rufen Sie uns an.';
const count = (n: number, one: string, many: string) => `${n}\u00a0${n === 1 ? one : many}`;

/** The API's messages a guest can see, in German (formal „Sie“). */
export const api: Messages['api'] = {
  reservation: {
    nameRequired: 'Bitte geben Sie Ihren Namen an',
    nameMin: 'Der Name muss mindestens 2 Zeichen lang sein',
    nameMax: 'Der Name darf höchstens 50 Zeichen lang sein',
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
    phoneRequired: 'Bitte geben Sie Ihre Telefonnummer an',
    phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer an',
    dateRequired: 'Bitte wählen Sie ein Datum',
    datePast: 'Das Datum darf nicht in der Vergangenheit liegen',
    dateTooFar: bookingsOpen,
    timeRequired: 'Bitte wählen Sie eine Uhrzeit',
    timeInvalid: 'Ungültige Uhrzeit (HH:MM)',
    guestsRequired: 'Bitte geben Sie die Anzahl der Gäste an',
    guestsMin: 'Mindestens 1 Gast ist erforderlich',
    guestsMax: 'Für Gruppen über 20\u00a0Personen kontaktieren Sie uns bitte direkt',
    occasionMax: 'Der Anlass darf höchstens 50 Zeichen lang sein',
    specialRequestsMax: 'Besondere Wünsche dürfen höchstens 500 Zeichen lang sein',
    allergenUnknown: (code: string) =>
      `Unbekanntes Allergen „${code}“: erlaubt sind gluten, crustaceans, eggs, fish, peanuts, soybeans, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs`,
    allergyNoteMax: 'Der Hinweis zu Allergien darf höchstens 200 Zeichen lang sein',
    allergyConsent: 'Bitte willigen Sie ein, dass wir Ihre Angaben zu Allergien für diese Reservierung speichern',
  },
  booking: {
    slotUnavailable: (reason: string) => `Diese Uhrzeit ist leider nicht verfügbar: ${reason}`,
    failure: 'Beim Senden Ihrer Reservierung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    success: 'Ihre Reservierungsanfrage ist bei uns eingegangen! Wir bestätigen Ihre Reservierung in Kürze.',
    closedDate: 'An diesem Tag haben wir leider geschlossen.',
    sameDay,
  },
  availability: {
    closed: 'An diesem Tag haben wir geschlossen',
    unknownSlot: 'Zu dieser Uhrzeit nehmen wir an diesem Tag keine Reservierungen an',
    slotDisabled: 'Diese Uhrzeit ist nicht für Reservierungen freigegeben',
    full: 'Diese Uhrzeit ist bereits ausgebucht',
    sameDay,
    past: 'Das Datum darf nicht in der Vergangenheit liegen',
    tooFar: bookingsOpen,
  },
  bookingWindow,
  idempotency: {
    tooLong: 'Der Idempotency-Key darf höchstens 200 Zeichen lang sein',
    otherBody:
      'Dieser Idempotency-Key wurde bereits für eine andere Reservierung verwendet. Senden Sie für eine neue Reservierung einen neuen Schlüssel.',
    inProgress: 'Diese Reservierung wird bereits bearbeitet',
    gone: 'Die mit diesem Idempotency-Key angelegte Reservierung existiert nicht mehr. Bitte reservieren Sie erneut mit einem neuen Schlüssel.',
  },
  rateLimit: {
    booking:
      'Zu viele Reservierungsanfragen von Ihrer Verbindung. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
    login:
      'Zu viele Anmeldeversuche von Ihrer Verbindung. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
    dataRequest:
      'Zu viele Datenanfragen von Ihrer Verbindung. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
    manageBooking:
      'Zu viele Anfragen zu dieser Reservierung von Ihrer Verbindung. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
  },
  dataRequest: {
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
    typeInvalid: 'Die Art der Anfrage muss Auskunft oder Löschung sein',
    failed: 'Bei der Bearbeitung Ihrer Anfrage ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    notFound: 'Zu dieser E-Mail-Adresse liegen keine Daten vor',
    linkSent:
      'Bitte sehen Sie in Ihr Postfach: Wir haben einen Bestätigungslink an diese Adresse gesendet. Er ist 1\u00a0Stunde gültig. Falls nichts ankommt, prüfen Sie bitte die Adresse und Ihren Spam-Ordner.',
    tokenRequired:
      'Ein Token ist erforderlich: Senden Sie das Formular für Datenanfragen ab und öffnen Sie den Link aus unserer E-Mail',
    invalidLink:
      'Dieser Link ist ungültig. Bitte öffnen Sie den Link aus Ihrer neuesten E-Mail oder stellen Sie eine neue Anfrage.',
    linkGone: 'Dieser Link ist abgelaufen oder wurde bereits verwendet. Bitte stellen Sie eine neue Anfrage.',
    unavailable: 'Datenanfragen sind gerade nicht möglich. Bitte schreiben Sie uns.',
    deleted: (reservations: number, orders: number, anonymised: number) =>
      `${count(reservations, 'Reservierung', 'Reservierungen')} und ${count(orders, 'Bestellung', 'Bestellungen')} zu dieser E-Mail-Adresse gelöscht` +
      (anonymised
        ? `; ${count(anonymised, 'bezahlte Bestellung bleibt', 'bezahlte Bestellungen bleiben')} ohne Ihren Namen und Ihre E-Mail-Adresse erhalten, wie es das deutsche Steuerrecht verlangt`
        : ''),
  },
  manageBooking: {
    invalidLink:
      'Dieser Link ist ungültig. Bitte öffnen Sie den Link aus Ihrer neuesten E-Mail zu dieser Reservierung oder rufen Sie uns an.',
    expiredLink: 'Dieser Link ist abgelaufen: Der Tag der Reservierung ist vorbei.',
    otherBooking:
      'Dieser Link gehört zu einer anderen Reservierung. Bitte öffnen Sie den Link aus der E-Mail zu dieser Reservierung.',
    notFound: 'Diese Reservierung existiert nicht mehr.',
    cutoff: (hours: number) =>
      `Reservierungen können bis ${hours}\u00a0Stunden vorher online storniert werden. Bitte rufen Sie uns an.`,
    alreadyCancelled: 'Diese Reservierung ist bereits storniert.',
    changed: 'Die Reservierung wurde inzwischen geändert. Bitte laden Sie die Seite neu.',
    icsNotConfirmed: 'Die Kalenderdatei gibt es, sobald das Restaurant Ihre Reservierung bestätigt hat.',
    unavailable: 'Reservierungen online zu verwalten ist gerade nicht möglich. Bitte rufen Sie uns an.',
    cancelled: 'Ihre Reservierung ist storniert. Das Restaurant wurde informiert.',
    confirmed: 'Vielen Dank: Ihre Reservierung ist bestätigt. Wir freuen uns auf Sie.',
    confirmCancelled: 'Diese Reservierung ist storniert, es gibt nichts zu bestätigen.',
    confirmClosed: 'Diese Reservierung lässt sich online nicht mehr bestätigen.',
  },
  generic: {
    errorPageFallback: 'Etwas ist schiefgelaufen!',
    internal: 'Interner Fehler',
    unauthorized: 'Anmeldung erforderlich',
    notFound: 'Nicht gefunden',
    invalidText: 'Der Text enthält Zeichen, die kein gültiges Unicode sind',
    jsonOnly: 'Senden Sie den Inhalt als JSON (Content-Type: application/json)',
  },
  menu: {
    loadFailed: 'Die Speisekarte konnte nicht geladen werden',
    comingSoonFailed: 'Die kommenden Gerichte konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    comingSoonEmpty: 'Im Moment sind keine neuen Gerichte angekündigt.',
    featuredEmpty: 'Im Moment sind keine Empfehlungen verfügbar.',
    categoryEmpty: 'In dieser Kategorie gibt es keine Gerichte.',
    allergensUndeclared:
      'Geben Sie die Allergene an, bevor Sie dieses Gericht veröffentlichen: Kreuzen Sie die enthaltenen an oder wählen Sie „Enthält keines der 14 Allergene“',
    allergenUnknown: (code: string) =>
      `Unbekanntes Allergen „${code}“: erlaubt sind gluten, crustaceans, eggs, fish, peanuts, soybeans, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs (gluten:wheat, nuts:cashew, …)`,
    additiveUnknown: (code: string, codes: string) => `Unbekannter Zusatzstoff „${code}“: erlaubt sind ${codes}`,
  },
  invisibleText: (field: string) => `${field} enthält unsichtbare oder Steuerzeichen`,
  fieldNames: {
    Name: 'Der Name',
    Email: 'Die E-Mail-Adresse',
    'Phone number': 'Die Telefonnummer',
    Occasion: 'Der Anlass',
    'Special requests': 'Das Feld „Besondere Wünsche“',
    'Allergy note': 'Der Hinweis zu Allergien',
  },
};
