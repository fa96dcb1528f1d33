/** The German descriptions of the seeded dishes, by slug (issue 13); dish names stay as the kitchen writes them. */
export const DESCRIPTIONS_DE: Record<string, string> = {
  'medu-vada':
    'Zwei knusprige Urad-Dal-Krapfen, innen weich, mit Kokos-Chutney und einem kleinen Schälchen Sambar zum Eintunken.',
  'idli-sambar': 'Drei gedämpfte Küchlein aus Reis und Linsen mit Sambar, Kokos-Chutney und Gunpowder-Podi.',
  'gobi-65':
    'Blumenkohlröschen in feurig rotem Teig, knusprig frittiert und mit Curryblättern und grüner Chili geschwenkt.',
  'chicken-65':
    'Hähnchen ohne Knochen, in Joghurt, Ingwer und Kaschmir-Chili mariniert, frittiert und mit Curryblättern vollendet.',
  'kuzhi-paniyaram':
    'Kleine Bällchen aus fermentiertem Dosa-Teig mit Zwiebel und Chili, goldbraun aus der gusseisernen Pfanne. Dazu Tomaten-Chutney.',
  'chemmeen-fry':
    'Garnelen nach Kerala-Art, mit Chili, Kurkuma und schwarzem Pfeffer eingerieben und mit Schalotten in Kokosöl gebraten.',
  'masala-dosa':
    'Ein knuspriger Crêpe aus Reis und Linsen, gefüllt mit würzigem Kartoffel-Masala, dazu Sambar und zwei Chutneys.',
  'ghee-roast-dosa':
    'Unsere dünnste Dosa, in Ghee geröstet, bis sie zerbricht, zu einem hohen Kegel gerollt. Dazu Sambar und Chutneys.',
  'rava-dosa':
    'Eine zarte Grieß-Dosa mit Zwiebel, Kreuzkümmel, Pfeffer und Cashewkernen, serviert mit Sambar und Chutney.',
  'chettinad-chicken':
    'Hähnchen am Knochen in einer dunklen, pfeffrigen Soße aus gerösteten Gewürzen, Kalpasi und Kokos, nach Art von Karaikudi. Mit gedämpftem Reis.',
  'meen-moilee':
    'Weißfischstücke, sanft gegart in einem milden Kokosmilch-Curry mit Kurkuma, Ingwer und Curryblättern. Mit Appam oder Reis.',
  'prawn-moilee':
    'Riesengarnelen in einer sanften Kokosmilchsoße mit grüner Chili und Tomate. Nur, wenn die Garnelen gut genug sind.',
  'hyderabadi-biryani':
    'Basmatireis, geschichtet mit gewürztem Hähnchen, Safran, Minze und Röstzwiebeln, versiegelt und langsam im Handi gegart. Mit Raita.',
  avial:
    'Gemischtes Gemüse aus Kerala in einer dicken Soße aus Kokos und Joghurt, vollendet mit kaltgepresstem Kokosöl und Curryblättern. Mit Reis.',
  'mutta-roast':
    'Gekochte Eier in einem langsam gerösteten Zwiebel-Tomaten-Masala mit Fenchel und schwarzem Pfeffer. Am besten mit einem Malabar-Parotta.',
  payasam:
    'Reisflocken, langsam in gesüßter Milch mit Kardamom gegart, mit in Ghee gerösteten Cashewkernen und Rosinen. Warm serviert.',
  'mysore-pak':
    'Die Süßigkeit aus dem Palast von Mysore: Kichererbsenmehl, Zucker und reichlich Ghee, gekocht zu einem Konfekt, das auf der Zunge zergeht.',
  'rava-kesari': 'Safranorangener Grießpudding mit Ghee, Kardamom, Cashewkernen und Rosinen.',
  'pazham-pori':
    'Scheiben reifer Kochbananen in leichtem Teig, goldbraun frittiert, mit einer Kugel Kokos-Jaggery-Eis.',
  'filter-coffee':
    'Kaffee-Zichorien-Sud mit heißer aufgeschäumter Milch und Zucker, nach Madras-Art zwischen Tumbler und Davara gegossen.',
  'masala-chai': 'Assam-Tee, aufgekocht mit Milch, Ingwer, Kardamom und etwas Nelke.',
  'mango-lassi': 'Alphonso-Mango, gemixt mit Joghurt und einer Prise Kardamom.',
  'nannari-sherbet':
    'Erfrischung aus Madurai: Sirup aus Sarsaparillawurzel, Limette und Soda auf Eis. Wieder da, sobald unser Sirup geliefert ist.',
  'tender-coconut': 'Eine junge grüne Kokosnuss, am Tisch geöffnet. Süß, kalt und ohne jeden Zusatz.',
  'neer-mor': 'Dünne, gewürzte Buttermilch mit Ingwer, grüner Chili, Curryblättern und einem Tadka aus Senfsaat.',
  'malabar-parotta':
    'Blättriges Fladenbrot von der Malabarküste, von Hand geschlagen, damit sich die Schichten öffnen. Zwei Stück.',
  sambar: 'Eintopf aus Toor Dal und Tamarinde mit Drumstick, Schalotten und unserem eigenen Sambar-Pulver.',
  rasam:
    'Eine dünne, pfeffrige Brühe aus Tomate und Tamarinde mit Knoblauch und Kreuzkümmel. Zum Trinken oder über den Reis.',
  'lemon-rice': 'Reis, geschwenkt mit Zitrone, Kurkuma, Senfsaat, Curryblättern und gerösteten Erdnüssen.',
  'curd-rice':
    'Kühler Reis, mit Joghurt und Ingwer zerdrückt, mit einem Tadka aus Senf und Curryblättern, obendrauf Granatapfel.',
  kootu: 'Wachskürbis und Moong Dal, mit Kokos und Kreuzkümmel gekocht. Mild, hausgemacht und passt zu allem.',
  'kothu-parotta':
    'Zerpflücktes Parotta, auf der heißen Platte mit Ei, Zwiebel und Salna gehackt. Sie hören es, bevor Sie es sehen.',
  'kerala-duck-roast':
    'Entenkeulen, langsam geschmort in einem Masala aus schwarzem Pfeffer, Schalotten und Kokosessig, wie an Weihnachten in Kuttanad.',
  pesarattu:
    'Eine Dosa aus Andhra aus ganzen grünen Mungbohnen mit Ingwer und Chili, mit Upma belegt und mit Ingwer-Chutney serviert.',
  jigarthanda:
    'Die berühmte Erfrischung aus Madurai: eingekochte Milch, Mandelgummi und Nannari-Sirup mit einer Kugel Eis.',
  'elaneer-payasam':
    'Gekühlter Pudding aus junger Kokosnuss mit Kokosmilch und Kardamom. Leicht genug für nach dem Biryani.',
};
