import { describe, expect, it } from 'vitest';
import { mentionsAllergy } from './allergy';

describe('mentionsAllergy', () => {
  it.each([
    'My son has a severe nut allergy',
    'Allergic to shellfish, please',
    'lactose intolerant',
    'Coeliac: strictly gluten-free please',
    'celiac',
    'No peanuts at all, we carry an EpiPen',
    'Tree nuts and sesame are a problem',
    'NUTS',
  ])('finds an English note: %s', (note) => {
    expect(mentionsAllergy(note)).toBe(true);
  });

  it.each([
    'Nussallergie bei einem Kind',
    'Bitte keine Nüsse',
    'Erdnuss!',
    'Laktoseintoleranz',
    'Glutenfrei bitte',
    'Zöliakie',
    'Unverträglichkeit gegen Schalentiere',
    'Allergie gegen Sesam',
  ])('finds a German note: %s', (note) => {
    expect(mentionsAllergy(note)).toBe(true);
  });

  it('reads the occasion too', () => {
    expect(mentionsAllergy('', 'Birthday (peanut allergy)')).toBe(true);
    expect(mentionsAllergy(null, undefined, 'Gluten intolerance')).toBe(true);
  });

  it.each([
    '',
    'Window seat, please',
    'Extra coconut chutney',
    'Kokosnuss-Dessert zum Geburtstag',
    'A pinch of nutmeg in the chai',
    'Muskatnuss im Dessert',
    'Nutrition facts for the menu?',
    'Birthday',
  ])('leaves an ordinary note alone: %s', (note) => {
    expect(mentionsAllergy(note, 'Anniversary')).toBe(false);
  });

  it('is false without any text', () => {
    expect(mentionsAllergy()).toBe(false);
    expect(mentionsAllergy(null, undefined)).toBe(false);
  });
});
