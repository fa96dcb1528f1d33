import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { api, clearTables, insertMenuItem } from '../test/helpers';

// The prerendered pages come from worker/test/assets (stand-ins for the build's, see vitest.config.ts).
beforeEach(clearTables);

const main = (html: string) => html.match(/<main id="main"[^>]*>([\s\S]*)<\/main>/)![1];
const cardNames = (html: string) => [...main(html).matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]);
const page = async (path: string) => (await api('GET', path)).json as string;

async function dish(name: string, allergens: string[] | null, category = 'main') {
  const row = await insertMenuItem({ name, category });
  await env.DB.prepare('UPDATE menu_items SET allergens = ? WHERE id = ?')
    .bind(allergens && JSON.stringify(allergens), row.id)
    .run();
}

describe('the allergen filter on the drawn menu (issue 30)', () => {
  beforeEach(async () => {
    await dish('Curd Rice', ['milk', 'mustard']);
    await dish('Lemon Rice', ['peanuts', 'mustard']);
    await dish('Parotta', ['gluten:wheat']);
    await dish('Tender Coconut', []);
    await dish('Mystery Stew', null);
  });

  it('draws every dish without a filter, an undeclared one telling guests to ask', async () => {
    const html = await page('/menu');
    expect(cardNames(html)).toEqual(['Curd Rice', 'Lemon Rice', 'Mystery Stew', 'Parotta', 'Tender Coconut']);
    expect(main(html)).toContain('Ask our staff about allergens');
    // The letters are for the eye; a screen reader hears the names in the same summary.
    expect(main(html)).toMatch(/Allergen information<span aria-hidden="true"[^>]*>.*?>G<\/span>/);
    expect(main(html)).toContain('<span class="sr-only">: Milk, Mustard</span>');
    expect(main(html)).toContain('<span class="sr-only">: Contains none of the 14 major allergens</span>');
  });

  it('?without=milk,peanuts leaves out dishes with either, and undeclared ones', async () => {
    const html = await page('/menu?without=milk,peanuts');
    expect(cardNames(html)).toEqual(['Parotta', 'Tender Coconut']);
    // The form shows what is hidden; the tabs and the language switch keep the filter, in the legend’s order.
    expect(main(html)).toMatch(/<input type="checkbox"[^>]*name="without" checked="" value="milk"/);
    expect(main(html)).not.toMatch(/checked="" value="gluten"/);
    expect(main(html)).toContain('href="/menu?category=main&amp;without=peanuts,milk"');
    expect(html).toContain('href="/de/menu?without=peanuts,milk"');
  });

  it('reads the checkboxes a plain GET form sends, and a cereal declared by name', async () => {
    expect(cardNames(await page('/menu?without=milk&without=peanuts'))).toEqual(['Parotta', 'Tender Coconut']);
    expect(cardNames(await page('/de/menu?without=gluten'))).toEqual(['Curd Rice', 'Lemon Rice', 'Tender Coconut']);
    // An unknown code filters nothing, as an unknown ?category shows every dish.
    expect(cardNames(await page('/menu?without=glitter'))).toHaveLength(5);
  });

  it('draws the German legend and terms on /de/menu', async () => {
    const html = main(await page('/de/menu'));
    expect(html).toContain('Gerichte ausblenden, die Folgendes enthalten');
    expect(html).toContain('A Glutenhaltiges Getreide');
    expect(html).toContain('<span class="sr-only">: Milch, Senf</span>');
  });
});
