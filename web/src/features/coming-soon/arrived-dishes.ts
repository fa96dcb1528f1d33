import { COMING_SOON_DRAWN_ATTRIBUTE, COMING_SOON_PATH } from '../../../../shared/coming-soon-page';
import { arrivedData } from '../../ui/islands/arrived-data';
import type { ComingSoonDish } from './api/get-coming-soon';

/**
 * The dishes `/coming-soon` was drawn with (decision 031): given to the Worker's drawing with
 * `GivenComingSoon` (web/src/server-render/draw-coming-soon.tsx). A guest's drawn page never hydrates; the
 * staff's app, which hydrates every page, fetches them first.
 */
const dishes = arrivedData<ComingSoonDish[]>();
export const { Given: GivenComingSoon, useData: useComingSoon } = dishes;
export const beforeHydrate = dishes.beforeHydrate(COMING_SOON_DRAWN_ATTRIBUTE, COMING_SOON_PATH, 'Coming-soon dishes');
