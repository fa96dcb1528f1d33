import { CAROUSEL_ATTRIBUTE } from '../features/home/carousel-marker';
import { COUNTDOWN_ATTRIBUTE } from '../../../shared/coming-soon-page';
import { MENU_REST_ATTRIBUTE } from '../../../shared/menu-page';
import type { MessageSection } from './load-messages';

type Behaviour = {
  attribute: string;
  /** Its module in the build's manifest, and the catalogue parts it reads. */
  module: string;
  texts: readonly MessageSection[];
  load: () => Promise<{ start: (element: HTMLElement) => unknown }>;
  /** It completes the drawing before React hydrates its element, rather than doing what React would. */
  beforeReact?: boolean;
  /** The page the Worker draws its attribute into, whose prerendered fallback does not carry it. */
  drawnOn?: string;
};

/**
 * What a guest's page does in plain DOM code besides its header (decisions 030, 031, 032), each started
 * by app/islands.ts on the element its attribute marks. scripts/prerender.mjs names each one's
 * chunks and texts in the pages that draw its attribute, so they download right after the first paint.
 */
export const PAGE_BEHAVIOURS: readonly Behaviour[] = [
  {
    attribute: CAROUSEL_ATTRIBUTE,
    module: 'src/features/home/carousel-island.ts',
    texts: ['home'],
    load: () => import('../features/home/carousel-island'),
  },
  {
    attribute: COUNTDOWN_ATTRIBUTE,
    module: 'src/features/coming-soon/countdown-clock.ts',
    texts: [],
    load: async () => ({ start: (await import('../features/coming-soon/countdown-clock')).runCountdown }),
  },
  {
    attribute: MENU_REST_ATTRIBUTE,
    module: 'src/features/menu/more-cards.ts',
    texts: [],
    beforeReact: true,
    drawnOn: '/menu',
    load: async () => ({ start: (await import('../features/menu/more-cards')).putRestOfCards }),
  },
];
