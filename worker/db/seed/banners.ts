import { HOUR_MS, insert } from './sql';

interface SeedBanner {
  slug: string;
  title: string;
  description: string;
  active: boolean;
}

export const SEED_BANNERS: readonly SeedBanner[] = [
  {
    slug: 'dosa-sundays',
    title: 'Dosa Sundays',
    description:
      'Paper-thin ghee roast, masala and onion rava dosas straight off the tawa, with bottomless sambar and three chutneys. Every Sunday from noon.',
    active: true,
  },
  {
    slug: 'kerala-seafood-week',
    title: 'Kerala Seafood Week',
    description:
      'Meen moilee in coconut milk, pepper-fried prawns and karimeen wrapped in banana leaf: the backwaters of Alleppey, on your plate.',
    active: true,
  },
  {
    slug: 'filter-coffee-tiffin',
    title: 'Filter Coffee & Tiffin',
    description:
      'Soft idli, crisp vada and a frothy tumbler of filter coffee poured from a height. Afternoon tiffin, weekdays 15:00 to 17:30.',
    active: true,
  },
  {
    slug: 'onam-sadhya',
    title: 'Onam Sadhya',
    description:
      'Twenty-four dishes on a banana leaf, from parippu and avial to three kinds of payasam. Back for Onam in late summer.',
    active: false,
  },
];

export const bannerImage = (slug: string) => `/images/banners/${slug}.svg`;

export function bannersSql(nowMs: number): string {
  // Created in list order, a day apart, so the newest-first carousel opens on the first one.
  return insert(
    'banners',
    SEED_BANNERS.map((b, i) => ({
      id: `banner-${b.slug}`,
      image: bannerImage(b.slug),
      title: b.title,
      description: b.description,
      active: b.active,
      created_at: nowMs - (i + 1) * 24 * HOUR_MS,
    })),
  );
}
