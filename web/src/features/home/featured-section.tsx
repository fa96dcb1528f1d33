import { SiteLink } from '../../ui/layout/site-link';
import { ArrowRight } from 'lucide-react';
import { PLACEHOLDERS } from '../../../../shared/constants';
import { buttonClasses } from '../../ui/controls/button';
import { Container } from '../../ui/layout/container';
import { DishCard } from '../../ui/dishes/dish-card';
import { SectionHeading } from '../../ui/layout/section-heading';
import { DishCardSkeleton } from '../../ui/controls/skeleton';
import { useGuestData } from '../../ui/data/use-guest-data';
import { getFeaturedMenu } from './api/get-featured-menu';
import { FEATURED_MARKER } from './featured-marker';
import { ISLAND_WAKE_ATTRIBUTE } from '../../ui/islands/island-part';
import { useLocalizedPath, useMessages } from '../../ui/format/i18n';

async function loadFeatured() {
  try {
    return await getFeaturedMenu();
  } catch (error) {
    // §8: a failed list fetch is only logged; the guest sees the empty state.
    console.warn('Featured menu unavailable', error);
    return [];
  }
}

export function FeaturedSection() {
  const featured = useGuestData(loadFeatured);
  const loading = featured.status === 'loading';
  const items = featured.status === 'success' ? featured.data : [];
  const m = useMessages();
  const to = useLocalizedPath();

  return (
    <section
      aria-labelledby="featured-title"
      data-defer={FEATURED_MARKER}
      {...{ [ISLAND_WAKE_ATTRIBUTE]: '' }}
      className="kolam-dots bg-sand/70 py-16 sm:py-24"
    >
      <Container>
        <SectionHeading id="featured-title" eyebrow={m.home.featured.eyebrow} title={m.home.featured.title}>
          <p>{m.home.featured.text}</p>
        </SectionHeading>
        <div aria-busy={loading} className="mt-12">
          {loading ? (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: PLACEHOLDERS.featured }, (_, i) => (
                <DishCardSkeleton key={i} />
              ))}
            </div>
          ) : items.length === 0 ? (
            <p className="rounded-2xl bg-white/70 p-8 text-center text-muted ring-1 ring-sand">
              {m.api.menu.featuredEmpty}
            </p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((dish) => (
                <li key={dish._id} className="flex">
                  <DishCard dish={dish} className="w-full" />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-12 text-center">
          <SiteLink to={to('/menu')} className={buttonClasses('primary', 'lg')}>
            {m.home.featured.viewMenu}
            <ArrowRight aria-hidden="true" className="size-5" />
          </SiteLink>
        </div>
      </Container>
    </section>
  );
}
