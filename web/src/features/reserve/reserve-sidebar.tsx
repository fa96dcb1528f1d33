import { Clock, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { useMessages } from '../../ui/format/i18n';
import { Detail, detailLink } from '../../ui/format/restaurant-detail';
import { OpeningHoursList } from '../../ui/format/opening-hours-list';
import { BOOKING_CONTACT_ATTRIBUTE, DEFAULT_BOOKING_POLICIES } from '../../../../shared/rules/reservation-window';

const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand';
const title = 'flex items-center gap-2.5 text-xl font-semibold text-tamarind-dark';
const link = 'font-semibold text-leaf underline decoration-leaf/40 underline-offset-4 hover:decoration-leaf';

export function ReserveSidebar() {
  const { reserve } = useMessages();
  const t = reserve.sidebar;
  return (
    <div className="space-y-6">
      <img
        src="/images/hero-reserve.svg"
        alt={t.imageAlt}
        width={800}
        height={1000}
        loading="lazy"
        decoding="async"
        className="hidden aspect-[4/5] w-full rounded-2xl object-cover shadow-md lg:block"
      />
      <section aria-labelledby="hours-title" className={card}>
        <h2 id="hours-title" className={title}>
          <Clock aria-hidden="true" className="size-5 text-chilli" />
          {t.hours}
        </h2>
        {/* The weekly rules' lines, as in the footer: the Worker writes the owner's current ones. */}
        <OpeningHoursList className="mt-4 space-y-2 tabular-nums [&>li]:border-b [&>li]:border-dashed [&>li]:border-sand [&>li]:pb-2" />
      </section>
      <section aria-labelledby="location-title" className={card}>
        <h2 id="location-title" className={title}>
          <MapPin aria-hidden="true" className="size-5 text-chilli" />
          {t.location}
        </h2>
        <address className="mt-3 not-italic leading-relaxed">
          <Detail field="street" />
          <br />
          <Detail field="postalCode" /> <Detail field="city" />
        </address>
        <a {...detailLink('map')} rel="noopener noreferrer" className={`mt-3 inline-flex items-center gap-1.5 ${link}`}>
          {t.openMap}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">
            : <Detail field="address" />
          </span>
        </a>
      </section>
      <section aria-labelledby="contact-title" className={card}>
        <h2 id="contact-title" className={title}>
          <Phone aria-hidden="true" className="size-5 text-chilli" />
          {t.contact}
        </h2>
        {/* The seed's policies here; the Worker writes the owner's over them (worker/pages/reserve-form.ts). */}
        <p {...{ [BOOKING_CONTACT_ATTRIBUTE]: '' }} className="mt-3 text-sm leading-relaxed text-muted">
          {t.contactText(
            DEFAULT_BOOKING_POLICIES.largePartyThreshold,
            DEFAULT_BOOKING_POLICIES.sameDayCutoffHours !== null,
          )}
        </p>
        <ul className="mt-4 space-y-2">
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 text-muted" />
            <a {...detailLink('phone')} className={link}>
              <Detail field="phone" />
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4 text-muted" />
            <a {...detailLink('email')} className={link}>
              <Detail field="email" />
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}
