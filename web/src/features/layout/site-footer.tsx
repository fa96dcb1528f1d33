import { Link } from 'react-router';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { InstagramIcon } from './instagram-icon';
import { Detail, detailLink } from '../../ui/format/restaurant-detail';
import { OpeningHoursList } from '../../ui/format/opening-hours-list';
import { Container } from '../../ui/layout/container';
import { useHydrated } from '../../ui/islands/use-hydrated';
import { berlinYear } from '../../../../shared/berlin-time';
import { FOOTER_MARKER } from './footer-marker';
import { useIsOwner, useSignedIn } from './use-signed-in';
import { FOOTER_ADMIN_NAV, legalNav, publicNav, type NavItem } from './nav-links';
import { useLocale, useMessages } from '../../ui/format/i18n';
import { useCurrentDetails } from './use-current-details';

const heading = 'mb-4 font-display text-lg font-semibold text-turmeric';
const link = 'rounded text-cream/90 underline-offset-4 hover:text-white hover:underline';

function LinkList({ items }: { items: readonly NavItem[] }) {
  return (
    <ul className="space-y-2.5 text-sm">
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={link}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const signedIn = useSignedIn();
  const owner = useIsOwner();
  const m = useMessages();
  const locale = useLocale();
  const f = m.common.footer;
  useCurrentDetails();
  // The year of the visitor's Berlin clock, not the build's: added once the page has hydrated (or,
  // on a page that runs as islands, by layout/page-behaviour.ts's fillBerlinYear).
  const year = useHydrated() ? `${berlinYear()} ` : '';
  return (
    <footer data-defer={FOOTER_MARKER} className="relative mt-auto bg-tamarind-dark text-cream">
      <div aria-hidden="true" className="kolam-border h-3 bg-tamarind" />
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <p className="font-display text-3xl font-semibold">
            <Detail field="name" />
          </p>
          <p className="max-w-xs text-sm leading-relaxed text-cream/85">{f.blurb}</p>
          <a
            {...detailLink('instagram')}
            className={`inline-flex items-center gap-2 ${link}`}
            rel="noopener noreferrer"
          >
            <InstagramIcon aria-hidden="true" className="size-5" />
            {f.instagram}
          </a>
        </div>
        <nav aria-label={m.common.nav.footer}>
          <h2 className={heading}>{f.explore}</h2>
          <LinkList items={publicNav(m, locale)} />
          {signedIn && (
            <div className="mt-6">
              <h2 className={heading}>{f.admin}</h2>
              <LinkList items={FOOTER_ADMIN_NAV.filter((item) => owner || !item.ownerOnly)} />
            </div>
          )}
        </nav>
        <div>
          <h2 className={heading}>{f.contact}</h2>
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-2.5">
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-turmeric" />
              <a {...detailLink('map')} className={link} rel="noopener noreferrer">
                <Detail field="address" />
              </a>
            </p>
            <p className="flex gap-2.5">
              <Phone aria-hidden="true" className="size-5 shrink-0 text-turmeric" />
              <a {...detailLink('phone')} className={link}>
                <Detail field="phone" />
              </a>
            </p>
            <p className="flex gap-2.5">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-turmeric" />
              <a {...detailLink('email')} className={link}>
                <Detail field="email" />
              </a>
            </p>
          </address>
        </div>
        <div>
          <h2 className={`flex items-center gap-2 ${heading}`}>
            <Clock aria-hidden="true" className="size-5 text-turmeric" />
            {f.hours}
          </h2>
          <OpeningHoursList className="space-y-2 text-sm tabular-nums [&>li]:border-b [&>li]:border-cream/15 [&>li]:pb-2" />
        </div>
      </Container>
      <div className="border-t border-cream/15">
        <Container className="flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-cream/80">
            © <span data-berlin-year>{year}</span>
            <Detail field="legalName" />
          </p>
          <nav aria-label={m.common.nav.legal}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalNav(m, locale).map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
