import { HOME_BANNERS_ELEMENT_ID } from '../../../../shared/home-page';
import type { Messages } from '../../../../shared/i18n/catalogues';
import { localeOfPath } from '../../../../shared/i18n/locales';
import { runCarousel, type CarouselBanner } from './carousel';

// The home page's texts only: the same chunks app/load-messages.ts loads.
const homeTexts = import.meta.glob<Pick<Messages, 'home'>>('../../../../shared/i18n/{en,de}/home.ts');

/**
 * What a guest's page starts (app/page-behaviours.ts): the slideshow the Worker drew on a guest's home page (decision 009), from the banners it
 * wrote beside it, without React (decision 030).
 */
export async function start(frame: HTMLElement) {
  let banners: CarouselBanner[] = [];
  try {
    banners = JSON.parse(document.getElementById(HOME_BANNERS_ELEMENT_ID)?.textContent ?? '[]') as CarouselBanner[];
  } catch {
    // The first slide stays, as drawn.
  }
  const { home } = await homeTexts[`../../../../shared/i18n/${localeOfPath(window.location.pathname)}/home.ts`]!();
  runCarousel(frame, banners, home.carousel);
}
