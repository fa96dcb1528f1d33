/** The menu page, the dish cards and their dietary tags (issue 13): English as it was. */
export const menu = {
  title: 'Menu',
  description:
    'The Kovalam menu: dosas, idli and vada, Chettinad and Kerala curries, biryani, payasam and filter coffee, with vegetarian, vegan and gluten-free choices.',
  eyebrow: 'Eat with your hands, if you like',
  heading: 'Our Menu',
  intro: 'From tiffin classics to coastal curries. Everything is cooked to order in our Berlin kitchen.',
  tabsLabel: 'Menu categories',
  tabs: { all: 'All Items', starters: 'Starters', main: 'Main Course', desserts: 'Desserts', drinks: 'Drinks' },
  goodToKnowLabel: 'Good to know',
  goodToKnow: [
    'All our dishes are prepared fresh to order, so please allow a little time during busy hours. If you have a food allergy or intolerance, please tell your server before ordering.',
    'A 5% service charge is added for parties of 6 or more.',
  ],
  viewDish: 'Click to view - N/A',
  chefsChoice: "Chef's Choice",
  dietaryLabel: 'Dietary',
  /** Read out and shown on hover beside the spec's abbreviations; an unknown tag shows as written. */
  dietary: {
    vegetarian: 'Vegetarian',
    vegan: 'Vegan',
    'non-vegetarian': 'Non-vegetarian',
    eggetarian: 'Eggetarian',
    pescatarian: 'Pescatarian',
    'gluten-free': 'Gluten-free',
    'dairy-free': 'Dairy-free',
    'nut-free': 'Nut-free',
    'egg-free': 'Egg-free',
    halal: 'Halal',
    kosher: 'Kosher',
    keto: 'Keto',
    paleo: 'Paleo',
    'low-carb': 'Low-carb',
  },
};
