import type { Messages } from '../catalogues';

/** The home page in German. */
export const home: Messages['home'] = {
  description:
    'Kovalam ist ein südindisches Restaurant in Berlin: knusprige Dosas, Chettinad-Currys und Meeresfrüchte aus Kerala. Speisekarte ansehen und online einen Tisch reservieren.',
  heading: 'Kovalam, südindische Küche in Berlin',
  loadingHighlights: 'Aktuelles wird geladen',
  carousel: {
    label: 'Diese Woche bei Kovalam',
    slide: (n: number, of: number) => `${n} von ${of}`,
    play: 'Diashow abspielen',
    pause: 'Diashow anhalten',
    show: (n: number, title: string) => `Folie ${n} zeigen: ${title}`,
  },
  reserveTable: 'Tisch reservieren',
  welcome: {
    title: 'Willkommen bei Kovalam',
    text: 'Knusprige Dosas, langsam geschmorte Chettinad-Currys und Fisch aus Kerala in Kokosmilch, jeden Tag frisch gekocht mitten in Berlin.',
    browseMenu: 'Zur Speisekarte',
  },
  featured: {
    eyebrow: 'Empfehlung des Küchenchefs',
    title: 'Unsere Lieblingsgerichte',
    text: 'Die Gerichte, die unsere Stammgäste immer wieder bestellen.',
    viewMenu: 'Zur Speisekarte',
  },
  intro: {
    eyebrow: 'Unsere Küche',
    title: 'Die Aromen des Südens, mitten in Kreuzberg',
    text: 'Kovalam ist nach der sichelförmigen Bucht bei Thiruvananthapuram benannt, wo im Morgengrauen die Fischerboote anlegen und die Luft nach Kokosöl und gerösteten Gewürzen duftet. Wir kochen, womit wir aufgewachsen sind: säuerliches Sambar, fluffige Idli, feurige Chettinad-Masalas und zarte Appams, alles von Grund auf selbst gemacht.',
    imageAlt: 'Unsere Küche: eine Dosa auf der Tawa, dampfende Idli und Filterkaffee, bereit zum Einschenken',
    points: [
      {
        title: 'Jeden Morgen frisch gemahlen',
        text: 'Schwarzer Pfeffer, Curryblätter und Guntur-Chilis, im Haus geröstet und gestoßen.',
      },
      {
        title: 'Für jeden etwas',
        text: 'Die Hälfte der Karte ist vegetarisch, und viele Gerichte sind vegan oder glutenfrei.',
      },
      {
        title: 'Familienrezepte',
        text: 'Aus den Küchen von Chettinad, den Backwaters von Kerala und den Tempelstädten rund um Udupi.',
      },
    ],
  },
  cta: {
    eyebrow: 'Ihr Tisch bei uns',
    title: 'Tisch reservieren',
    text: 'Ob Geburtstags-Thali, ein ruhiger Abend zu zweit oder Dosas mit der ganzen Familie: Sagen Sie uns, wann Sie kommen, und Tisch und Filterkaffee stehen bereit.',
  },
};
