// Decision 045: what drawing the home page through the seam would cost per draw, against the
// template fill the Worker does today. Bundled and run by bench/home-draw.mjs; not part of the app.
import '../shared/i18n/provide-both';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static.edge';
import { fillHomePage } from '../worker/pages/home-page-html';
import { fillDrawnMain } from '../worker/pages/drawn-main';
import { At, drawMain } from '../web/src/server-render/draw-main';
import { renderMenuMain } from '../web/src/server-render/draw-menu';
import { Component as HomePage } from '../web/src/features/home/home-route';
import { GivenBanners } from '../web/src/features/home/arrived-banners';
import { restaurantJsonLd } from '../web/src/features/home/restaurant-json-ld';
import { homeTemplatePath } from '../shared/home-page';
import type { MenuItemJson } from '../worker/contract/serialize';

const origin = 'https://kovalam.example';
const banners = [1, 2, 3].map((i) => ({
  _id: `b${i}`,
  image: `/images/banners/banner-${i}.svg`,
  title: `Onam Sadya ${i}`,
  description: 'Twenty-six dishes on a banana leaf, every Sunday in September & October.',
  active: true,
}));
const categories = ['starters', 'mains', 'desserts', 'drinks'];
const dishes: MenuItemJson[] = Array.from({ length: 24 }, (_, i) => ({
  _id: `m${i}`,
  name: `Dish ${i}`,
  description: `A Kerala dish with coconut and curry leaves, number ${i}`,
  descriptionDe: `Ein Gericht aus Kerala, Nummer ${i}`,
  price: 1290 + i * 10,
  image: `/images/dishes/dish-${i}.svg`,
  category: categories[i % 4],
  featured: i < 3,
  available: true,
  dietary: ['vegetarian'],
  allergens: ['milk', 'nuts:cashew'],
  additives: [],
}));

const jsonLd = () =>
  `<script type="application/ld+json">${JSON.stringify(restaurantJsonLd(origin)).replace(/</g, '\\u003c')}</script>`;
const withBanners = (html: string) =>
  html.replace(
    '</body>',
    () => `<script type="application/json" id="home-banners">${JSON.stringify(banners)}</script></body>`,
  );
const home = () => (
  <GivenBanners value={banners}>
    <HomePage />
  </GivenBanners>
);

/** Each way to draw `/` (with banners, in English) from the build's pages in `read(path)`. */
export function drawings(read: (path: string) => string) {
  const template = read(`${homeTemplatePath('en', 'banners')}.html`);
  const menu = read('/menu.html');
  // The seam would write the JSON-LD whole, in place of the template's block with its placeholder origin.
  const inMain = (main: { head: string; main: string }) =>
    withBanners(
      fillDrawnMain(
        template.replace(/<script type="application\/ld\+json">.*?<\/script>/, jsonLd),
        main,
        'data-home-drawn',
      ),
    );
  return {
    'template fill (today)': async () => fillHomePage(template, banners, origin),
    // What draw-menu.tsx does: synchronous, so a lazy part not yet loaded draws its fallback.
    'seam, renderToString': async () => inMain(drawMain({ pathname: '/', search: '' }, home())),
    // What the build's prerender does: waits for the lazy parts, every part inline (no script).
    'seam, react-dom/static prerender': async () => {
      const { prelude } = await prerender(
        <StrictMode>
          <At address={{ pathname: '/', search: '' }}>{home()}</At>
        </StrictMode>,
        { progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      const html = await new Response(prelude).text();
      const head = html.match(/^(?:<link [^>]*\/>)*/)![0];
      return inMain({ head, main: html.slice(head.length) });
    },
    'the menu through the seam (today, for scale)': async () =>
      fillDrawnMain(menu, renderMenuMain({ pathname: '/menu', search: '' }, dishes), 'data-menu-drawn="x"'),
  };
}
