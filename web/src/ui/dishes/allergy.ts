/**
 * Words in a guest's note that mean a dish could hurt them, in English and German: a stem for
 * allergy, intolerance and coeliac disease, and the allergens guests name most. Matching is
 * generous on purpose (a false alarm costs a glance, a missed one a guest's health), except
 * for words that only look like an allergen: coconut, nutmeg, Kokosnuss, Muskatnuss.
 */
const ALLERGY_WORDS = [
  /allerg/, // allergy, allergic, Allergie, allergisch, Nussallergie
  /intoleran/, // intolerance, intolerant, Intoleranz
  /unverträglich/, // Unverträglichkeit
  /anaphyla|epi-?pen/,
  /c(o?e)liac|zöliakie/,
  /gluten/, // gluten, gluten-free, glutenfrei
  /lactose|laktose/,
  /\bnuts?\b|peanut|tree ?nut|walnut|hazelnut|cashew|almond|pistachio|pecan/,
  /(?<!kokos|muskat)n[uü]ss/, // Nuss, Nüsse, Erdnuss, Haselnuss, nussfrei
  /shellfish|crustacean|schalentier|krustentier|krebstier/,
  /sesame?\b|sesam/,
];

/** Whether any of a booking's texts (special requests, occasion) mentions an allergy or intolerance. */
export function mentionsAllergy(...texts: readonly (string | null | undefined)[]): boolean {
  const text = texts.filter(Boolean).join('\n').toLowerCase();
  return text !== '' && ALLERGY_WORDS.some((word) => word.test(text));
}
