import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { api, clearTables, insertMenuItem } from '../test/helpers';

// The prerendered pages come from worker/test/assets (stand-ins for the build's, see vitest.config.ts).
beforeEach(clearTables);

const main = (html: string) => html.match(/<main id="main"[^>]*>([\s\S]*)<\/main>/)![1];
/** Each dish's row as text: its name, allergens, codes and additives, tags and the phone-only labels removed. */
const rowOf = (html: string, dish: string) => {
  const row = main(html).match(new RegExp(`<tr[^>]*data-dish="${dish}"[^>]*>([\\s\\S]*?)</tr>`));
  return (
    row &&
    row[1]
      .replace(/<span class="[^"]*sm:hidden[^"]*">[^<]*<\/span>/g, '')
      .replace(/<\/t[hd]>/g, ' | ')
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .trim()
  );
};

async function dish(name: string, category: string, allergens: string[] | null, additives: string[] = []) {
  const row = await insertMenuItem({ name, category });
  await env.DB.prepare('UPDATE menu_items SET allergens = ?, additives = ? WHERE id = ?')
    .bind(allergens && JSON.stringify(allergens), JSON.stringify(additives), row.id)
    .run();
}

describe('the printable allergen sheet (issue 30)', () => {
  beforeEach(async () => {
    await dish('Idli Sambar', 'starters', ['gluten:wheat', 'mustard', 'sesame']);
    await dish('Rava Kesari', 'desserts', ['gluten:wheat', 'milk', 'nuts:cashew'], ['colouring']);
    await dish('Tender Coconut', 'drinks', []);
    await dish('Mystery Stew', 'main', null);
    await insertMenuItem({ name: 'Off Today', category: 'main', available: false });
  });

  it('lists every dish guests can order by category, with its allergens in Annex II’s English terms', async () => {
    const res = await api('GET', '/menu/allergens');
    expect(res.status).toBe(200);
    const html = res.json as string;
    // In the order of a meal, each category under its heading.
    const headings = [...main(html).matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Starters', 'Main Course', 'Desserts', 'Drinks', 'Allergen legend']);
    expect(rowOf(html, 'Idli Sambar')).toBe(
      'Idli Sambar | Cereals containing gluten (wheat), Mustard, Sesame seeds | A, M, N | none |',
    );
    expect(rowOf(html, 'Rava Kesari')).toBe(
      'Rava Kesari | Cereals containing gluten (wheat), Milk, Nuts (cashews) | A, G, H | with colouring |',
    );
    expect(rowOf(html, 'Tender Coconut')).toContain('Contains none of the 14 major allergens');
    // Never declared: the guest is told to ask, not told it is free of anything.
    expect(rowOf(html, 'Mystery Stew')).toBe('Mystery Stew | Ask our staff about allergens |  | none |');
    expect(rowOf(html, 'Off Today')).toBeNull();
    expect(main(html)).toContain('Sulphur dioxide and sulphites');
  });

  it('draws the German terms and labels on /de/menu/allergens', async () => {
    const html = (await api('GET', '/de/menu/allergens')).json as string;
    expect(rowOf(html, 'Idli Sambar')).toBe(
      'Idli Sambar | Glutenhaltiges Getreide (Weizen), Senf, Sesamsamen | A, M, N | keine |',
    );
    expect(rowOf(html, 'Rava Kesari')).toContain('Schalenfrüchte (Kaschunüsse)');
    expect(rowOf(html, 'Rava Kesari')).toContain('mit Farbstoff');
    expect(rowOf(html, 'Mystery Stew')).toContain('Fragen Sie unser Personal nach Allergenen');
    expect(main(html)).toMatch(/Stand: \w+, \d+\. \w+ \d{4}/);
  });
});
