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
