/** The home page (issue 13): English as it was, word for word. */
export const home = {
  description:
    'Kovalam is a South Indian restaurant in Berlin: crisp dosas, Chettinad curries and Kerala seafood. See the menu and book a table online.',
  heading: 'Kovalam, South Indian kitchen in Berlin',
  loadingHighlights: 'Loading highlights',
  carousel: {
    label: 'This week at Kovalam',
    slide: (n: number, of: number) => `${n} of ${of}`,
    play: 'Play slideshow',
    pause: 'Pause slideshow',
    show: (n: number, title: string) => `Show slide ${n}: ${title}`,
  },
  reserveTable: 'Reserve a Table',
  welcome: {
    title: 'Welcome to Kovalam',
    text: 'Crisp dosas, slow-cooked Chettinad curries and Kerala seafood in coconut milk, cooked fresh every day in the heart of Berlin.',
    browseMenu: 'Browse Menu',
  },
  featured: {
    eyebrow: "Chef's choice",
    title: 'Featured Menu Items',
    text: 'The dishes our regulars order again and again.',
    viewMenu: 'View Full Menu',
  },
  intro: {
    eyebrow: 'Our kitchen',
    title: 'The flavours of the South, in Kreuzberg',
    text: 'Kovalam is named after the crescent beach near Thiruvananthapuram, where fishing boats land at dawn and the air smells of coconut oil and frying spices. We cook the food we grew up with: tangy sambar, fluffy idli, fiery Chettinad masalas and delicate appams, all made from scratch.',
    imageAlt: 'Our kitchen: a dosa on the tawa, idli steaming and filter coffee ready to pour',
    points: [
      {
        title: 'Ground every morning',
        text: 'Black pepper, curry leaves and Guntur chillies, roasted and pounded in-house.',
      },
      { title: 'Plenty for everyone', text: 'Half the menu is vegetarian, and many dishes are vegan or gluten-free.' },
      { title: 'Family recipes', text: 'From Chettinad kitchens, Kerala backwaters and Udupi temple towns.' },
    ],
  },
  cta: {
    eyebrow: 'Book your table',
    title: 'Make a Reservation',
    text: "Birthday thali, a quiet date night or dosas with the whole family: tell us when, and we'll have a table and a pot of filter coffee waiting.",
  },
};
