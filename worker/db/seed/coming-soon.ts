import { DESCRIPTIONS_DE } from './descriptions-de';
import type { DietaryTag, MenuCategory } from '../../../shared/constants';
import { insert } from './sql';

interface ComingSoonDish {
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  category: MenuCategory;
  dietary: DietaryTag[];
}

/** Dishes the kitchen is still testing; shown in the order listed. */
export const SEED_COMING_SOON: readonly ComingSoonDish[] = [
  {
    slug: 'kothu-parotta',
    name: 'Kothu Parotta',
    category: 'main',
    priceCents: 1550,
    description:
      'Shredded parotta chopped on the hot griddle with egg, onion and salna. You will hear it before you see it.',
    dietary: ['eggetarian', 'nut-free'],
  },
  {
    slug: 'kerala-duck-roast',
    name: 'Kerala Duck Roast',
    category: 'main',
    priceCents: 2290,
    description:
      'Duck legs slow-roasted in a black-pepper, shallot and coconut-vinegar masala, as served at Kuttanad Christmas tables.',
    dietary: ['non-vegetarian', 'gluten-free', 'dairy-free', 'egg-free', 'low-carb'],
  },
  {
    slug: 'pesarattu',
    name: 'Pesarattu',
    category: 'main',
    priceCents: 1390,
    description:
      'An Andhra dosa of whole green moong with ginger and chilli, topped with upma and served with ginger chutney.',
    dietary: ['vegetarian', 'vegan', 'dairy-free', 'egg-free', 'gluten-free'],
  },
  {
    slug: 'jigarthanda',
    name: 'Jigarthanda',
    category: 'drinks',
    priceCents: 590,
    description: 'Madurai’s famous cooler: reduced milk, almond gum and nannari syrup with a scoop of ice cream.',
    dietary: ['vegetarian', 'egg-free', 'gluten-free'],
  },
  {
    slug: 'elaneer-payasam',
    name: 'Elaneer Payasam',
    category: 'desserts',
    priceCents: 750,
    description: 'Chilled tender-coconut pudding with coconut milk and cardamom. Light enough for after a biryani.',
    dietary: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'egg-free', 'nut-free'],
  },
];

export const comingSoonImage = (slug: string) => `/images/coming-soon/${slug}.svg`;

export function comingSoonSql(): string {
  return insert(
    'coming_soon_dishes',
    SEED_COMING_SOON.map((d, i) => ({
      id: `soon-${d.slug}`,
      name: d.name,
      description: d.description,
      description_de: DESCRIPTIONS_DE[d.slug] ?? '',
      price_cents: d.priceCents,
      image: comingSoonImage(d.slug),
      category: d.category,
      dietary: d.dietary,
      sort_order: (i + 1) * 10,
    })),
  );
}
