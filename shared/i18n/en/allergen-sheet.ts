/** The printable allergen list, /menu/allergens (issue 30): the law's written documentation. */
export const allergenSheet = {
  title: 'Allergen list',
  description:
    'Every dish on the Kovalam menu with its allergens (EU Regulation 1169/2011, Annex II) and additives, to read or print.',
  eyebrow: 'Written allergen information',
  intro:
    'Every dish on our menu with the allergens it contains, as the EU Food Information Regulation (1169/2011, Annex II) names them, and its additive labels. Our staff will gladly answer any question.',
  /** Before the restaurant's name, e.g. "Kovalam Berlin, as of Friday, 27 November 2026". */
  asOf: (date: string) => `as of ${date}`,
  dish: 'Dish',
  allergens: 'Allergens',
  letters: 'Codes',
  additives: 'Additives',
  noAdditives: 'none',
  empty: 'The menu has no dishes right now. Please ask our staff.',
  loading: 'Loading the allergen list … If it does not appear, please ask our staff.',
  legendNote: 'The codes are the letters printed beside each dish on our menu.',
  backToMenu: 'Back to the menu',
  categories: {
    starters: 'Starters',
    main: 'Main Course',
    sides: 'Sides',
    desserts: 'Desserts',
    drinks: 'Drinks',
  } as Record<string, string>,
};
