import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { readPublicSettings } from '../domain/settings/read-settings';
import { readOpeningWeek } from '../domain/schedule/opening-week';
import { etagOf } from '../infra/public-cache';
import {
  detailLinks,
  detailTexts,
  DETAIL_ATTRIBUTE,
  DETAILS_FILLED_ATTRIBUTE,
  LINK_ATTRIBUTE,
  OPENING_HOURS_ATTRIBUTE,
  openingHoursHtml,
  type DetailField,
  type LinkField,
} from '../../shared/restaurant-details';
import type { PublicSettings } from '../../shared/rules/settings';
import { COUNTDOWN_ATTRIBUTE } from '../../shared/coming-soon-page';
import { openingHoursLines, type OpeningWeek } from '../../shared/opening-hours-text';
import { restaurantFacts } from '../../shared/restaurant-facts';
import { isLocale } from '../../shared/i18n/locales';

/** The home page's schema.org data with the owner's details and hours over the build's (a script's text, in chunks). */
function jsonLdFiller(settings: PublicSettings, week: OpeningWeek) {
  let json = '';
  return {
    text(chunk: Text) {
      json += chunk.text;
      if (!chunk.lastInTextNode) {
        chunk.remove();
        return;
      }
      let filled = json;
      try {
        // Only the facts the build drew are replaced, each in its place.
        const data = JSON.parse(json) as Record<string, unknown>;
        for (const [key, value] of Object.entries(restaurantFacts(settings, week))) if (key in data) data[key] = value;
        filled = JSON.stringify(data).replace(/</g, '\\u003c');
      } catch {
        // Not the build's JSON: left as it was.
      }
      json = '';
      chunk.replace(filled, { html: true });
    },
  };
}

/** The owner's current details and hours written over the seed's in a drawn page's marked elements (text escaped). */
async function fillRestaurantDetails(html: string, settings: PublicSettings, week: OpeningWeek): Promise<string> {
  const texts = detailTexts(settings);
  const links = detailLinks(settings);
  return (
    new HTMLRewriter()
      .on('html', {
        element(el) {
          el.setAttribute(DETAILS_FILLED_ATTRIBUTE, '');
        },
      })
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
      // The footer's hours in the language the element names.
      .on(`[${OPENING_HOURS_ATTRIBUTE}]`, {
        element(el) {
          const locale = el.getAttribute(OPENING_HOURS_ATTRIBUTE);
          const lines = openingHoursLines(week, isLocale(locale) ? locale : 'en');
          el.setInnerContent(openingHoursHtml(lines), { html: true });
        },
      })
      .on('script[type="application/ld+json"]', jsonLdFiller(settings, week))
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

/** Pages with the details filled in, per page (drawn, served or shell), settings and hours copy: a few dozen keys at most. */
const filled = new Map<string, { html: string; etag: string }>();
const MAX_FILLED = 48;

/**
 * A drawn page as guests get it: with the restaurant's details and opening hours as the settings
 * and weekly rules stand, each read through the public cache (at most FRESH_MS behind the
 * owner's change, issue 29).
 */
export async function withRestaurantDetails(c: Context<AppEnv>, page: { html: string; etag: string }) {
  const db = c.get('db');
  const [{ settings, etag }, opening] = await Promise.all([readPublicSettings(db), readOpeningWeek(db)]);
  const key = `${page.etag} ${etag} ${opening.etag}`;
  const kept = filled.get(key);
  if (kept) return kept;
  const html = await fillRestaurantDetails(page.html, settings, opening.week);
  const result = { html, etag: await etagOf(html) };
  if (filled.size >= MAX_FILLED) filled.clear();
  filled.set(key, result);
  return result;
}
