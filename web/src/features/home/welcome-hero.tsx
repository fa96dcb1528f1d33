import { SiteLink } from '../../ui/layout/site-link';
import { UtensilsCrossed } from 'lucide-react';
import { buttonClasses } from '../../ui/controls/button';
import { HeroFrame } from './hero-frame';
import { useLocalizedPath, useMessages } from '../../ui/format/i18n';

/** §2: what the home page opens with when there are no active banners. */
export function WelcomeHero() {
  const { home } = useMessages();
  const to = useLocalizedPath();
  return (
    <HeroFrame aria-labelledby="welcome-title" className="kolam-dots">
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_80%_30%,rgb(231_165_27/0.35),transparent_55%),linear-gradient(135deg,var(--color-tamarind-dark),var(--color-tamarind)_60%,#9a3d16)]" />
      <div className="relative mx-auto flex h-full max-w-6xl flex-col justify-center px-4 sm:px-6 lg:px-8">
        <div className="max-w-xl text-cream">
          <h2 id="welcome-title" className="text-4xl font-semibold leading-[1.05] sm:text-6xl">
            {home.welcome.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-cream/90">{home.welcome.text}</p>
          <SiteLink to={to('/menu')} className={buttonClasses('accent', 'lg', 'mt-7')}>
            <UtensilsCrossed aria-hidden="true" className="size-5" />
            {home.welcome.browseMenu}
          </SiteLink>
        </div>
      </div>
    </HeroFrame>
  );
}
