import { Link } from 'react-router';
import { RESTAURANT, fullAddress } from '../../../../shared/restaurant';
import { DATA_REQUEST_LINK_MINUTES, RETENTION_DAYS } from '../../../../shared/constants';
import { LANGUAGE_COOKIE } from '../../../../shared/i18n/locales';

/** The privacy notice in English; the German one (./privacy-de.tsx) is authoritative. */
export default function PrivacyEnglish() {
  return (
    <>
      <section aria-labelledby="controller">
        <h2 id="controller">Who is responsible</h2>
        <p>
          The controller is {RESTAURANT.company.legalName}, {fullAddress}, represented by {RESTAURANT.company.managingDirector}.
          Reach us at <a href={`mailto:${RESTAURANT.email}`}>{RESTAURANT.email}</a> or{' '}
          <a href={RESTAURANT.phone.href}>{RESTAURANT.phone.display}</a>. More details are in our <Link to="/imprint">Imprint</Link>.
        </p>
      </section>
      <section aria-labelledby="purpose">
        <h2 id="purpose">What we process, and why</h2>
        <p>
          When you request a reservation we process your name, e-mail address, phone number, the date, time and size of your
          party, and any occasion or special request you tell us. We use them only to handle your reservation and, when you
          dine with us, the orders placed for your table. We e-mail you about your booking: that we received it, when we
          confirm or cancel it, and a reminder the day before, each with a link to see or cancel it.
        </p>
        <p>
          The legal basis is Art. 6 (1) (b) GDPR: the data is needed to take and fulfil your booking. If you tell us about an
          allergy in your special requests, we use it only to cook safely for you, on the basis of your consent (Art. 9 (2) (a)
          GDPR), which you may withdraw at any time.
        </p>
        <p>
          Our hosting provider processes technical request data (such as IP address and time) for a short time to deliver the
          site and keep it secure, on the basis of our legitimate interest in a safe website (Art. 6 (1) (f) GDPR).
        </p>
      </section>
      <section aria-labelledby="retention">
        <h2 id="retention">How long we keep it</h2>
        <ul>
          <li>
            Reservations: {RETENTION_DAYS} days after the reserved date, every night, we erase your name, e-mail address, phone
            number and special requests. What remains (date, time, party size, occasion) no longer identifies you and feeds only
            our figures.
          </li>
          <li>
            Orders: the items, amounts and dates are accounting records that German tax law requires us to keep (§ 147 AO,
            § 257 HGB). Your name and e-mail address are erased from them after the same {RETENTION_DAYS} days.
          </li>
          <li>E-mails we send you are kept for the same {RETENTION_DAYS} days, then deleted.</li>
          <li>Opening schedules hold no personal data; past days are removed automatically every night.</li>
        </ul>
      </section>
      <section aria-labelledby="rights">
        <h2 id="rights">Your rights</h2>
        <p>
          You have the right to access your data (Art. 15 GDPR), to have it corrected (Art. 16) or erased (Art. 17), to restrict
          its processing (Art. 18), to data portability (Art. 20) and to object (Art. 21). You can see, download or delete your
          reservations and orders yourself on our <Link to="/data-request">Data Privacy Request</Link> page, or write to us.
        </p>
        <p>
          So that nobody else can see or delete your data, that page sends a link to your e-mail address, valid for{' '}
          {DATA_REQUEST_LINK_MINUTES} minutes; only the link shows or deletes anything. Deleting removes your reservations, your
          open orders, the e-mails we sent you and our staff's e-mails about your bookings. Paid orders stay in our accounts for
          the tax office, with their items, amounts and dates but without your name and e-mail address.
        </p>
        <p>
          You may also complain to a data protection authority, for example the Berlin Commissioner for Data Protection and
          Freedom of Information (Berliner Beauftragte für Datenschutz und Informationsfreiheit).
        </p>
      </section>
      <section aria-labelledby="cookies">
        <h2 id="cookies">Cookies, tracking and third parties</h2>
        <ul>
          <li>This site sets no tracking or advertising cookies and uses no analytics.</li>
          <li>
            It loads nothing from third parties: fonts, images and scripts all come from our own server, so no other company
            learns that you visited.
          </li>
          <li>
            If you choose a language with the language switch, or close the offer to read the site in German, the site
            remembers that choice in a cookie named <code>{LANGUAGE_COOKIE}</code> (the value <code>en</code> or{' '}
            <code>de</code>) for one year, so that the home page opens in your language. It holds nothing else and is not
            used for tracking. Without that choice, guests get no cookies at all.
          </li>
          <li>
            Only when our staff sign in to the back office does the site set its sign-in cookie (with a small companion
            flag that tells the page someone is signed in). Both are strictly necessary and end when staff sign out or
            after 12 hours.
          </li>
          <li>Links to maps and Instagram are plain links: nothing is loaded from those services until you follow them.</li>
        </ul>
      </section>
    </>
  );
}
