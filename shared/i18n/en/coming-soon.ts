/** The coming-soon page (issue 13): English as it was. */
export const comingSoon = {
  title: 'Coming Soon',
  description:
    'New dishes are coming to Kovalam Berlin: a first look at what our South Indian kitchen is testing, and the countdown to launch.',
  eyebrow: 'Fresh from the test kitchen',
  intro:
    "Our cooks are perfecting a handful of new recipes from Tamil Nadu, Kerala and Andhra. Here is what's on the way.",
  progress: 'Kitchen preparation',
  countdownLabel: 'Time until the new dishes arrive',
  units: { days: 'days', hours: 'hours', minutes: 'minutes', seconds: 'seconds' },
  sneakPeek: 'Sneak peek',
  onTheWay: 'New dishes on the way',
  /** After the opening date (issue 29): the end state instead of a countdown at zero. */
  nowOnTheMenu: 'Now on the menu',
  waitIsOver: 'The wait is over',
  arrived: 'The new dishes are on our menu. Come and taste them.',
  seeMenu: 'See the menu',
  tryAgain: 'Try Again',
  notify: 'Get Notified When Available',
  categories: {
    starters: 'Starter',
    main: 'Main Course',
    desserts: 'Dessert',
    drinks: 'Drink',
    sides: 'Side',
  } as Record<string, string>,
};
