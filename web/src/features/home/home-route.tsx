import { lazy, Suspense, useState } from 'react';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { useBanners } from './arrived-banners';
import { BannerCarousel } from './banner-carousel';
import { HeroFrame } from './hero-frame';
import { HomeMore } from './home-more';
import { useMessages } from '../../ui/format/i18n';

// Drawn only while no banner is active, so its code stays out of the usual home page.
const WelcomeHero = lazy(() => import('./welcome-hero').then((m) => ({ default: m.WelcomeHero })));

async function loadBanners() {
  try {
    // Only a visit after the first page needs it: the served page brings its banners.
    const { getActiveBanners } = await import('./api/get-active-banners');
    return await getActiveBanners();
  } catch (error) {
    // §8: logged only; the welcome block stands in.
    console.warn('Banners unavailable', error);
    return [];
  }
}

export function Component() {
  const { home } = useMessages();
  usePageMeta('', home.description);
  const banners = useBanners(loadBanners);
  // Whether the page arrived with its hero final (the Worker drew the banners in, decision 009).
  const [heroDrawn] = useState(banners.status !== 'loading');

  return (
    <>
      <h1 className="sr-only">{home.heading}</h1>
      {banners.status === 'loading' ? (
        <HeroFrame aria-label={home.loadingHighlights} aria-busy="true" className="animate-pulse" />
      ) : banners.status === 'success' && banners.data.length > 0 ? (
        <BannerCarousel banners={banners.data} />
      ) : (
        <Suspense fallback={<HeroFrame />}>
          <WelcomeHero />
        </Suspense>
      )}
      <HomeMore alone={heroDrawn} />
    </>
  );
}
