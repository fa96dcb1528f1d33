import type { SeedDish } from './menu';

/** Desserts, drinks and sides. */
export const EXTRA_DISHES: SeedDish[] = [
  {
    slug: 'payasam', name: 'Palada Payasam', category: 'desserts', priceCents: 650,
    description: 'Rice flakes slow-cooked in sweetened milk with cardamom, topped with ghee-fried cashews and raisins. Served warm.',
    dietary: ['vegetarian', 'egg-free'],
  },
  {
    slug: 'mysore-pak', name: 'Mysore Pak', category: 'desserts', priceCents: 590,
    description: 'The Mysore palace sweet: gram flour, sugar and a lot of ghee, cooked to a fudge that melts on the tongue.',
    dietary: ['vegetarian', 'egg-free', 'gluten-free', 'nut-free'],
  },
  {
    slug: 'rava-kesari', name: 'Rava Kesari', category: 'desserts', priceCents: 550,
    description: 'Saffron-orange semolina pudding with ghee, cardamom, cashews and raisins.',
    dietary: ['vegetarian', 'egg-free'],
  },
  {
    slug: 'pazham-pori', name: 'Pazham Pori', category: 'desserts', priceCents: 690,
    description: 'Ripe plantain slices in a light batter, fried golden, with a scoop of coconut-jaggery ice cream.',
    dietary: ['vegetarian', 'egg-free', 'nut-free'],
  },
  {
    slug: 'filter-coffee', name: 'Filter Coffee', category: 'drinks', priceCents: 390, featured: true,
    description: 'Coffee-chicory decoction with hot frothed milk and sugar, poured between tumbler and davara the Madras way.',
    dietary: ['vegetarian', 'gluten-free', 'egg-free', 'nut-free'],
  },
  {
    slug: 'masala-chai', name: 'Masala Chai', category: 'drinks', priceCents: 380,
    description: 'Assam tea boiled with milk, ginger, cardamom and a little clove.',
    dietary: ['vegetarian', 'gluten-free', 'egg-free', 'nut-free'],
  },
  {
    slug: 'mango-lassi', name: 'Mango Lassi', category: 'drinks', priceCents: 490,
    description: 'Alphonso mango blended with yoghurt and a pinch of cardamom.',
    dietary: ['vegetarian', 'gluten-free', 'egg-free', 'nut-free'],
  },
  {
    slug: 'nannari-sherbet', name: 'Nannari Sherbet', category: 'drinks', priceCents: 450, available: false,
    description: 'Madurai cooler of sarsaparilla-root syrup, lime and soda over ice. Back when our syrup delivery arrives.',
    dietary: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'egg-free', 'nut-free'],
  },
  {
    slug: 'tender-coconut', name: 'Tender Coconut Water', category: 'drinks', priceCents: 550,
    description: 'A young green coconut, opened at the table. Sweet, cold and nothing added.',
    dietary: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'egg-free', 'nut-free', 'paleo'],
  },
  {
    slug: 'neer-mor', name: 'Neer Mor', category: 'drinks', priceCents: 350,
    description: 'Thin spiced buttermilk with ginger, green chilli, curry leaves and a mustard-seed tempering.',
    dietary: ['vegetarian', 'gluten-free', 'egg-free', 'nut-free', 'low-carb'],
  },
  {
    slug: 'malabar-parotta', name: 'Malabar Parotta', category: 'sides', priceCents: 450,
    description: 'Flaky layered flatbread from the Malabar coast, clapped by hand so the layers open up. Two pieces.',
    dietary: ['vegetarian', 'nut-free'],
  },
  {
    slug: 'sambar', name: 'Sambar', category: 'sides', priceCents: 450,
    description: 'Toor dal and tamarind stew with drumstick, shallots and our own sambar powder.',
    dietary: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'egg-free', 'nut-free'],
  },
  {
    slug: 'rasam', name: 'Rasam', category: 'sides', priceCents: 390,
    description: 'A thin, peppery tomato and tamarind broth with garlic and cumin. Drink it or pour it over rice.',
    dietary: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'egg-free', 'nut-free', 'low-carb'],
  },
  {
    slug: 'lemon-rice', name: 'Lemon Rice', category: 'sides', priceCents: 550,
    description: 'Rice tossed with lemon, turmeric, mustard seeds, curry leaves and roasted peanuts.',
    dietary: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'egg-free'],
  },
  {
    slug: 'curd-rice', name: 'Curd Rice', category: 'sides', priceCents: 550,
    description: 'Cool rice mashed with yoghurt, ginger and a tempering of mustard and curry leaves, with pomegranate on top.',
    dietary: ['vegetarian', 'gluten-free', 'egg-free', 'nut-free'],
  },
  {
    slug: 'kootu', name: 'Kootu', category: 'sides', priceCents: 590,
    description: 'Ash gourd and moong dal cooked with coconut and cumin. Gentle, homely and good with everything.',
    dietary: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'egg-free', 'nut-free'],
  },
];
