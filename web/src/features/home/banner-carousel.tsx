import { useEffect, useRef } from 'react';
import { SiteLink } from '../../ui/layout/site-link';
import { CalendarDays } from 'lucide-react';
import { buttonClasses } from '../../ui/controls/button';
import type { Banner } from './api/get-active-banners';
import { HeroFrame } from './hero-frame';
import { runCarousel } from './carousel';
import { CAROUSEL_ATTRIBUTE } from './carousel-marker';
import { useLocalizedPath, useMessages } from '../../ui/format/i18n';

/**
 * The banners' slideshow. React draws the first slide (the Worker fills it in on the served page,
 * decision 009); the other slides and the controls are plain DOM code (./carousel.ts), which a
 * guest's home page runs without React at all (decision 030).
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const frame = useRef<HTMLElement>(null);
  const { home } = useMessages();
  const to = useLocalizedPath();
  const [first] = banners;

  useEffect(() => runCarousel(frame.current!, banners, home.carousel), [banners, home.carousel]);

  return (
    <HeroFrame
      ref={frame}
      {...{ [CAROUSEL_ATTRIBUTE]: '' }}
      aria-roledescription="carousel"
      aria-label={home.carousel.label}
    >
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={home.carousel.slide(1, 1)}
        className="absolute inset-0 z-10 opacity-100 transition-opacity duration-1000 ease-in-out motion-reduce:transition-none"
      >
        <img
          src={first.image}
          alt={first.title}
          width={1600}
          height={700}
          loading="eager"
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover"
        />
        <div className="banner-shade absolute inset-0" />
        <div className="relative mx-auto flex h-full max-w-6xl flex-col justify-end px-4 pb-24 sm:justify-center sm:px-6 sm:pb-10 lg:px-8">
          <div className="banner-scrim relative isolate max-w-xl text-cream">
            <h2 className="text-4xl font-semibold leading-[1.05] sm:text-5xl lg:text-6xl">{first.title}</h2>
            <p className="mt-4 text-base leading-relaxed text-cream/90 sm:text-lg">{first.description}</p>
            <SiteLink to={to('/reserve')} className={buttonClasses('accent', 'lg', 'mt-7')}>
              <CalendarDays aria-hidden="true" className="size-5" />
              {home.reserveTable}
            </SiteLink>
          </div>
        </div>
      </div>
    </HeroFrame>
  );
}
