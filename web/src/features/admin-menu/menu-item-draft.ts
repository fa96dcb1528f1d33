import type { DietaryTag, MenuCategory } from '../../../../shared/constants';
import type { AdditiveCode } from '../../../../shared/allergens';
import { eurosToCents } from '../../../../shared/money';
import type { MenuItemInput } from '../../../../shared/rules/menu-item';
import type { AdminMenuItem } from './api/get-menu-items';
import { declaredAllergens, modeOf, type AllergenMode } from './allergen-declaration';

/** What the form holds: the price as typed euros, everything else as the API wants it. */
export type MenuItemDraft = {
  name: string;
  description: string;
  /** The German description guests read on /de pages (issue 13). */
  descriptionDe: string;
  image: string;
  price: string;
  category: MenuCategory;
  dietary: DietaryTag[];
  featured: boolean;
  available: boolean;
  /** Issue 30: whether the allergens were declared, and which (sent as null, [] or the list). */
  allergenMode: AllergenMode;
  allergens: string[];
  additives: AdditiveCode[];
};

export const EMPTY_DRAFT: MenuItemDraft = {
  name: '',
  description: '',
  descriptionDe: '',
  image: '',
  price: '',
  category: 'starters',
  dietary: [],
  featured: false,
  available: true,
  allergenMode: 'undeclared',
  allergens: [],
  additives: [],
};

export function draftFromItem(item: AdminMenuItem): MenuItemDraft {
  return {
    name: item.name,
    description: item.description,
    descriptionDe: item.descriptionDe ?? '',
    image: item.image,
    price: (item.price / 100).toFixed(2),
    category: item.category as MenuCategory,
    dietary: item.dietary as DietaryTag[],
    featured: item.featured,
    available: item.available,
    allergenMode: modeOf(item.allergens),
    allergens: item.allergens ?? [],
    additives: item.additives as AdditiveCode[],
  };
}

/** §5: the label promises "stored times 100", so 7.50 is sent as 750; blank is left missing. */
function priceCents(raw: string): number | undefined {
  return raw.trim() === '' ? undefined : eurosToCents(Number(raw.replace(',', '.')));
}

/** The body the shared menuItemSchema checks; unparseable prices stay undefined/NaN so it reports them. */
export function draftToInput(draft: MenuItemDraft): MenuItemInput {
  const { allergenMode, allergens, ...rest } = draft;
  return { ...rest, price: priceCents(draft.price) as number, allergens: declaredAllergens(allergenMode, allergens) };
}
