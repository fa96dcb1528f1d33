import { DIETARY_ABBREVIATIONS } from '../../../../shared/constants';

const known = DIETARY_ABBREVIATIONS as Record<string, string>;

/** §3: the spec's abbreviation, or an unknown tag's first two letters in upper case. */
export function dietaryAbbreviation(tag: string): string {
  return known[tag.toLowerCase()] ?? tag.trim().slice(0, 2).toUpperCase();
}

/** "gluten-free" → "Gluten-free", for screen readers and the hover title. */
export function dietaryLabel(tag: string): string {
  const words = tag.trim().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A tag's name in the page's language (the catalogue's `menu.dietary`), or the tag as written. */
export function dietaryName(tag: string, names: Record<string, string>): string {
  return names[tag.trim().toLowerCase()] ?? dietaryLabel(tag);
}
