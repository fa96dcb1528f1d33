import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { BAR_LOOKS } from './plan-bar';

// WCAG 2.2 AA, 1.4.3: text needs 4.5:1 against what is behind it. axe cannot be relied on here: the
// menu's letters are aria-hidden (the names are read out instead) and a journey's Service view
// shows an allergy only on the bookings it made, so the colours the markup names are checked here.
const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const theme = source('../../ui/styles/theme.css');

/** A Tailwind colour class's colour: `text-[#7d1a14]`, `bg-white`, `text-tamarind-dark` (theme.css). */
function colourOf(classes: string, prefix: 'text' | 'bg'): string {
  const token = classes
    .split(/\s+/)
    .find((c) => c.startsWith(`${prefix}-`) && !/^(text|bg)-(xs|sm|base|lg|left)$/.test(c));
  if (!token) throw new Error(`no ${prefix} colour in "${classes}"`);
  const name = token.slice(prefix.length + 1);
  if (name.startsWith('[#')) return name.slice(1, -1);
  if (name === 'white') return '#ffffff';
  const value = theme.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1];
  if (!value) throw new Error(`--color-${name} is not in theme.css`);
  return value;
}

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};
const classesBefore = (text: string, marker: RegExp) => {
  const found = text.match(marker);
  if (!found) throw new Error(`${marker} not found`);
  return found[1];
};

describe('allergy and allergen marks meet WCAG AA contrast (issue 30)', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it("staff's allergy badge (Service cards, dashboard, guest history)", () => {
    const badge = classesBefore(
      source('../../ui/dishes/allergy-badge.tsx'),
      /className="([^"]*)"\s*data-allergy-badge/,
    );
    expect(contrast(colourOf(badge, 'text'), colourOf(badge, 'bg'))).toBeGreaterThanOrEqual(4.5);
  });

  it("the table plan's bars, whose text colour the allergy mark takes, in every state", () => {
    for (const [look, { tone }] of Object.entries(BAR_LOOKS))
      expect(contrast(colourOf(tone, 'text'), colourOf(tone, 'bg')), look).toBeGreaterThanOrEqual(4.5);
  });

  it("the kitchen sheet's allergens", () => {
    const text = source('./kitchen-table.tsx');
    const allergens = classesBefore(text, /<strong className="([^"]*)">\{allergenNames/);
    const table = classesBefore(text, /<table className="([^"]*)"/);
    expect(contrast(colourOf(allergens, 'text'), colourOf(table, 'bg'))).toBeGreaterThanOrEqual(4.5);
  });

  it("the menu card's allergen letters, on the card", () => {
    const summary = classesBefore(source('../menu/dish-allergens.tsx'), /<summary className="([^"]*)"/);
    const card = classesBefore(source('../../ui/dishes/dish-card.tsx'), /className=\{`([^`$]*)/);
    expect(contrast(colourOf(summary, 'text'), colourOf(card, 'bg'))).toBeGreaterThanOrEqual(4.5);
  });
});
