import { describe, expect, it } from 'vitest';
import { declaredAllergens, modeOf, toggleAllergen, toggleKind } from './allergen-declaration';

describe('the menu form’s allergen declaration (issue 30)', () => {
  it('keeps "contains none" apart from "not declared" and from "contains" with nothing ticked', () => {
    expect([modeOf(null), modeOf([]), modeOf(['milk'])]).toEqual(['undeclared', 'none', 'contains']);
    expect(declaredAllergens('none', [])).toEqual([]);
    expect(declaredAllergens('undeclared', [])).toBeNull();
    expect(declaredAllergens('contains', [])).toBeNull();
    expect(declaredAllergens('contains', ['milk'])).toEqual(['milk']);
  });

  it('keeps Annex II order, and a named cereal or nut replaces its bare code', () => {
    let entries = toggleAllergen([], 'nuts', true);
    entries = toggleAllergen(entries, 'gluten', true);
    expect(entries).toEqual(['gluten', 'nuts']);
    entries = toggleKind(entries, 'gluten', 'rye', true);
    entries = toggleKind(entries, 'gluten', 'wheat', true);
    expect(entries).toEqual(['gluten:wheat', 'gluten:rye', 'nuts']);
    entries = toggleKind(entries, 'gluten', 'wheat', false);
    entries = toggleKind(entries, 'gluten', 'rye', false);
    expect(entries).toEqual(['gluten', 'nuts']);
    expect(toggleAllergen(['gluten:wheat', 'nuts:cashew'], 'gluten', false)).toEqual(['nuts:cashew']);
  });
});
