import { deferUntilVisible } from '../../ui/islands/defer-until-visible';
import { ISLAND_PART_ATTRIBUTE } from '../../ui/islands/island-part';
import { FEATURED_MARKER } from './featured-marker';

// Static text and the featured dishes: their code (and the featured list) loads as the guest nears them.
const BelowTheFold = deferUntilVisible(FEATURED_MARKER, () => import('./below-the-fold').then((m) => m.BelowTheFold));

/** What a guest's home page hydrates, alone and only once the guest heads for it (decision 030). */
export function Component() {
  return <BelowTheFold />;
}

/**
 * Everything after the banners. `alone`: the hero above is final as drawn (the Worker wrote the
 * banners in, or there are none), so a guest's page hydrates this part only.
 */
export function HomeMore({ alone }: { alone: boolean }) {
  return (
    <div {...(alone ? { [ISLAND_PART_ATTRIBUTE]: '' } : {})}>
      <BelowTheFold />
    </div>
  );
}
