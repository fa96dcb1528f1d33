import { HOME_BANNERS_ELEMENT_ID } from '../../../../shared/home-page';
import type { Banner } from './api/get-active-banners';

let forPrerender: Banner[] | undefined;
let used = false;

/** The build draws the home page's templates with these (scripts/prerender.mjs). */
export function setPrerenderBanners(banners: Banner[] | undefined) {
  forPrerender = banners;
}

/**
 * The banners `/` arrived with: the Worker writes them into the page (docs/decisions/009), so the
 * first render matches the first slide it drew. Only for the page the browser loaded: a later
 * visit to the home page fetches them.
 */
export function arrivedBanners(): Banner[] | undefined {
  if (typeof document === 'undefined') return forPrerender;
  const text = used ? null : document.getElementById(HOME_BANNERS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Banner[];
  } catch {
    return undefined;
  }
}

export function markArrivedBannersUsed() {
  used = true;
}
