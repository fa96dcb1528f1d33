import { Link } from 'react-router';
import { Detail, detailLink } from '../../ui/format/restaurant-detail';
import { DATA_REQUEST_LINK_MINUTES, RETENTION_DAYS, SESSION_HOURS } from '../../../../shared/constants';
import { LANGUAGE_COOKIE } from '../../../../shared/i18n/locales';

/**
 * The privacy notice in English; the German one (./privacy-de.tsx) is authoritative. Both say the
 * same, section by section: a change to one is a change to both.
 */
export default function PrivacyEnglish() {
  return (
    <>
      <section aria-labelledby="controller">
        <h2 id="controller">Who is responsible</h2>
        <p>
          The controller is <Detail field="legalName" />, <Detail field="address" />, represented by{' '}
          <Detail field="representative" />. Reach us at{' '}
          <a {...detailLink('email')}>
            <Detail field="email" />
          </a>{' '}
          or{' '}
          <a {...detailLink('phone')}>
            <Detail field="phone" />
          </a>
          . More details are in our <Link to="/imprint">Imprint</Link>.
        </p>
      </section>
      <section aria-labelledby="purpose">
        <h2 id="purpose">What we process, and why</h2>
        <p>
          When you request a reservation we process your name, e-mail address, phone number, the date, time and size of
          your party, and any occasion or special request you tell us. We use them only to handle your reservation and,
          when you dine with us, the orders placed for your table. We e-mail you about your booking: that we received
          it, when we confirm or cancel it, and a reminder the day before, each with a link to see or cancel it.
        </p>
        <p>The legal basis is Art. 6 (1) (b) GDPR: the data is needed to take and fulfil your booking.</p>
        <p id="allergies">
          If you tick an allergy on the booking form or tell us about one in your special requests, that is health data
          (Art. 9 GDPR). We use it only to cook safely for your party, on the basis of your explicit consent, which you
          give on the form (Art. 9 (2) (a) GDPR) and may withdraw at any time with effect for the future. Only our team
          sees it, with the booking and on the kitchen's sheet for that service. We keep it only for that booking: it is
          erased with the booking's other personal data, when you ask us to or at the latest {RETENTION_DAYS} days after
          the reserved date.
        </p>
        <p>
          If you make a data request, we process your e-mail address to send you the confirmation link and to fulfil
          your request (Art. 6 (1) (c) GDPR in conjunction with Art. 12, 15, 17 and 20 GDPR).
        </p>
        <p>
          Our hosting provider Cloudflare processes technical request data (such as IP address and time) for a short
          time to deliver the site and keep it secure, for instance by counting how often a connection sends our forms
          within a minute. The legal basis is our legitimate interest in a safe website (Art. 6 (1) (f) GDPR).
        </p>
        <p>
          You are under no legal or contractual obligation to give us any data; without a name, e-mail address and phone
          number, however, we cannot take a booking. We make no automated decisions, including profiling (Art. 22 GDPR).
        </p>
      </section>
      <section aria-labelledby="recipients">
        <h2 id="recipients">Recipients and transfers outside the EU</h2>
        <p>
          Cloudflare, Inc. (USA) runs this website and its database for us as our processor (Art. 28 GDPR) and delivers
          the e-mails we send you. The database holding your reservations is located in the European Union. Where data
          still reaches the USA, for instance when an e-mail is sent, this is covered by the European Commission's
          adequacy decision on the EU-US Data Privacy Framework, under which Cloudflare is certified (Art. 45 GDPR).
          Beyond that, we pass on your data only where a law obliges us to, for instance to the tax office.
        </p>
      </section>
      <section aria-labelledby="retention">
        <h2 id="retention">How long we keep it</h2>
        <ul>
          <li>
            Reservations: {RETENTION_DAYS} days after the reserved date, every night, we erase your name, e-mail
            address, phone number and special requests. What remains (date, time, party size, occasion) no longer
            identifies you and feeds only our figures.
          </li>
          <li>
            Orders: the items, amounts and dates are accounting records that German tax law requires us to keep (§ 147
            AO, § 257 HGB). Your name and e-mail address are erased from them after the same {RETENTION_DAYS} days.
          </li>
          <li>E-mails we send you are kept for the same {RETENTION_DAYS} days, then deleted.</li>
          <li>Opening schedules hold no personal data; past days are removed automatically every night.</li>
        </ul>
      </section>
      <section aria-labelledby="rights">
        <h2 id="rights">Your rights</h2>
        <p>
          You have the right to access your data (Art. 15 GDPR), to have it corrected (Art. 16) or erased (Art. 17), to
          restrict its processing (Art. 18) and to data portability (Art. 20). Where we process data on the basis of our
          legitimate interest, you may object at any time on grounds relating to your particular situation (Art. 21).
          You can see, download or delete your reservations and orders yourself on our{' '}
          <Link to="/data-request">Data Privacy Request</Link> page, or write to us.
        </p>
        <p>
          So that nobody else can see or delete your data, that page sends a link to your e-mail address, valid for{' '}
          {DATA_REQUEST_LINK_MINUTES} minutes; only the link shows or deletes anything. Deleting removes your
          reservations, your open orders, the e-mails we sent you and our staff's e-mails about your bookings. Paid
          orders stay in our accounts for the tax office (§ 147 AO), with their items, amounts and dates but without
          your name and e-mail address.
        </p>
        <p>
          You may also complain to a data protection authority, for example the Berlin Commissioner for Data Protection
          and Freedom of Information (Berliner Beauftragte für Datenschutz und Informationsfreiheit).
        </p>
      </section>
      <section aria-labelledby="cookies">
        <h2 id="cookies">Cookies, browser storage and third parties</h2>
        <ul>
          <li>This site sets no tracking or advertising cookies and uses no analytics.</li>
          <li>
            It loads nothing from third parties: fonts, images and scripts all come from our own server, so no other
            company learns that you visited.
          </li>
          <li>
            If you choose a language, with the language switch or with our pointer to the other language's version, or
            close that pointer, the site remembers your choice for one year in a cookie named{' '}
            <code>{LANGUAGE_COOKIE}</code> (the value <code>en</code> or <code>de</code>), so that the home page opens
            in your language. It holds nothing else, is not passed to anyone and is not used for tracking. As you choose
            this setting yourself, the cookie is strictly necessary for the function you asked for (§ 25 (2) no. 2
            TDDDG, Art. 6 (1) (f) GDPR). Without that choice, guests get no cookies at all.
          </li>
          <li>
            So that what you type into the booking form survives a change of language, your browser keeps it in this
            tab's session storage (sessionStorage). It stays on your device and is deleted once you have booked or
            closed the tab.
          </li>
          <li>
            Only when our staff sign in to the back office does the site set its sign-in cookie (with a small companion
            flag that tells the page someone is signed in). Both are strictly necessary and end when staff sign out or
            after {SESSION_HOURS} hours.
          </li>
          <li>
            Links to maps and Instagram are plain links: nothing is loaded from those services until you follow them.
          </li>
        </ul>
      </section>
    </>
  );
}
