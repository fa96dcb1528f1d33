import { Link } from 'react-router';
import { Detail, detailLink } from '../../ui/format/restaurant-detail';
import { DATA_REQUEST_LINK_MINUTES, RETENTION_DAYS, SESSION_HOURS } from '../../../../shared/constants';
import { LANGUAGE_COOKIE } from '../../../../shared/i18n/locales';

/**
 * Die Datenschutzerklärung (Art. 13 DSGVO), die maßgebliche Fassung. Die englische
 * (./privacy-en.tsx) sagt dasselbe, Abschnitt für Abschnitt: wer hier etwas ändert, ändert beide.
 */
export default function PrivacyGerman() {
  return (
    <>
      <section aria-labelledby="controller">
        <h2 id="controller">Verantwortlicher</h2>
        <p>
          Verantwortlich ist die <Detail field="legalName" />, <Detail field="address" />, vertreten durch{' '}
          <Detail field="representative" />. Sie erreichen uns unter{' '}
          <a {...detailLink('email')}>
            <Detail field="email" />
          </a>{' '}
          oder{' '}
          <a {...detailLink('phone')}>
            <Detail field="phone" />
          </a>
          . Weitere Angaben finden Sie in unserem <Link to="/de/imprint">Impressum</Link>.
        </p>
      </section>
      <section aria-labelledby="purpose">
        <h2 id="purpose">Welche Daten wir verarbeiten und warum</h2>
        <p>
          Wenn Sie eine Reservierung anfragen, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer,
          Datum, Uhrzeit und Größe Ihrer Gruppe sowie einen Anlass oder besondere Wünsche, die Sie uns nennen. Wir
          nutzen sie nur, um Ihre Reservierung zu bearbeiten und, wenn Sie bei uns essen, die Bestellungen für Ihren
          Tisch. Wir schreiben Ihnen E-Mails zu Ihrer Reservierung: dass sie eingegangen ist, wenn wir sie bestätigen
          oder absagen, und eine Erinnerung am Vortag, jeweils mit einem Link, über den Sie die Reservierung ansehen
          oder stornieren können.
        </p>
        <p>
          Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO: Die Daten sind nötig, um Ihre Reservierung anzunehmen und zu
          erfüllen.
        </p>
        <p id="allergies">
          Kreuzen Sie im Reservierungsformular eine Allergie an oder nennen Sie uns eine in Ihren besonderen Wünschen,
          sind das Gesundheitsdaten (Art. 9 DSGVO). Wir verwenden sie nur, um sicher für Ihre Gruppe zu kochen, auf
          Grundlage Ihrer ausdrücklichen Einwilligung, die Sie im Formular geben (Art. 9 Abs. 2 lit. a DSGVO) und
          jederzeit mit Wirkung für die Zukunft widerrufen können. Nur unser Team sieht sie, bei der Reservierung und
          auf dem Küchenzettel für diesen Service. Wir bewahren sie nur für diese Reservierung auf: Sie werden mit den
          übrigen personenbezogenen Daten der Reservierung gelöscht, wenn Sie es verlangen, spätestens {RETENTION_DAYS}
          &nbsp;Tage nach dem reservierten Datum.
        </p>
        <p>
          Stellen Sie eine Datenanfrage, verarbeiten wir Ihre E-Mail-Adresse, um Ihnen den Bestätigungslink zu senden
          und Ihre Anfrage zu erfüllen (Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit Art. 12, 15, 17 und 20 DSGVO).
        </p>
        <p>
          Unser Hosting-Anbieter Cloudflare verarbeitet technische Zugriffsdaten (etwa IP-Adresse und Uhrzeit) für kurze
          Zeit, um die Seite auszuliefern und zu schützen, etwa indem er zählt, wie oft eine Verbindung unsere Formulare
          in einer Minute absendet. Rechtsgrundlage ist unser berechtigtes Interesse an einer sicheren Website (Art. 6
          Abs. 1 lit. f DSGVO).
        </p>
        <p>
          Sie sind weder gesetzlich noch vertraglich verpflichtet, uns Daten zu geben; ohne Namen, E-Mail-Adresse und
          Telefonnummer können wir eine Reservierung aber nicht annehmen. Eine automatisierte Entscheidungsfindung
          einschließlich Profiling (Art. 22 DSGVO) findet nicht statt.
        </p>
      </section>
      <section aria-labelledby="recipients">
        <h2 id="recipients">Empfänger und Übermittlung in Drittländer</h2>
        <p>
          Die Cloudflare, Inc. (USA) betreibt für uns als Auftragsverarbeiter (Art. 28 DSGVO) diese Website und ihre
          Datenbank und stellt die E-Mails zu, die wir Ihnen senden. Die Datenbank mit Ihren Reservierungen liegt in der
          Europäischen Union. Soweit Daten dennoch in die USA gelangen, etwa beim E-Mail-Versand, ist das durch den
          Angemessenheitsbeschluss der EU-Kommission zum EU-US Data Privacy Framework gedeckt, unter dem Cloudflare
          zertifiziert ist (Art. 45 DSGVO). Darüber hinaus geben wir Ihre Daten nur weiter, wenn ein Gesetz uns dazu
          verpflichtet, etwa gegenüber dem Finanzamt.
        </p>
      </section>
      <section aria-labelledby="retention">
        <h2 id="retention">Wie lange wir Daten speichern</h2>
        <ul>
          <li>
            Reservierungen: {RETENTION_DAYS}&nbsp;Tage nach dem reservierten Datum löschen wir nachts automatisch Ihren
            Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer und Ihre besonderen Wünsche. Was bleibt (Datum, Uhrzeit,
            Personenzahl, Anlass), lässt keinen Rückschluss auf Sie zu und dient nur unserer Statistik.
          </li>
          <li>
            Bestellungen: Positionen, Beträge und Daten sind Buchungsbelege, die wir nach deutschem Steuer- und
            Handelsrecht aufbewahren müssen (§ 147 AO, § 257 HGB). Ihr Name und Ihre E-Mail-Adresse werden daraus nach
            denselben {RETENTION_DAYS}&nbsp;Tagen gelöscht.
          </li>
          <li>
            E-Mails, die wir Ihnen senden, bewahren wir ebenfalls {RETENTION_DAYS}&nbsp;Tage auf und löschen sie dann.
          </li>
          <li>
            Öffnungszeiten enthalten keine personenbezogenen Daten; vergangene Tage werden jede Nacht automatisch
            entfernt.
          </li>
        </ul>
      </section>
      <section aria-labelledby="rights">
        <h2 id="rights">Ihre Rechte</h2>
        <p>
          Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung
          der Verarbeitung (Art. 18) und Datenübertragbarkeit (Art. 20). Verarbeiten wir Daten auf Grundlage unseres
          berechtigten Interesses, können Sie dem aus Gründen, die sich aus Ihrer besonderen Situation ergeben,
          jederzeit widersprechen (Art. 21). Ihre Reservierungen und Bestellungen können Sie auf unserer Seite{' '}
          <Link to="/de/data-request">Datenanfrage</Link> selbst einsehen, herunterladen oder löschen, oder Sie
          schreiben uns.
        </p>
        <p>
          Damit niemand sonst Ihre Daten sehen oder löschen kann, sendet diese Seite einen Link an Ihre E-Mail-Adresse,
          der {DATA_REQUEST_LINK_MINUTES}&nbsp;Minuten gültig ist; nur dieser Link zeigt oder löscht etwas. Beim Löschen
          entfernen wir Ihre Reservierungen, Ihre offenen Bestellungen, die E-Mails an Sie und die E-Mails unseres Teams
          zu Ihren Reservierungen. Bezahlte Bestellungen bleiben für das Finanzamt in unserer Buchhaltung (§ 147 AO),
          mit Positionen, Beträgen und Daten, aber ohne Ihren Namen und Ihre E-Mail-Adresse.
        </p>
        <p>
          Sie können sich außerdem bei einer Datenschutzaufsichtsbehörde beschweren, zum Beispiel bei der Berliner
          Beauftragten für Datenschutz und Informationsfreiheit.
        </p>
      </section>
      <section aria-labelledby="cookies">
        <h2 id="cookies">Cookies, Speicher im Browser und Dritte</h2>
        <ul>
          <li>Diese Seite setzt keine Tracking- oder Werbe-Cookies und verwendet keine Analysedienste.</li>
          <li>
            Sie lädt nichts von Dritten: Schriften, Bilder und Skripte kommen von unserem eigenen Server, sodass kein
            anderes Unternehmen von Ihrem Besuch erfährt.
          </li>
          <li>
            Wählen Sie eine Sprache, über den Sprachumschalter oder über unseren Hinweis auf die andere Sprachfassung,
            oder schließen Sie diesen Hinweis, merkt sich die Seite Ihre Wahl ein Jahr lang in einem Cookie namens{' '}
            <code>{LANGUAGE_COOKIE}</code> (Wert <code>de</code> oder <code>en</code>), damit die Startseite in Ihrer
            Sprache öffnet. Es enthält nichts weiter, wird nicht an Dritte übermittelt und dient nicht dem Tracking. Da
            Sie diese Einstellung selbst wählen, ist es für die gewünschte Funktion unbedingt erforderlich (§ 25 Abs. 2
            Nr. 2 TDDDG, Art. 6 Abs. 1 lit. f DSGVO). Ohne diese Wahl erhalten Gäste überhaupt keine Cookies.
          </li>
          <li>
            Damit Ihre Eingaben im Reservierungsformular einen Sprachwechsel überstehen, hält Ihr Browser sie im
            Sitzungsspeicher (sessionStorage) dieses Tabs. Dieser Zwischenstand bleibt auf Ihrem Gerät und wird
            gelöscht, sobald Sie reserviert oder den Tab geschlossen haben.
          </li>
          <li>
            Nur wenn sich unser Team im Verwaltungsbereich anmeldet, setzt die Seite ein Anmelde-Cookie (mit einem
            kleinen Begleit-Cookie, das der Seite sagt, dass jemand angemeldet ist). Beide sind technisch notwendig und
            enden mit der Abmeldung oder nach {SESSION_HOURS}&nbsp;Stunden.
          </li>
          <li>
            Links zu Karten und Instagram sind einfache Links: Von diesen Diensten wird nichts geladen, bevor Sie ihnen
            folgen.
          </li>
        </ul>
      </section>
    </>
  );
}
