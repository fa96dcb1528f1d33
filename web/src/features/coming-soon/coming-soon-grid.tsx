import { BellRing, RotateCcw } from 'lucide-react';
import { Alert } from '../../ui/controls/alert';
import { Button } from '../../ui/controls/button';
import { DishCard } from '../../ui/dishes/dish-card';
import { DishCardSkeleton } from '../../ui/controls/skeleton';
import type { AsyncState } from '../../ui/data/use-guest-data';
import type { getComingSoon } from './api/get-coming-soon';
import { useMessages } from '../../ui/format/i18n';

type Dishes = Awaited<ReturnType<typeof getComingSoon>>;

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function ComingSoonGrid({ state, onRetry }: { state: AsyncState<Dishes>; onRetry: () => void }) {
  const m = useMessages();
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
        <Alert tone="error">{m.api.menu.comingSoonFailed}</Alert>
        <Button variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {m.comingSoon.tryAgain}
        </Button>
      </div>
    );
  }
  if (state.data.length === 0) {
    return (
      <p className="rounded-2xl bg-white/70 p-10 text-center text-muted ring-1 ring-sand">
        {m.api.menu.comingSoonEmpty}
      </p>
    );
  }
  return (
    <ul className={grid}>
      {state.data.map((dish) => (
        <li key={dish._id} className="flex">
          <DishCard
            dish={dish}
            eyebrow={m.comingSoon.categories[dish.category] ?? dish.category}
            className="w-full"
            footer={
              <button
                type="button"
                disabled
                className="inline-flex w-full cursor-not-allowed items-center justify-center gap-2 rounded-full bg-sand px-4 py-2.5 text-sm font-semibold text-muted"
              >
                <BellRing aria-hidden="true" className="size-4" />
                {m.comingSoon.notify}
              </button>
            }
          />
        </li>
      ))}
    </ul>
  );
}
