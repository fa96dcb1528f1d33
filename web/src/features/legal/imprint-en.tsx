import { Link } from 'react-router';
import { Detail, detailLink } from '../../ui/format/restaurant-detail';

/** The legal notice in English; the German one (./imprint-de.tsx) is authoritative. */
export default function ImprintEnglish() {
  return (
    <>
      <section aria-labelledby="provider">
        <h2 id="provider">Service provider</h2>
        <address className="not-italic">
          <Detail field="legalName" />
          <br />
          <Detail field="street" />
          <br />
          <Detail field="postalCode" /> <Detail field="city" />, Germany
        </address>
        <p>
          Represented by the managing director: <Detail field="representative" />
        </p>
      </section>
      <section aria-labelledby="contact">
        <h2 id="contact">Contact</h2>
        <p>
          Phone:{' '}
          <a {...detailLink('phone')}>
            <Detail field="phone" />
          </a>
          <br />
          E-mail:{' '}
          <a {...detailLink('email')}>
            <Detail field="email" />
          </a>
        </p>
      </section>
      <section aria-labelledby="register">
        <h2 id="register">Commercial register and VAT</h2>
        <p>
          Registered at <Detail field="registerCourt" />, <Detail field="registerNumber" />
          <br />
          VAT identification number under § 27a UStG: <Detail field="vatId" />
        </p>
        <p>
          Supervisory authority: <Detail field="supervisoryAuthority" /> (licensed under the Gaststättengesetz)
        </p>
      </section>
      <section aria-labelledby="editorial">
        <h2 id="editorial">Responsible for content</h2>
        <p>
          Responsible for journalistic and editorial content under § 18 (2) MStV: <Detail field="representative" />,
          address as above.
        </p>
      </section>
      <section aria-labelledby="dispute">
        <h2 id="dispute">Consumer dispute resolution</h2>
        <p>
          We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer
          arbitration board (§ 36 VSBG).
        </p>
      </section>
      <section aria-labelledby="liability">
        <h2 id="liability">Liability for content and links</h2>
        <p>
          We write the content of these pages with care but cannot guarantee that it is complete or current. As a
          service provider we are responsible for our own content under the general laws. We are not obliged to monitor
          third-party information we transmit or store; we remove unlawful content as soon as we become aware of it.
          External sites we link to are the responsibility of their operators.
        </p>
      </section>
      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your data</h2>
        <p>
          Read how we handle personal data in our <Link to="/privacy">Privacy Policy</Link>. To see or delete the data
          we hold about you, use our <Link to="/data-request">Data Privacy Request</Link> page.
        </p>
      </section>
    </>
  );
}
