import type { SeedDish } from './menu';

/** Starters and mains: what comes out of the tawa, the kadai and the handi. */
export const KITCHEN_DISHES: SeedDish[] = [
  {
    slug: 'medu-vada',
    name: 'Medu Vada',
    category: 'starters',
    priceCents: 690,
    featured: true,
    description:
      'Two crisp urad-dal doughnuts, soft inside, with coconut chutney and a small cup of sambar for dunking.',
    dietary: ['vegetarian', 'vegan', 'dairy-free', 'egg-free'],
  },
  {
    slug: 'idli-sambar',
    name: 'Idli Sambar',
    category: 'starters',
    priceCents: 720,
    description: 'Three steamed rice-and-lentil cakes with sambar, coconut chutney and gunpowder podi.',
    dietary: ['vegetarian', 'vegan', 'dairy-free', 'egg-free', 'nut-free'],
  },
  {
    slug: 'gobi-65',
    name: 'Gobi 65',
    category: 'starters',
    priceCents: 790,
    description:
      'Cauliflower florets in a fiery red batter, fried crisp and tossed with curry leaves and green chilli.',
    dietary: ['vegetarian', 'vegan', 'dairy-free', 'egg-free', 'nut-free'],
  },
  {
    slug: 'chicken-65',
    name: 'Chicken 65',
    category: 'starters',
    priceCents: 950,
    description:
      'Boneless chicken marinated in yoghurt, ginger and Kashmiri chilli, fried and finished with curry leaves.',
    dietary: ['non-vegetarian', 'halal', 'gluten-free', 'nut-free'],
  },
  {
    slug: 'kuzhi-paniyaram',
    name: 'Kuzhi Paniyaram',
    category: 'starters',
    priceCents: 750,
    description:
      'Little dumplings of fermented dosa batter with onion and chilli, golden from the cast-iron pan. Tomato chutney on the side.',
    dietary: ['vegetarian', 'vegan', 'dairy-free', 'egg-free', 'gluten-free', 'nut-free'],
  },
  {
    slug: 'chemmeen-fry',
    name: 'Chemmeen Fry',
    category: 'starters',
    priceCents: 950,
    description:
      'Kerala-style prawns rubbed with chilli, turmeric and black pepper, pan-fried in coconut oil with shallots.',
    dietary: ['pescatarian', 'gluten-free', 'dairy-free', 'egg-free', 'nut-free', 'low-carb'],
  },
  {
    slug: 'masala-dosa',
    name: 'Masala Dosa',
    category: 'main',
    priceCents: 1390,
    featured: true,
    description: 'A crisp rice-and-lentil crêpe folded around spiced potato masala, with sambar and two chutneys.',
    dietary: ['vegetarian', 'vegan', 'dairy-free', 'egg-free'],
  },
  {
    slug: 'ghee-roast-dosa',
    name: 'Ghee Roast Dosa',
    category: 'main',
    priceCents: 1450,
    description:
      'Our thinnest dosa, roasted with ghee until it shatters, rolled into a tall cone. Sambar and chutneys alongside.',
    dietary: ['vegetarian', 'egg-free', 'nut-free'],
  },
  {
    slug: 'rava-dosa',
    name: 'Onion Rava Dosa',
    category: 'main',
    priceCents: 1390,
    description: 'A lacy semolina dosa studded with onion, cumin, pepper and cashews, served with sambar and chutney.',
    dietary: ['vegetarian', 'vegan', 'dairy-free', 'egg-free'],
  },
  {
    slug: 'chettinad-chicken',
    name: 'Chettinad Chicken',
    category: 'main',
    priceCents: 1890,
    featured: true,
    description:
      'Chicken on the bone in a dark, peppery gravy of roasted spices, kalpasi and coconut, Karaikudi style. With steamed rice.',
    dietary: ['non-vegetarian', 'halal', 'gluten-free', 'dairy-free', 'egg-free'],
  },
  {
    slug: 'meen-moilee',
    name: 'Kerala Fish Curry (Meen Moilee)',
    category: 'main',
    priceCents: 1990,
    featured: true,
    description:
      'Pieces of white fish simmered in a mild coconut-milk curry with turmeric, ginger and curry leaves. With appam or rice.',
    dietary: ['pescatarian', 'gluten-free', 'dairy-free', 'egg-free', 'nut-free'],
  },
  {
    slug: 'prawn-moilee',
    name: 'Prawn Moilee',
    category: 'main',
    priceCents: 2090,
    available: false,
    description:
      'King prawns in a gentle coconut-milk gravy with green chilli and tomato. Only when the prawns are good enough.',
    dietary: ['pescatarian', 'gluten-free', 'dairy-free', 'egg-free', 'nut-free'],
  },
  {
    slug: 'hyderabadi-biryani',
    name: 'Hyderabadi Chicken Biryani',
    category: 'main',
    priceCents: 1950,
    featured: true,
    description:
      'Basmati rice layered with spiced chicken, saffron, mint and fried onions, sealed and slow-cooked in the handi. With raita.',
    dietary: ['non-vegetarian', 'halal', 'gluten-free'],
  },
  {
    slug: 'avial',
    name: 'Avial',
    category: 'main',
    priceCents: 1450,
    description:
      'Kerala mixed vegetables in a thick coconut and yoghurt sauce, finished with raw coconut oil and curry leaves. With rice.',
    dietary: ['vegetarian', 'gluten-free', 'egg-free', 'nut-free'],
  },
  {
    slug: 'mutta-roast',
    name: 'Kerala Mutta Roast',
    category: 'main',
    priceCents: 1450,
    description:
      'Boiled eggs in a slow-roasted onion and tomato masala with fennel and black pepper. Best with a Malabar parotta.',
    dietary: ['eggetarian', 'gluten-free', 'dairy-free', 'nut-free'],
  },
];
