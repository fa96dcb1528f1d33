import { useMemo, useState } from 'react';
import { normaliseQuantity } from '../../../../shared/rules/order';
import type { OrderableItem } from './api/get-orderable-items';

/**
 * The dishes ticked for a new order and their typed quantities. Quantities stay as typed
 * while editing; anything that is not a whole number of at least 1 counts (and becomes) 1.
 */
export function useOrderDraft(items: readonly OrderableItem[]) {
  const [quantities, setQuantities] = useState<Record<string, string>>({});

  const lines = useMemo(
    () =>
      items
        .filter((item) => item._id in quantities)
        .map((item) => ({ item, quantity: normaliseQuantity(quantities[item._id]) })),
    [items, quantities],
  );
  const totalCents = lines.reduce((sum, line) => sum + line.item.price * line.quantity, 0);

  return {
    lines,
    totalCents,
    isPicked: (id: string) => id in quantities,
    rawQuantity: (id: string) => quantities[id] ?? '1',
    toggle(id: string) {
      setQuantities(({ [id]: current, ...rest }) => (current === undefined ? { ...rest, [id]: '1' } : rest));
    },
    type(id: string, raw: string) {
      setQuantities((prev) => ({ ...prev, [id]: raw }));
    },
    settle(id: string) {
      setQuantities((prev) => (id in prev ? { ...prev, [id]: String(normaliseQuantity(prev[id])) } : prev));
    },
  };
}
