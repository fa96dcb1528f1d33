import { SiteLink } from '../../ui/site-link';
import { CalendarDays, Pause, Play } from 'lucide-react';
import { buttonClasses } from '../../ui/button';
import { ImageWithFallback } from '../../ui/image-with-fallback';
import type { Banner } from './api/get-active-banners';
import { useHydrated } from '../../ui/use-hydrated';
import { useRotation } from './use-rotation';
import { HeroFrame } from './hero-frame';
import { useLocalizedPath, useMessages } from '../../ui/i18n';

export function BannerCarousel({ banners: all }: { banners: Banner[] }) {
  // The served page draws only the first slide (the Worker fills it in, decision 009): the others
  // and the controls join once the page is live.
  const banners = useHydrated() ? all : all.slice(0, 1);
  const { index, setIndex, paused, setPaused, setHeld } = useRotation(banners.length);
  const many = banners.length > 1;
  const { home } = useMessages();
  const to = useLocalizedPath();

  return (
    <HeroFrame
      aria-roledescription="carousel"
      aria-label={home.carousel.label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {banners.map((banner, i) => {
        const active = i === index;
        return (
          <div
            key={banner._id}
            role="group"
            aria-roledescription="slide"
            aria-label={home.carousel.slide(i + 1, banners.length)}
            inert={!active}
            className={`absolute inset-0 transition-opacity duration-1000 ease-in-out motion-reduce:transition-none ${
              active ? 'z-10 opacity-100' : 'z-0 opacity-0'
            }`}
          >
            <ImageWithFallback
              src={banner.image}
              fallback="/images/fallback-banner.svg"
              alt={banner.title}
              width={1600}
              height={700}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              className="absolute inset-0 size-full object-cover"
            />
            <div className="banner-shade absolute inset-0" />
            <div className="relative mx-auto flex h-full max-w-6xl flex-col justify-end px-4 pb-24 sm:justify-center sm:px-6 sm:pb-10 lg:px-8">
              <div className="banner-scrim relative isolate max-w-xl text-cream">
                <h2 className="text-4xl font-semibold leading-[1.05] sm:text-5xl lg:text-6xl">{banner.title}</h2>
                <p className="mt-4 text-base leading-relaxed text-cream/90 sm:text-lg">{banner.description}</p>
                <SiteLink to={to('/reserve')} className={buttonClasses('accent', 'lg', 'mt-7')}>
                  <CalendarDays aria-hidden="true" className="size-5" />
                  {home.reserveTable}
                </SiteLink>
              </div>
            </div>
          </div>
        );
      })}
      {many && (
        <div className="absolute inset-x-0 bottom-5 z-20 mx-auto flex max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            className="inline-flex size-11 items-center justify-center rounded-full bg-ink/50 text-cream ring-1 ring-cream/50 hover:bg-ink/70"
          >
            {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
            <span className="sr-only">{paused ? home.carousel.play : home.carousel.pause}</span>
          </button>
          <ul className="flex items-center">
            {banners.map((banner, i) => (
              <li key={banner._id}>
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-current={i === index ? 'true' : undefined}
                  className="group flex size-11 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all ${
                      i === index ? 'w-8 bg-turmeric' : 'w-2.5 bg-cream/70 group-hover:bg-cream'
                    }`}
                  />
                  <span className="sr-only">{home.carousel.show(i + 1, banner.title)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </HeroFrame>
  );
}
