import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, clearTables } from '../test/helpers';
import { invalidatePublicCache } from '../infra/public-cache';

// The prerendered pages come from worker/test/assets (stand-ins for the build's, see vitest.config.ts).

beforeEach(clearTables);

async function insertDish(
  id: string,
  name: string,
  order: number,
  fields: { description?: string; descriptionDe?: string; category?: string } = {},
) {
  await env.DB.prepare(
    `INSERT INTO coming_soon_dishes (id, name, description, description_de, price_cents, image, category, dietary, sort_order)
    VALUES (?, ?, ?, ?, 1290, '/images/dish.svg', ?, '["vegetarian"]', ?)`,
  )
    .bind(id, name, fields.description ?? 'On its way', fields.descriptionDe ?? '', fields.category ?? 'main', order)
    .run();
  invalidatePublicCache();
}

const page = (path = '/coming-soon') => api('GET', path);
const main = (html: string) => html.match(/<main id="main"[^>]*>([\s\S]*)<\/main>/)![1];
const root = (html: string) => html.match(/<div id="root"[^>]*>/)![0];
const cardNames = (html: string) => [...main(html).matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]);

describe('GET /coming-soon (the coming-soon page, drawn by the Worker)', () => {
  it('draws the dishes in their order, with the countdown still showing dashes for the browser to fill', async () => {
    await insertDish('b', 'Kerala Fish Moilee', 2);
    await insertDish('a', 'Appam', 1, { category: 'starters' });
    const res = await page();
    expect(res.status).toBe(200);
    expect(cardNames(res.json)).toEqual(['Appam', 'Kerala Fish Moilee']);
    expect(main(res.json)).toContain('€12.90');
    expect(main(res.json)).toContain('Starter');
    expect(main(res.json)).not.toContain('aria-busy="true"');
    expect(main(res.json)).toMatch(/data-countdown="[^"]+"/);
    expect(main(res.json)).toContain('>--</p>');
    // The page around <main> is the prerendered one, marked drawn, and no longer an island: a guest's
    // page needs no React (decision 031). The staff's app reads the dishes again before it hydrates.
    expect(res.json).toContain('<header>Kovalam</header>');
    expect(root(res.json)).toContain('data-coming-soon-drawn');
    expect(root(res.json)).toContain('data-boot="islands"');
    expect(root(res.json)).not.toContain('data-island=');
  });

  it('draws /de/coming-soon in German, with the German description', async () => {
    await insertDish('a', 'Appam', 1, { descriptionDe: 'Lockere Reispfannkuchen' });
    const res = await page('/de/coming-soon');
    expect(res.json).toContain('data-prerendered="/de/coming-soon"');
    expect(main(res.json)).toContain('Lockere Reispfannkuchen');
    expect(main(res.json)).toContain('12,90\u00a0€');
    expect(main(res.json)).toContain('Hauptgericht');
  });

  it('says so when no dish is on its way', async () => {
    const res = await page();
    expect(cardNames(res.json)).toEqual([]);
    expect(main(res.json)).toContain('No coming soon items available right now.');
  });

  it('escapes what is stored, and keeps $& and $1 as text', async () => {
    await insertDish('a', '<img src=x onerror=alert(1)></script>', 1);
    await insertDish('b', 'Vada $& $1 Pav', 2);
    const res = await page();
    expect(main(res.json)).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;/script&gt;');
    expect(res.json).not.toContain('<img src=x');
    expect(cardNames(res.json)).toContain('Vada $&amp; $1 Pav');
  });

  it('answers 304 while nothing changed, with the security headers, reading D1 once per copy', async () => {
    await insertDish('a', 'Appam', 1);
    const first = await page();
    expect(first.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Its data, and the restaurant's details and opening hours in the footer (issue 29), each read once per copy.
    expect(first.headers.get('server-timing')).toContain('statements=3');
    const etag = first.headers.get('etag')!;
    expect((await api('GET', '/coming-soon', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await page('/de/coming-soon')).headers.get('server-timing')).toContain('statements=0');
  });
});
