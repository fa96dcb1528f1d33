import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { api, clearTables, insertMenuItem, login } from '../test/helpers';
import { AVAILABLE_MENU_PATH, DRAWN_CARDS } from '../../shared/menu-page';

// The prerendered pages come from worker/test/assets (stand-ins for the build's, see vitest.config.ts).

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);

const page = (path = '/menu', headers: Record<string, string> = {}) => api('GET', path, { headers });
const main = (html: string) => html.match(/<main id="main"[^>]*>([\s\S]*)<\/main>/)![1];
const markedDrawn = (html: string) => /<div id="root" data-menu-drawn="[0-9a-f]{20}"[ >]/.test(html);
const drawnVersion = (html: string) => html.match(/<div id="root" data-menu-drawn="([^"]*)"/)![1];
const cardNames = (html: string) => [...main(html).matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]);
const selectedTab = (html: string) => main(html).match(/<a[^>]*aria-selected="true"[^>]*>([^<]*)</)?.[1];

describe('GET /menu (the menu page, drawn by the Worker)', () => {
  it("draws today's dishes as cards, in the course order of 'All Items', and leaves unavailable ones out", async () => {
    await insertMenuItem({ name: 'Payasam', category: 'desserts', priceCents: 550 });
    await insertMenuItem({ name: 'Medu Vada', category: 'starters', priceCents: 690 });
    await insertMenuItem({ name: 'Sold Out Biryani', category: 'main', available: false });
    const res = await page();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(cardNames(res.json)).toEqual(['Medu Vada', 'Payasam']);
    expect(main(res.json)).toContain('€6.90');
    expect(main(res.json)).not.toContain('Loading the menu');
    // The page around <main> is the prerendered one, marked so that it fetches its dishes before it
    // hydrates; the HTML does not carry them twice (decision 029).
    expect(res.json).toContain('<header>Kovalam</header>');
    expect(markedDrawn(res.json)).toBe(true);
    expect(res.json).not.toContain('application/json');
    const fetched = await api('GET', AVAILABLE_MENU_PATH);
    expect(fetched.json.map((d: { name: string }) => d.name)).toEqual(['Payasam', 'Medu Vada']);
  });

  it(`draws the first ${DRAWN_CARDS} cards of a long tab, and marks the list with how many more there are`, async () => {
    const names = Array.from({ length: DRAWN_CARDS + 3 }, (_, i) => `Dosa ${String(i + 1).padStart(2, '0')}`);
    for (const name of names) await insertMenuItem({ name, category: 'main' });
    const html = (await page()).json;
    expect(cardNames(html)).toEqual(names.slice(0, DRAWN_CARDS));
    expect(main(html)).toMatch(/<ul [^>]*data-menu-rest="3"/);
    // The last drawn card brings React into view only if the rest has not come by then (decision 032).
    const wakers = [...main(html).matchAll(/<li [^>]*data-island-wake[^>]*>[\s\S]*?<h3[^>]*>([^<]*)</g)].map(
      (m) => m[1],
    );
    expect(wakers).toEqual([names[DRAWN_CARDS - 1]]);
    // A tab that fits is drawn whole, with nothing left to fetch, and nothing wakes React but the guest.
    await insertMenuItem({ name: 'Filter Coffee', category: 'drinks' });
    const short = main((await page('/menu?category=drinks')).json);
    expect(short).not.toContain('data-menu-rest');
    expect(short).not.toContain('data-island-wake');
  });

  it("answers the rest of a tab as list items in their places in the stagger, in the page's language (decision 032)", async () => {
    const names = Array.from({ length: DRAWN_CARDS + 3 }, (_, i) => `Dosa ${String(i + 1).padStart(2, '0')}`);
    for (const name of names) await insertMenuItem({ name, category: 'main', priceCents: 1190 });
    await insertMenuItem({ name: 'Filter Coffee', category: 'drinks' });
    const rest = await page('/menu?cards=rest');
    expect(rest.status).toBe(200);
    expect(rest.headers.get('content-type')).toMatch(/^text\/html/);
    expect(rest.headers.get('cache-control')).toBe('no-cache');
    // 'All Items' in course order: the mains after the ninth, then the drinks.
    const items = [
      ...rest.json.matchAll(/<li class="rise-in rise-delay-(\d+)[^"]*">[\s\S]*?<h3[^>]*>([^<]*)<\/h3>/g),
    ].map((m) => [Number(m[1]), m[2]]);
    expect(items).toEqual([
      [9, 'Dosa 10'],
      [10, 'Dosa 11'],
      [11, 'Dosa 12'],
      [12, 'Filter Coffee'],
    ]);
    expect(rest.json).toContain('€11.90');
    expect(rest.json).not.toMatch(/<html|<main|\sstyle=/);
    expect((await page('/de/menu?category=main&cards=rest')).json).toContain('11,90\u00a0€');
    const none = await page('/menu?category=drinks&cards=rest');
    expect(none.status).toBe(200);
    expect(none.json ?? '').toBe('');
    expect((await page('/menu?cards=rest', { 'If-None-Match': rest.headers.get('etag')! })).status).toBe(304);
  });

  it('answers the rest only from the menu the page was drawn from: after a staff edit, 409 and no cards', async () => {
    const names = Array.from({ length: DRAWN_CARDS + 2 }, (_, i) => `Dosa ${String(i + 1).padStart(2, '0')}`);
    for (const name of names) await insertMenuItem({ name, category: 'main' });
    const drawnFrom = drawnVersion((await page()).json);
    const same = await page(`/menu?cards=rest&v=${drawnFrom}`);
    expect(same.status).toBe(200);
    expect(same.json).toContain('Dosa 11');
    // A dish added between the page and its rest would move 'Dosa 10' and show it twice, or hide one.
    const body = {
      name: 'Appam',
      description: 'Lacy rice pancake',
      price: 990,
      image: '/images/appam.svg',
      category: 'main',
      allergens: [],
    };
    expect((await api('POST', '/api/menu', { token, body })).status).toBe(201);
    const stale = await page(`/menu?cards=rest&v=${drawnFrom}`);
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ error: 'The menu has changed since this page was drawn' });
    const redrawn = drawnVersion((await page()).json);
    expect(redrawn).not.toBe(drawnFrom);
    expect((await page(`/menu?cards=rest&v=${redrawn}`)).json).toContain('Dosa 11');
  });

  it('links the language switch to the same tab in the other language, before any script', async () => {
    await insertMenuItem({ name: 'Filter Coffee', category: 'drinks' });
    expect((await page('/menu?category=drinks')).json).toContain('<a href="/de/menu?category=drinks" hrefLang="de"');
    expect((await page('/de/menu?category=starters')).json).toContain(
      '<a href="/menu?category=starters" hrefLang="en"',
    );
    // 'All Items' (or a tab the page does not know) is the plain address.
    expect((await page('/menu?category=soups')).json).toContain('<a href="/de/menu" hrefLang="de"');
  });

  it('staggers the cards with classes, as the CSP allows no style attribute', async () => {
    for (const name of ['Idli', 'Vada', 'Dosa']) await insertMenuItem({ name });
    const html = main((await page()).json);
    expect([...html.matchAll(/rise-delay-(\d+)/g)].map((m) => Number(m[1]))).toEqual([0, 1, 2]);
    expect(html).not.toMatch(/\sstyle=/);
  });

  it("draws the tab the address asks for, and every dish for a tab it doesn't know", async () => {
    await insertMenuItem({ name: 'Filter Coffee', category: 'drinks', priceCents: 350 });
    await insertMenuItem({ name: 'Medu Vada', category: 'starters' });
    const drinks = (await page('/menu?category=drinks')).json;
    expect(selectedTab(drinks)).toBe('Drinks');
    expect(cardNames(drinks)).toEqual(['Filter Coffee']);
    // Each tab is a link to its own page, so a tap works before any script (decision 032).
    const tabLinks = [...main(drinks).matchAll(/<a[^>]*role="tab"[^>]*>/g)].map(
      (m) => m[0].match(/href="([^"]*)"/)?.[1],
    );
    expect(tabLinks).toEqual([
      '/menu',
      '/menu?category=starters',
      '/menu?category=main',
      '/menu?category=desserts',
      '/menu?category=drinks',
    ]);
    // ... each in the Tab order, as the arrow keys need script.
    const tabIndexes = [...main(drinks).matchAll(/<a[^>]*role="tab"[^>]*>/g)].map(
      (m) => m[0].match(/tabindex="([^"]*)"/)?.[1],
    );
    expect(tabIndexes).toEqual(['0', '0', '0', '0', '0']);
    const unknown = (await page('/menu?category=%3Cscript%3E')).json;
    expect(selectedTab(unknown)).toBe('All Items');
    expect(cardNames(unknown)).toEqual(['Medu Vada', 'Filter Coffee']);
  });

  it('draws /de/menu in German: tabs, prices and the German description', async () => {
    await insertMenuItem({ name: 'Filter Coffee', category: 'drinks', priceCents: 350 });
    const res = await page('/de/menu?category=drinks');
    expect(res.json).toContain('data-prerendered="/de/menu"');
    expect(selectedTab(res.json)).toBe('Getränke');
    expect(main(res.json)).toContain('href="/de/menu?category=starters"');
    expect(main(res.json)).toContain('3,50\u00a0€');
  });

  it('escapes what staff typed, and keeps $& and $1 as text', async () => {
    await insertMenuItem({ name: '<img src=x onerror=alert(1)></script>' });
    await insertMenuItem({ name: 'Vada $& $1 $` Pav' });
    const res = await page();
    expect(main(res.json)).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;/script&gt;');
    expect(res.json).not.toContain('<img src=x');
    expect(cardNames(res.json)).toContain('Vada $&amp; $1 $` Pav');
  });

  it("puts the drawing's image preloads in <head>, so <main> holds only what the page renders", async () => {
    for (const name of ['Idli', 'Vada', 'Dosa', 'Uttapam']) await insertMenuItem({ name });
    const res = await page();
    const head = res.json.slice(0, res.json.indexOf('</head>'));
    // The first three cards load their images at once; these dishes share one image, so one preload.
    expect(head.match(/<link rel="preload" as="image"[^>]*>/g)).toEqual([
      '<link rel="preload" as="image" href="/images/dish.svg"/>',
    ]);
    expect(main(res.json)).not.toMatch(/^<link/);
    expect(main(res.json)).not.toContain('rel="preload"');
  });

  it('shows a staff change on the very next visit, and answers 304 while nothing changed', async () => {
    const first = await page();
    expect(cardNames(first.json)).toEqual([]);
    expect(markedDrawn(first.json)).toBe(true);
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await page('/menu', { 'If-None-Match': etag })).status).toBe(304);
    const body = {
      name: 'Ghee Roast Dosa',
      description: 'Crisp and golden',
      price: 1190,
      image: '/images/dosa.svg',
      category: 'main',
      allergens: ['gluten:wheat', 'milk'],
    };
    expect((await api('POST', '/api/menu', { token, body })).status).toBe(201);
    const changed = await page('/menu', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(cardNames(changed.json)).toEqual(['Ghee Roast Dosa']);
  });

  it('carries the security headers and reads D1 once per copy of the dishes', async () => {
    await insertMenuItem({ name: 'Idli' });
    const res = await page();
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Its data, and the restaurant's details and opening hours in the footer (issue 29), each read once per copy.
    expect(res.headers.get('server-timing')).toContain('statements=3');
    expect((await page('/de/menu')).headers.get('server-timing')).toContain('statements=0');
  });
});

// Runs last in this file: it breaks the database on purpose.
describe('GET /menu when D1 fails', () => {
  it('serves the plain prerendered page, which loads its dishes itself, and answers the rest of the cards 503 with an error', async () => {
    await env.DB.prepare('DROP TABLE menu_items').run();
    const res = await page('/menu?category=drinks');
    expect(res.status).toBe(200);
    expect(main(res.json)).toContain('Loading the menu');
    expect(markedDrawn(res.json)).toBe(false);
    expect(res.json).not.toContain('data-menu-rest');
    const rest = await page('/menu?category=drinks&cards=rest');
    expect(rest.status).toBe(503);
    expect(rest.json).toEqual({ error: 'The rest of the menu is unavailable right now' });
  });
});
