import type { DrawnMain } from '../../web/src/server-render/draw-main';

const MAIN = /(<main id="main"[^>]*>)[\s\S]*?(<\/main>)/;
const ROOT = '<div id="root"';
const ISLAND = /(<div id="root"[^>]*?) data-island="[^"]*"/;

/**
 * A page as guests get it when the Worker draws it with the day's data (the menu, decisions 028 and
 * 029; the coming-soon page, decision 031): the prerendered page with its <main> drawn again
 * (`main`, rendered by web/src/server-render/, which escapes all text), the drawing's image
 * preloads in <head>, and `#root` marked with `mark`, so the page fetches the same data before it
 * hydrates. `final`: a guest's page needs no React once drawn, so it is no longer an island.
 */
export function fillDrawnMain(
  template: string,
  { head, main }: DrawnMain,
  mark: string,
  { final = false } = {},
): string {
  if (!MAIN.test(template) || !template.includes(ROOT))
    throw new Error('the template has no <main id="main"> in #root');
  // Functions, not strings, as replacements: a `$&` in a dish's text stays text.
  const html = template
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT, () => `${ROOT} ${mark}`)
    .replace(MAIN, (_, open: string, close: string) => `${open}${main}${close}`);
  return final ? html.replace(ISLAND, '$1') : html;
}
