import { deferUntilVisible } from '../../ui/defer-until-visible';
import { usePageMeta } from '../../ui/use-page-meta';
import { useAsync } from '../../ui/use-async';
import { getActiveBanners } from './api/get-active-banners';
import { BannerCarousel } from './banner-carousel';
import { HeroFrame } from './hero-frame';
import { useRestaurantJsonLd } from './restaurant-json-ld';
import { WelcomeHero } from './welcome-hero';
import { FEATURED_MARKER } from './featured-marker';

const BelowTheFold = deferUntilVisible(FEATURED_MARKER, () => import('./below-the-fold').then((m) => m.BelowTheFold));

async function loadBanners() {
  try {
    return await getActiveBanners();
  } catch (error) {
    // §8: logged only; the welcome block stands in.
    console.warn('Banners unavailable', error);
    return [];
  }
}

export function Component() {
  usePageMeta(
    '',
    'Kovalam is a South Indian restaurant in Berlin: crisp dosas, Chettinad curries and Kerala seafood. See the menu and book a table online.',
  );
  useRestaurantJsonLd();
  const banners = useAsync(loadBanners);

  return (
    <>
      <h1 className="sr-only">Kovalam, South Indian kitchen in Berlin</h1>
      {banners.status === 'loading' ? (
        <HeroFrame aria-label="Loading highlights" aria-busy="true" className="animate-pulse" />
      ) : banners.status === 'success' && banners.data.length > 0 ? (
        <BannerCarousel banners={banners.data} />
      ) : (
        <WelcomeHero />
      )}
      <BelowTheFold />
    </>
  );
}
