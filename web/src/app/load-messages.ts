import { provideMessages, type Messages } from '../../../shared/i18n/catalogues';
import { localeOfPath, type Locale } from '../../../shared/i18n/locales';

/** A part of a language's catalogue: one file under shared/i18n/<locale>/. */
export type MessageSection = Exclude<keyof Messages, 'emails'>;

// Each part of each language is a chunk of its own; the prerendered page preloads the ones it
// shows (scripts/prerender.mjs), so a page downloads neither the other language nor other pages' texts.
const parts = import.meta.glob<Partial<Messages>>([
  '../../../shared/i18n/{en,de}/*.ts',
  '!../../../shared/i18n/*/emails.ts',
]);
const fileOf = (section: MessageSection) => section.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Loads the page's language only, and of it only the parts asked for (app/page-texts.ts). The emails'
 * texts are the Worker's alone: no page downloads them.
 */
export async function loadMessages(locale: Locale, sections: readonly MessageSection[]) {
  const loaded = await Promise.all(
    sections.map((section) => {
      const load = parts[`../../../shared/i18n/${locale}/${fileOf(section)}.ts`];
      if (!load) throw new Error(`No ${locale} catalogue part ${section}`);
      return load();
    }),
  );
  // A page reads only the parts it loaded; the type is the whole catalogue's, as on the Worker.
  provideMessages(locale, Object.assign({}, ...loaded) as Messages);
}

/**
 * A page's texts before its route renders (routes.tsx). While the build prerenders, both whole
 * catalogues are there already; in the browser the language is the document's, fixed for its life.
 */
export async function loadPageTexts(sections: readonly MessageSection[]) {
  if (typeof document === 'undefined') return;
  await loadMessages(localeOfPath(window.location.pathname), sections);
}
