import { MENU_DISHES_ELEMENT_ID } from '../../shared/menu-page';
import { jsonForHtml } from './escape-html';

const MAIN = /(<main id="main"[^>]*>)[\s\S]*?(<\/main>)/;

/**
 * The menu page as guests get it (docs/decisions/028): the prerendered page with its <main> drawn
 * again around the dishes (`main`, rendered by web/src/entry-menu-page.tsx, which escapes all
 * text), the drawing's image preloads in <head>, and the dishes as JSON for the page's first
 * render to start from.
 */
export function fillMenuPage(template: string, { head, main }: { head: string; main: string }, dishes: unknown): string {
  if (!MAIN.test(template)) throw new Error('the menu template has no <main id="main">');
  const data = `<script type="application/json" id="${MENU_DISHES_ELEMENT_ID}">${jsonForHtml(dishes)}</script>`;
  // Functions, not strings, as replacements: a `$&` in a dish's text stays text.
  return template
    .replace('</head>', () => `${head}</head>`)
    .replace(MAIN, (_, open: string, close: string) => `${open}${main}${close}`)
    .replace('</body>', () => `${data}</body>`);
}
