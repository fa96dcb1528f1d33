import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { LAST_STAGGERED } from './menu-grid';

const theme = readFileSync(new URL('../../ui/styles/theme.css', import.meta.url), 'utf8');

describe("the menu cards' stagger (spec §2)", () => {
  it('has a delay class for every card the grid staggers, and no more', () => {
    // Tailwind writes only the classes it is told about: a card past the list would enter at once.
    expect(theme).toContain(`@source inline("rise-delay-{0..${LAST_STAGGERED}}");`);
  });

  it('waits 300 ms for the first card, then 100 ms per card', () => {
    expect(theme).toMatch(
      /@utility rise-delay-\* \{\s*--rise-delay: calc\(300ms \+ --value\(integer\) \* 100ms\);\s*\}/,
    );
  });
});
