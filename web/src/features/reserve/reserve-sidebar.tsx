import { Clock, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { RESTAURANT, fullAddress } from '../../../../shared/restaurant';
import { useLocale, useMessages } from '../../ui/format/i18n';
import { formatClock } from '../../../../shared/i18n/format';
import { BOOKING_CONTACT_ATTRIBUTE, DEFAULT_BOOKING_POLICIES } from '../../../../shared/rules/reservation-window';

const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand';
const title = 'flex items-center gap-2.5 text-xl font-semibold text-tamarind-dark';
const link = 'font-semibold text-leaf underline decoration-leaf/40 underline-offset-4 hover:decoration-leaf';

export function ReserveSidebar() {
  const { common, reserve } = useMessages();
  const locale = useLocale();
  const t = reserve.sidebar;
  const hourLabels = [common.footer.lunch, common.footer.dinner];
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
        <p className="mt-1 text-sm text-muted">{common.footer.openDays}</p>
        <dl className="mt-4 space-y-2">
          {RESTAURANT.hours.map((h, i) => (
            <div key={h.label} className="flex justify-between border-b border-dashed border-sand pb-2">
              <dt className="font-semibold">{hourLabels[i]}</dt>
              <dd className="tabular-nums text-muted">
                {locale === 'de' ? formatClock('de', `${h.opens}–${h.closes}`) : `${h.opens}-${h.closes}`}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="location-title" className={card}>
        <h2 id="location-title" className={title}>
          <MapPin aria-hidden="true" className="size-5 text-chilli" />
          {t.location}
        </h2>
        <address className="mt-3 not-italic leading-relaxed">
          {RESTAURANT.address.street}
          <br />
          {RESTAURANT.address.postalCode} {RESTAURANT.address.city}
        </address>
        <a
          href={RESTAURANT.mapUrl}
          rel="noopener noreferrer"
          className={`mt-3 inline-flex items-center gap-1.5 ${link}`}
        >
          {t.openMap}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">: {fullAddress}</span>
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
            <a href={RESTAURANT.phone.href} className={link}>
              {RESTAURANT.phone.display}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4 text-muted" />
            <a href={`mailto:${RESTAURANT.email}`} className={link}>
              {RESTAURANT.email}
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}
