import { Link } from 'react-router';
import { Detail, detailLink } from '../../ui/format/restaurant-detail';

/** Das Impressum (§ 5 DDG), die maßgebliche Fassung. */
export default function ImprintGerman() {
  return (
    <>
      <section aria-labelledby="provider">
        <h2 id="provider">Diensteanbieter</h2>
        <address className="not-italic">
          <Detail field="legalName" />
          <br />
          <Detail field="street" />
          <br />
          <Detail field="postalCode" /> <Detail field="city" />, Deutschland
        </address>
        <p>
          Vertreten durch die Geschäftsführung: <Detail field="representative" />
        </p>
      </section>
      <section aria-labelledby="contact">
        <h2 id="contact">Kontakt</h2>
        <p>
          Telefon:{' '}
          <a {...detailLink('phone')}>
            <Detail field="phone" />
          </a>
          <br />
          E-Mail:{' '}
          <a {...detailLink('email')}>
            <Detail field="email" />
          </a>
        </p>
      </section>
      <section aria-labelledby="register">
        <h2 id="register">Handelsregister und Umsatzsteuer</h2>
        <p>
          Registergericht: <Detail field="registerCourt" />
          <br />
          Registernummer: <Detail field="registerNumber" />
          <br />
          Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: <Detail field="vatId" />
        </p>
        <p>
          Zuständige Aufsichtsbehörde: <Detail field="supervisoryAuthority" /> (Erlaubnis nach dem Gaststättengesetz)
        </p>
      </section>
      <section aria-labelledby="editorial">
        <h2 id="editorial">Verantwortlich für den Inhalt</h2>
        <p>
          Verantwortlich für journalistisch-redaktionelle Inhalte gemäß § 18 Abs. 2 MStV:{' '}
          <Detail field="representative" />, Anschrift wie oben.
        </p>
      </section>
      <section aria-labelledby="dispute">
        {/* Soft hyphens: the word is wider than a phone, and not every browser hyphenates German. */}
        <h2 id="dispute">Verbraucher&shy;streit&shy;beilegung</h2>
        <p>
          Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).
        </p>
      </section>
      <section aria-labelledby="liability">
        <h2 id="liability">Haftung für Inhalte und Links</h2>
        <p>
          Wir erstellen die Inhalte dieser Seiten mit Sorgfalt, können für Vollständigkeit und Aktualität aber keine
          Gewähr übernehmen. Als Diensteanbieter sind wir für eigene Inhalte nach den allgemeinen Gesetzen
          verantwortlich. Zur Überwachung übermittelter oder gespeicherter fremder Informationen sind wir nicht
          verpflichtet; rechtswidrige Inhalte entfernen wir, sobald wir davon Kenntnis erlangen. Für die Inhalte
          verlinkter externer Seiten sind deren Betreiber verantwortlich.
        </p>
      </section>
      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Ihre Daten</h2>
        <p>
          Wie wir mit personenbezogenen Daten umgehen, lesen Sie in unserer{' '}
          <Link to="/de/privacy">Datenschutzerklärung</Link>. Um Ihre bei uns gespeicherten Daten einzusehen oder
          löschen zu lassen, nutzen Sie unsere Seite <Link to="/de/data-request">Datenanfrage</Link>.
        </p>
      </section>
    </>
  );
}
