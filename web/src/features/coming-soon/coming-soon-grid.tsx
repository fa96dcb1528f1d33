import { BellRing, RotateCcw } from 'lucide-react';
import { MENU_MESSAGES } from '../../../../shared/messages';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { DishCard } from '../../ui/dish-card';
import { DishCardSkeleton } from '../../ui/skeleton';
import type { AsyncState } from '../../ui/use-async';
import type { getComingSoon } from './api/get-coming-soon';

type Dishes = Awaited<ReturnType<typeof getComingSoon>>;

const CATEGORY_LABELS: Record<string, string> = {
  starters: 'Starter',
  main: 'Main Course',
  desserts: 'Dessert',
  drinks: 'Drink',
  sides: 'Side',
};

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function ComingSoonGrid({ state, onRetry }: { state: AsyncState<Dishes>; onRetry: () => void }) {
  if (state.status === 'loading') {
    return (
      <div aria-busy="true" className={grid}>
        {Array.from({ length: 3 }, (_, i) => (
          <DishCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="mx-auto max-w-xl space-y-4 text-center">
        <Alert tone="error">{MENU_MESSAGES.comingSoonFailed}</Alert>
        <Button variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try Again
        </Button>
      </div>
    );
  }
  if (state.data.length === 0) {
    return <p className="rounded-2xl bg-white/70 p-10 text-center text-muted ring-1 ring-sand">{MENU_MESSAGES.comingSoonEmpty}</p>;
  }
  return (
    <ul className={grid}>
      {state.data.map((dish) => (
        <li key={dish._id} className="flex">
          <DishCard
            dish={dish}
            eyebrow={CATEGORY_LABELS[dish.category] ?? dish.category}
            className="w-full"
            footer={
              <button
                type="button"
                disabled
                className="inline-flex w-full cursor-not-allowed items-center justify-center gap-2 rounded-full bg-sand px-4 py-2.5 text-sm font-semibold text-muted"
              >
                <BellRing aria-hidden="true" className="size-4" />
                Get Notified When Available
              </button>
            }
          />
        </li>
      ))}
    </ul>
  );
}
