import { usePageMeta } from '../../ui/use-page-meta';
import { useAsync } from '../../ui/use-async';
import { getActiveBanners } from './api/get-active-banners';
import { BannerCarousel } from './banner-carousel';
import { FeaturedSection } from './featured-section';
import { HeroFrame } from './hero-frame';
import { IntroSection } from './intro-section';
import { ReserveCta } from './reserve-cta';
import { useRestaurantJsonLd } from './restaurant-json-ld';
import { WelcomeHero } from './welcome-hero';

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
      <IntroSection />
      <FeaturedSection />
      <ReserveCta />
    </>
  );
}
