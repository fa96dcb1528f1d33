import { MENU_DRAWN_ATTRIBUTE } from '../../shared/menu-page';

const MAIN = /(<main id="main"[^>]*>)[\s\S]*?(<\/main>)/;
const ROOT = '<div id="root"';

/**
 * The menu page as guests get it (docs/decisions/028, 029): the prerendered page with its <main>
 * drawn again around the dishes (`main`, rendered by web/src/entry-menu-page.tsx, which escapes all
 * text), the drawing's image preloads in <head>, and `#root` marked, so the page fetches the same
 * dishes before it hydrates.
 */
export function fillMenuPage(template: string, { head, main }: { head: string; main: string }): string {
  if (!MAIN.test(template) || !template.includes(ROOT)) throw new Error('the menu template has no <main id="main"> in #root');
  // Functions, not strings, as replacements: a `$&` in a dish's text stays text.
  return template
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT, () => `${ROOT} ${MENU_DRAWN_ATTRIBUTE}`)
    .replace(MAIN, (_, open: string, close: string) => `${open}${main}${close}`);
}
