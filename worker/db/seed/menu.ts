import { DESCRIPTIONS_DE } from './descriptions-de';
import type { DietaryTag, MenuCategory } from '../../../shared/constants';
import { KITCHEN_DISHES } from './menu-kitchen';
import { EXTRA_DISHES } from './menu-extras';
import { MINUTE_MS, insert } from './sql';
import { declarationOf } from './menu-allergens';

export interface SeedDish {
  /** Also names the illustration: /images/dishes/<slug>.svg */
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  category: MenuCategory;
  dietary: DietaryTag[];
  featured?: boolean;
  available?: boolean;
}

export const SEED_DISHES: readonly SeedDish[] = [...KITCHEN_DISHES, ...EXTRA_DISHES];

export const dishId = (slug: string) => `dish-${slug}`;
export const dishImage = (slug: string) => `/images/dishes/${slug}.svg`;

export function dishBySlug(slug: string): SeedDish {
  const dish = SEED_DISHES.find((d) => d.slug === slug);
  if (!dish) throw new Error(`No seeded dish ${slug}`);
  return dish;
}

export function menuSql(nowMs: number): string {
  // Added to the menu about a month ago, a minute apart.
  const start = nowMs - 30 * 24 * 60 * MINUTE_MS;
  return insert(
    'menu_items',
    SEED_DISHES.map((d, i) => ({
      id: dishId(d.slug),
      name: d.name,
      description: d.description,
      description_de: DESCRIPTIONS_DE[d.slug] ?? '',
      price_cents: d.priceCents,
      image: dishImage(d.slug),
      category: d.category,
      featured: d.featured ?? false,
      available: d.available ?? true,
      dietary: d.dietary,
      allergens: declarationOf(d.slug).allergens,
      additives: declarationOf(d.slug).additives ?? [],
      created_at: start + i * MINUTE_MS,
    })),
  );
}
