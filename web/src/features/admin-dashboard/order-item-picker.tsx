import { useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { MENU_CATEGORY_LABELS, type MenuCategory } from '../../../../shared/constants';
import { formatCents } from '../../../../shared/money';
import { staffCheckbox, staffInput, staffInputBase } from '../../ui/controls/form-controls';
import type { OrderableItem } from './api/get-orderable-items';
import type { useOrderDraft } from './use-order-draft';

type Props = {
  items: readonly OrderableItem[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  draft: ReturnType<typeof useOrderDraft>;
  onPick: () => void;
};

/** A searchable checklist: tick a dish, then type how many. */
export function OrderItemPicker({ items, loading, failed, onRetry, draft, onPick }: Props) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (items ?? []).filter((item) => !q || item.name.toLowerCase().includes(q));
  }, [items, query]);

  return (
    <div>
      <label htmlFor="order-search" className="sr-only">
        Find a dish
      </label>
      <div className="relative mb-2">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id="order-search"
          type="search"
          placeholder="Find a dish"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className={`${staffInput} pl-8`}
        />
      </div>
      <fieldset>
        <legend className="sr-only">Menu items</legend>
        <ul
          role="list"
          className="max-h-[40dvh] divide-y divide-sand overflow-y-auto rounded-lg bg-white ring-1 ring-sand"
          aria-busy={loading}
        >
          {shown.length === 0 && (
            <li className="px-3 py-6 text-center text-sm text-muted">
              {loading ? (
                'Loading menu…'
              ) : failed ? (
                <>
                  Menu items could not be loaded.{' '}
                  <button type="button" onClick={onRetry} className="font-semibold text-leaf underline">
                    Try again
                  </button>
                </>
              ) : (
                'No dishes match.'
              )}
            </li>
          )}
          {shown.map((item) => {
            const picked = draft.isPicked(item._id);
            const boxId = `pick-${item._id}`;
            return (
              <li key={item._id} className={`flex items-center gap-3 px-3 py-2 ${picked ? 'bg-[#eef6f0]' : ''}`}>
                <input
                  id={boxId}
                  type="checkbox"
                  checked={picked}
                  onChange={() => {
                    draft.toggle(item._id);
                    onPick();
                  }}
                  className={staffCheckbox}
                />
                <label htmlFor={boxId} className="min-w-0 flex-1 text-sm">
                  <span className="block truncate font-semibold">{item.name}</span>
                  <span className="text-xs text-muted">
                    {MENU_CATEGORY_LABELS[item.category as MenuCategory] ?? item.category} · {formatCents(item.price)}
                  </span>
                </label>
                {picked && (
                  <input
                    // Text, not number: §5 wants a non-numeric entry to become 1, not be blocked.
                    type="text"
                    inputMode="numeric"
                    aria-label={`Quantity of ${item.name}`}
                    value={draft.rawQuantity(item._id)}
                    onChange={(e) => draft.type(item._id, e.target.value)}
                    onBlur={() => draft.settle(item._id)}
                    className={`${staffInputBase} w-20 text-right tabular-nums`}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}
