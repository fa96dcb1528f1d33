import { Link } from 'react-router';
import { RESTAURANT, fullAddress } from '../../../../shared/restaurant';
import { DATA_REQUEST_LINK_MINUTES, RETENTION_DAYS } from '../../../../shared/constants';
import { LANGUAGE_COOKIE } from '../../../../shared/i18n/locales';

/** Die Datenschutzerklärung (Art. 13 DSGVO), die maßgebliche Fassung. */
export default function PrivacyGerman() {
  return (
    <>
      <section aria-labelledby="controller">
        <h2 id="controller">Verantwortlicher</h2>
        <p>
          Verantwortlich ist die {RESTAURANT.company.legalName}, {fullAddress}, vertreten durch {RESTAURANT.company.managingDirector}.
          Sie erreichen uns unter <a href={`mailto:${RESTAURANT.email}`}>{RESTAURANT.email}</a> oder{' '}
          <a href={RESTAURANT.phone.href}>{RESTAURANT.phone.display}</a>. Weitere Angaben finden Sie in unserem{' '}
          <Link to="/de/imprint">Impressum</Link>.
        </p>
      </section>
      <section aria-labelledby="purpose">
        <h2 id="purpose">Welche Daten wir verarbeiten und warum</h2>
        <p>
          Wenn Sie eine Reservierung anfragen, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer, Datum,
          Uhrzeit und Größe Ihrer Gruppe sowie einen Anlass oder besondere Wünsche, die Sie uns nennen. Wir nutzen sie nur, um
          Ihre Reservierung zu bearbeiten und, wenn Sie bei uns essen, die Bestellungen für Ihren Tisch. Wir schreiben Ihnen
          E-Mails zu Ihrer Reservierung: dass sie eingegangen ist, wenn wir sie bestätigen oder absagen, und eine Erinnerung
          am Vortag, jeweils mit einem Link, über den Sie die Reservierung ansehen oder stornieren können.
        </p>
        <p>
          Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO: Die Daten sind nötig, um Ihre Reservierung anzunehmen und zu
          erfüllen. Nennen Sie uns in Ihren besonderen Wünschen eine Allergie, verwenden wir diese Angabe nur, um sicher für Sie
          zu kochen, auf Grundlage Ihrer Einwilligung (Art. 9 Abs. 2 lit. a DSGVO), die Sie jederzeit widerrufen können.
        </p>
        <p>
          Unser Hosting-Anbieter Cloudflare verarbeitet technische Zugriffsdaten (etwa IP-Adresse und Uhrzeit) für kurze Zeit,
          um die Seite auszuliefern und zu schützen, auf Grundlage unseres berechtigten Interesses an einer sicheren Website
          (Art. 6 Abs. 1 lit. f DSGVO). Cloudflare stellt auch die E-Mails zu, die wir Ihnen senden.
        </p>
      </section>
      <section aria-labelledby="retention">
        <h2 id="retention">Wie lange wir Daten speichern</h2>
        <ul>
          <li>
            Reservierungen: {RETENTION_DAYS}&nbsp;Tage nach dem reservierten Datum löschen wir nachts automatisch Ihren Namen,
            Ihre E-Mail-Adresse, Ihre Telefonnummer und Ihre besonderen Wünsche. Was bleibt (Datum, Uhrzeit, Personenzahl,
            Anlass), lässt keinen Rückschluss auf Sie zu und dient nur unserer Statistik.
          </li>
          <li>
            Bestellungen: Positionen, Beträge und Daten sind Buchungsbelege, die wir nach deutschem Steuer- und Handelsrecht
            aufbewahren müssen (§ 147 AO, § 257 HGB). Ihr Name und Ihre E-Mail-Adresse werden daraus nach denselben{' '}
            {RETENTION_DAYS}&nbsp;Tagen gelöscht.
          </li>
          <li>E-Mails, die wir Ihnen senden, bewahren wir ebenfalls {RETENTION_DAYS}&nbsp;Tage auf und löschen sie dann.</li>
          <li>Öffnungszeiten enthalten keine personenbezogenen Daten; vergangene Tage werden jede Nacht automatisch entfernt.</li>
        </ul>
      </section>
      <section aria-labelledby="rights">
        <h2 id="rights">Ihre Rechte</h2>
        <p>
          Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der
          Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21). Ihre Reservierungen und
          Bestellungen können Sie auf unserer Seite <Link to="/de/data-request">Datenanfrage</Link> selbst einsehen,
          herunterladen oder löschen, oder Sie schreiben uns.
        </p>
        <p>
          Damit niemand sonst Ihre Daten sehen oder löschen kann, sendet diese Seite einen Link an Ihre E-Mail-Adresse, der{' '}
          {DATA_REQUEST_LINK_MINUTES}&nbsp;Minuten gültig ist; nur dieser Link zeigt oder löscht etwas. Beim Löschen entfernen
          wir Ihre Reservierungen, Ihre offenen Bestellungen, die E-Mails an Sie und die E-Mails unseres Teams zu Ihren
          Reservierungen. Bezahlte Bestellungen bleiben für das Finanzamt in unserer Buchhaltung, mit Positionen, Beträgen und
          Daten, aber ohne Ihren Namen und Ihre E-Mail-Adresse.
        </p>
        <p>
          Sie können sich außerdem bei einer Datenschutzaufsichtsbehörde beschweren, zum Beispiel bei der Berliner Beauftragten
          für Datenschutz und Informationsfreiheit.
        </p>
      </section>
      <section aria-labelledby="cookies">
        <h2 id="cookies">Cookies, Tracking und Dritte</h2>
        <ul>
          <li>Diese Seite setzt keine Tracking- oder Werbe-Cookies und verwendet keine Analysedienste.</li>
          <li>
            Sie lädt nichts von Dritten: Schriften, Bilder und Skripte kommen von unserem eigenen Server, sodass kein anderes
            Unternehmen von Ihrem Besuch erfährt.
          </li>
          <li>
            Wählen Sie über den Sprachumschalter eine Sprache oder schließen Sie das Angebot, die Seite auf Englisch zu lesen,
            merkt sich die Seite diese Wahl ein Jahr lang in einem Cookie namens <code>{LANGUAGE_COOKIE}</code> (Wert{' '}
            <code>de</code> oder <code>en</code>), damit die Startseite in Ihrer Sprache öffnet. Es enthält nichts weiter und
            dient nicht dem Tracking. Ohne diese Wahl erhalten Gäste überhaupt keine Cookies.
          </li>
          <li>
            Nur wenn sich unser Team im Verwaltungsbereich anmeldet, setzt die Seite ein Anmelde-Cookie (mit einem kleinen
            Begleit-Cookie, das der Seite sagt, dass jemand angemeldet ist). Beide sind technisch notwendig und enden mit der
            Abmeldung oder nach 12&nbsp;Stunden.
          </li>
          <li>Links zu Karten und Instagram sind einfache Links: Von diesen Diensten wird nichts geladen, bevor Sie ihnen folgen.</li>
        </ul>
      </section>
    </>
  );
}
