import type { Messages } from '../catalogues';

/** The menu page, the dish cards and their dietary tags in German. */
export const menu: Messages['menu'] = {
  title: 'Speisekarte',
  description:
    'Die Speisekarte von Kovalam: Dosas, Idli und Vada, Currys aus Chettinad und Kerala, Biryani, Payasam und Filterkaffee, mit vegetarischen, veganen und glutenfreien Gerichten.',
  eyebrow: 'Gern auch mit den Händen gegessen',
  heading: 'Unsere Speisekarte',
  intro:
    'Von Tiffin-Klassikern bis zu Currys von der Küste. Alles wird in unserer Berliner Küche frisch auf Bestellung zubereitet.',
  tabsLabel: 'Kategorien der Speisekarte',
  tabs: {
    all: 'Alle Gerichte',
    starters: 'Vorspeisen',
    main: 'Hauptgerichte',
    desserts: 'Desserts',
    drinks: 'Getränke',
  },
  goodToKnowLabel: 'Gut zu wissen',
  goodToKnow: [
    'Alle Gerichte werden frisch auf Bestellung zubereitet. Bitte haben Sie zu Stoßzeiten etwas Geduld. Wenn Sie eine Lebensmittelallergie oder -unverträglichkeit haben, sagen Sie es bitte vor der Bestellung unserem Service.',
    'Für Gruppen ab 6\u00a0Personen berechnen wir 5\u00a0% Servicezuschlag.',
  ],
  viewDish: 'Details ansehen – nicht verfügbar',
  allergenInfo: 'Allergeninformationen',
  allergensLabel: 'Allergene',
  allergensNone: 'Enthält keines der 14 Hauptallergene',
  allergensAsk: 'Fragen Sie unser Personal nach Allergenen',
  additivesLabel: 'Zusatzstoffe',
  legendHeading: 'Allergenkennzeichnung',
  filterSummary: 'Gerichte ausblenden, die Folgendes enthalten …',
  filterApply: 'Anwenden',
  filterClear: 'Alle Gerichte zeigen',
  filterNote: 'Solange ein Filter aktiv ist, werden auch Gerichte ohne Allergenangabe ausgeblendet.',
  chefsChoice: 'Empfehlung des Hauses',
  dietaryLabel: 'Ernährungshinweise',
  dietary: {
    vegetarian: 'Vegetarisch',
    vegan: 'Vegan',
    'non-vegetarian': 'Mit Fleisch oder Fisch',
    eggetarian: 'Vegetarisch mit Ei',
    pescatarian: 'Pescetarisch',
    'gluten-free': 'Glutenfrei',
    'dairy-free': 'Ohne Milchprodukte',
    'nut-free': 'Ohne Nüsse',
    'egg-free': 'Ohne Ei',
    halal: 'Halal',
    kosher: 'Koscher',
    keto: 'Ketogen',
    paleo: 'Paleo',
    'low-carb': 'Low Carb',
  },
};
