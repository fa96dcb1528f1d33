import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { readPublicSettings } from '../domain/settings/read-settings';
import { etagOf } from '../infra/public-cache';
import {
  detailLinks,
  detailTexts,
  DETAIL_ATTRIBUTE,
  LINK_ATTRIBUTE,
  type DetailField,
  type LinkField,
} from '../../shared/restaurant-details';
import type { PublicSettings } from '../../shared/rules/settings';
import { COUNTDOWN_ATTRIBUTE } from '../../shared/coming-soon-page';

/** The owner's current details written over the seed's in a drawn page's marked elements (text escaped). */
async function fillRestaurantDetails(html: string, settings: PublicSettings): Promise<string> {
  const texts = detailTexts(settings);
  const links = detailLinks(settings);
  return (
    new HTMLRewriter()
      .on(`[${DETAIL_ATTRIBUTE}]`, {
        element(el) {
          const value = texts[el.getAttribute(DETAIL_ATTRIBUTE) as DetailField];
          if (value !== undefined) el.setInnerContent(value);
        },
      })
      .on(`[${LINK_ATTRIBUTE}]`, {
        element(el) {
          const href = links[el.getAttribute(LINK_ATTRIBUTE) as LinkField];
          if (href !== undefined) el.setAttribute('href', href);
        },
      })
      // The coming-soon countdown runs to the owner's date.
      .on(`[${COUNTDOWN_ATTRIBUTE}]`, {
        element(el) {
          el.setAttribute(COUNTDOWN_ATTRIBUTE, settings.comingSoonAt);
        },
      })
      .transform(new Response(html))
      .text()
  );
}

/** Pages with the details filled in, per drawn page and settings copy; a handful of keys at most. */
const filled = new Map<string, { html: string; etag: string }>();
const MAX_FILLED = 16;

/**
 * A drawn page as guests get it: with the restaurant's details as the settings stand, read through
 * the public cache (at most FRESH_MS behind the owner's change, issue 29).
 */
export async function withRestaurantDetails(c: Context<AppEnv>, page: { html: string; etag: string }) {
  const { settings, etag } = await readPublicSettings(c.get('db'));
  const key = `${page.etag} ${etag}`;
  const kept = filled.get(key);
  if (kept) return kept;
  const html = await fillRestaurantDetails(page.html, settings);
  const result = { html, etag: await etagOf(html) };
  if (filled.size >= MAX_FILLED) filled.clear();
  filled.set(key, result);
  return result;
}
