import { useState } from 'react';
import { PLACEHOLDERS } from '../../../../shared/constants';
import { DishCard } from '../../ui/dishes/dish-card';
import { DishCardSkeleton } from '../../ui/controls/skeleton';
import type { MenuItem } from './api/get-available-menu';
import { useMessages } from '../../ui/format/i18n';
import { useHydrated } from '../../ui/islands/use-hydrated';
import { ISLAND_WAKE_ATTRIBUTE } from '../../ui/islands/island-part';
import { DishAllergens } from './dish-allergens';
import { DRAWN_CARDS, MENU_COMPLETE_ATTRIBUTE, MENU_REST_ATTRIBUTE } from '../../../../shared/menu-page';

// grid-cols-1 is minmax(0, 1fr): a phone's one column is the screen's width, whatever a card's
// content would ask for (an implicit auto column grew to the widest card's min-content).
const grid = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function MenuGridSkeleton() {
  return (
    <div className={grid}>
      {Array.from({ length: PLACEHOLDERS.menu }, (_, i) => (
        <DishCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** The stagger's classes exist up to this card (ui/styles/theme.css); later ones enter with it. */
export const LAST_STAGGERED = 47;
const riseDelay = (i: number) => `rise-delay-${Math.min(i, LAST_STAGGERED)}`;

/** Whether the rest of the drawn tab's cards came as HTML before React (./more-cards.ts, decision 032). */
const restArrived = () =>
  typeof document !== 'undefined' && !!document.getElementById('root')?.hasAttribute(MENU_COMPLETE_ATTRIBUTE);

/**
 * §2: cards fade in one after another, 300 ms after the grid appears, then 100 ms apart. The text
 * stays under an opaque veil until its card is fully opaque (`.rise-in` in ui/styles/theme.css), so it is
 * never drawn at a contrast below its final one.
 *
 * Each card's delay is a class (`rise-delay-N`, ui/styles/theme.css), not a `style` attribute: the CSP
 * allows no inline styles (docs/decisions/014), and the Worker draws the cards before any script
 * runs (decision 028), so the stagger must start from the markup alone.
 * The Worker draws the first DRAWN_CARDS cards (decision 029: all of them would put the HTML past
 * the 30 KB before the first paint) and marks the list with how many more there are; a guest's page
 * fetches those as HTML once it has painted, each with its place in the stagger (decision 032), and
 * hydrates with all of them. The staff's app, which hydrates at once, adds them once it is live.
 * No `content-visibility` on the cards: its placeholder size made each phone column 480 px wide
 * and jumps up the page land off target, and 31 cards cost little to lay out (decision 014).
 */
export function MenuGrid({ items: all }: { items: MenuItem[] }) {
  const m = useMessages();
  const [complete] = useState(restArrived);
  const items = useHydrated() || complete ? all : all.slice(0, DRAWN_CARDS);
  if (items.length === 0) {
    return (
      <p className="rounded-2xl bg-white/70 p-10 text-center text-muted ring-1 ring-sand">{m.api.menu.categoryEmpty}</p>
    );
  }
  const rest = all.length - items.length;
  return (
    <ul className={grid} {...(rest > 0 ? { [MENU_REST_ATTRIBUTE]: rest } : {})}>
      {/* With more to come, React comes as the guest nears the last drawn card, unless the rest came first (./more-cards.ts). */}
      <MenuCards items={items} wakeAt={rest > 0 ? items.length - 1 : undefined} />
    </ul>
  );
}

/** The cards of a tab as list items, from its `from`th on: the Worker draws the rest of a tab with it. */
export function MenuCards({ items, from = 0, wakeAt }: { items: MenuItem[]; from?: number; wakeAt?: number }) {
  const m = useMessages();
  return items.map((item, index) => {
    const i = from + index;
    return (
      <li
        key={item._id}
        className={`rise-in ${riseDelay(i)} flex min-w-0`}
        {...(i === wakeAt ? { [ISLAND_WAKE_ATTRIBUTE]: '' } : {})}
      >
        <DishCard
          dish={item}
          className="w-full"
          veiled
          eager={i < 3}
          footer={
            <>
              <DishAllergens dish={item} />
              <button
                type="button"
                disabled
                className="w-full cursor-not-allowed rounded-full border border-dashed border-[#a08a76] px-4 py-2 text-sm font-medium text-muted"
              >
                {m.menu.viewDish}
              </button>
            </>
          }
        />
      </li>
    );
  });
}
