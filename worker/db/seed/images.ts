import { SEED_DISHES, dishImage } from './menu';
import { SEED_COMING_SOON, comingSoonImage } from './coming-soon';
import { SEED_BANNERS, bannerImage } from './banners';

/** Site images outside the seed that the app relies on. */
export const SITE_IMAGES = [
  '/images/fallback-dish.svg',
  '/images/fallback-banner.svg',
  '/images/logo.svg',
  '/images/hero-reserve.svg',
  '/images/home-intro.svg',
] as const;

/** Every image path the seed stores: each must be a file under web/public. */
export const SEED_IMAGE_PATHS: readonly string[] = [
  ...SEED_DISHES.map((d) => dishImage(d.slug)),
  ...SEED_COMING_SOON.map((d) => comingSoonImage(d.slug)),
  ...SEED_BANNERS.map((b) => bannerImage(b.slug)),
];
