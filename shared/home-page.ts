/**
 * The contract between the build's prerender (scripts/prerender.mjs), the Worker that serves `/`
 * (worker/pages/home-page.ts) and the home page in the browser (docs/decisions/009).
 */

import type { Locale } from './i18n/locales';

/** The two drawings of the home page the build leaves for the Worker; never served as they are. */
const HOME_TEMPLATES = { banners: '/_home/banners', welcome: '/_home/welcome' } as const;
export type HomeTemplate = keyof typeof HOME_TEMPLATES;

/** A template in a language: /_home/banners (English, `/`), /_home/de/banners (German, `/de`). */
export const homeTemplatePath = (locale: Locale, name: HomeTemplate) =>
  locale === 'en' ? HOME_TEMPLATES[name] : HOME_TEMPLATES[name].replace('/_home/', `/_home/${locale}/`);

/** Drawn in place of the first banner in the `banners` template; the Worker writes the real one in. */
export const BANNER_PLACEHOLDER = {
  _id: 'first-banner',
  image: '__BANNER_IMAGE__',
  title: '__BANNER_TITLE__',
  description: '__BANNER_DESCRIPTION__',
  active: true,
};

/** The `<script type="application/json">` the Worker puts every active banner in. */
export const HOME_BANNERS_ELEMENT_ID = 'home-banners';

/** Stands for the site's origin in the templates' JSON-LD; the Worker writes the request's in. */
export const SITE_ORIGIN_PLACEHOLDER = '__SITE_ORIGIN__';
