import type { CSSProperties } from 'react';
import { MENU_STAGGER, PLACEHOLDERS } from '../../../../shared/constants';
import { MENU_MESSAGES } from '../../../../shared/messages';
import { DishCard } from '../../ui/dish-card';
import { DishCardSkeleton } from '../../ui/skeleton';
import type { MenuItem } from './api/get-available-menu';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function MenuGridSkeleton() {
  return (
    <div className={grid}>
      {Array.from({ length: PLACEHOLDERS.menu }, (_, i) => (
        <DishCardSkeleton key={i} />
      ))}
    </div>
  );
}

/**
 * §2: cards fade in one after another, 300 ms after the grid appears, then 100 ms apart. The text
 * stays under an opaque veil until its card is fully opaque (`.rise-in` in styles.css), so it is
 * never drawn at a contrast below its final one.
 */
export function MenuGrid({ items }: { items: MenuItem[] }) {
  if (items.length === 0) {
    return <p className="rounded-2xl bg-white/70 p-10 text-center text-muted ring-1 ring-sand">{MENU_MESSAGES.categoryEmpty}</p>;
  }
  return (
    <ul className={grid}>
      {items.map((item, i) => (
        <li
          key={item._id}
          className="rise-in flex [contain-intrinsic-size:auto_30rem] [content-visibility:auto]"
          style={{ '--rise-delay': `${MENU_STAGGER.waitMs + i * MENU_STAGGER.stepMs}ms` } as CSSProperties}
        >
          <DishCard
            dish={item}
            className="w-full"
            veiled
            eager={i < 3}
            footer={
              <button
                type="button"
                disabled
                className="w-full cursor-not-allowed rounded-full border border-dashed border-[#a08a76] px-4 py-2 text-sm font-medium text-muted"
              >
                Click to view - N/A
              </button>
            }
          />
        </li>
      ))}
    </ul>
  );
}
