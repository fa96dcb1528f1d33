import { describe, expect, it } from 'vitest';
import { withAllergen } from './allergens';

describe('ticking an allergen', () => {
  it('keeps the list in Annex II order, whatever order they were ticked in', () => {
    expect(withAllergen(['sesame'], 'gluten', true)).toEqual(['gluten', 'sesame']);
    expect(withAllergen(['gluten', 'milk', 'sesame'], 'milk', false)).toEqual(['gluten', 'sesame']);
    expect(withAllergen(['milk'], 'milk', true)).toEqual(['milk']);
  });
});
