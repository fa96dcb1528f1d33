import { Component as ComingSoonPage } from '../features/coming-soon/coming-soon-route';
import { GivenComingSoon } from '../features/coming-soon/arrived-dishes';
import type { ComingSoonJson } from '../../../worker/contract/serialize';
import { drawMain, type Address } from './draw-main';

/** The coming-soon page with its dishes (decision 031). */
export const renderComingSoonMain = (address: Address, dishes: ComingSoonJson[]) =>
  drawMain(
    address,
    <GivenComingSoon value={dishes}>
      <ComingSoonPage />
    </GivenComingSoon>,
  );
