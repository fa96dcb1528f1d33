import { describe, expect, it } from 'vitest';
import { SEED_DISHES } from './seed/menu';
import { SEED_COMING_SOON } from './seed/coming-soon';
import { DESCRIPTIONS_DE } from './seed/descriptions-de';

describe('the demo menu in German', () => {
  it('has a German description for every seeded dish and coming-soon dish, and none for a dish that is gone', () => {
    const slugs = [...SEED_DISHES, ...SEED_COMING_SOON].map((d) => d.slug);
    expect(slugs.filter((slug) => !DESCRIPTIONS_DE[slug])).toEqual([]);
    expect(Object.keys(DESCRIPTIONS_DE).filter((slug) => !slugs.includes(slug))).toEqual([]);
  });
});
