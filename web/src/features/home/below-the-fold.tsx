import { FeaturedSection } from './featured-section';
import { IntroSection } from './intro-section';
import { ReserveCta } from './reserve-cta';

/**
 * Everything on the home page after the banners. Static text and the featured dishes: its code
 * (and the featured list it fetches) loads as the guest scrolls towards the featured dishes.
 */
export function BelowTheFold() {
  return (
    <>
      <IntroSection />
      <FeaturedSection />
      <ReserveCta />
    </>
  );
}
