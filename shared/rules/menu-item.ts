import * as v from 'valibot';
import { MENU_MESSAGES as M } from '../messages';
import { DIETARY_TAGS, MENU_CATEGORIES } from '../constants';
import { visibleLines, visibleText } from './text';
import { additivesRule, allergensRule, allergensUndeclaredMessage, publishedUndeclared } from './allergens';

/** An absolute http(s) URL, or a path on this site such as /images/dosa.svg. */
export const imageRule = (required: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    visibleText('Image URL'),
    v.maxLength(2048, M.imageInvalid),
    v.check((value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value), M.imageInvalid),
  );

const requiredText = (required: string, max: number, label: string, multiline = false) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    multiline ? visibleLines(label) : visibleText(label),
    v.maxLength(max, `${label} cannot exceed ${max} characters`),
  );

/** §5 menu rules; price is integer cents (the form shows euros and multiplies by 100). */
export const menuItemFields = v.object({
  name: requiredText(M.nameRequired, 100, 'Name'),
  description: requiredText(M.descriptionRequired, 1000, 'Description', true),
  // The German description (issue 13). Optional, so the spec's calls work as before; left out of
  // an update, the stored one stays; empty, German pages show the English one.
  descriptionDe: v.optional(
    v.pipe(
      v.string('German description must be text'),
      v.trim(),
      visibleLines('German description'),
      v.maxLength(1000, 'German description cannot exceed 1000 characters'),
    ),
  ),
  price: v.pipe(
    v.number(M.priceRequired),
    v.integer(M.priceInvalid),
    v.minValue(0, M.priceInvalid),
    v.maxValue(1_000_000, 'Price cannot exceed €10,000.00'),
  ),
  image: imageRule(M.imageRequired),
  category: v.picklist(MENU_CATEGORIES, M.categoryInvalid),
  featured: v.optional(v.boolean('featured must be true or false'), false),
  available: v.optional(v.boolean('available must be true or false'), true),
  dietary: v.optional(
    v.pipe(
      v.array(v.picklist(DIETARY_TAGS, M.dietaryInvalid), M.dietaryInvalid),
      v.check((tags) => new Set(tags).size === tags.length, M.dietaryInvalid),
    ),
    [],
  ),
  // Issue 30. Left out of an update, the stored declaration stays; left out of a new dish, it is
  // "not declared" (null), which only an unpublished dish may be (worker/api/menu.ts).
  allergens: v.optional(allergensRule),
  additives: v.optional(additivesRule),
});

/**
 * Issue 30: an explicit "not declared" (null) may not be published. Left out (undefined), the
 * Worker decides from what is stored (worker/api/menu.ts); the back office's form always sends it.
 */
export const menuItemSchema = v.pipe(
  menuItemFields,
  v.forward(
    v.check(
      (dish) => dish.allergens === undefined || !publishedUndeclared({ ...dish, allergens: dish.allergens }),
      allergensUndeclaredMessage,
    ),
    ['allergens'],
  ),
);
export type MenuItemInput = v.InferInput<typeof menuItemSchema>;
export type MenuItemBody = v.InferOutput<typeof menuItemSchema>;
