import { useRef, useState } from 'react';

type Press = { id: string; pointerId: number; x: number; y: number; moved: boolean };

/** The table row (data-table-row) under a point: the dragged bar itself may be on top of it. */
function rowAt(x: number, y: number): string | null {
  const row = document.elementsFromPoint(x, y).find((el) => el instanceof HTMLElement && el.dataset.tableRow);
  return row instanceof HTMLElement ? (row.dataset.tableRow ?? null) : null;
}

/**
 * Dragging a bar onto another table row with any pointer. A press that travels less than a few
 * pixels stays a click (the "Move to…" dialog, the single-pointer way); a drag swallows its click.
 */
export function useBarDrag(onDrop: (bookingId: string, tableId: string) => void) {
  const press = useRef<Press | null>(null);
  const swallowClick = useRef(false);
  const [drag, setDrag] = useState<{ id: string; dy: number; over: string | null } | null>(null);

  const handlers = (id: string) => ({
    onPointerDown(e: React.PointerEvent<HTMLElement>) {
      if (e.button !== 0) return;
      press.current = { id, pointerId: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
      e.currentTarget.setPointerCapture(e.pointerId);
    },
    onPointerMove(e: React.PointerEvent<HTMLElement>) {
      const p = press.current;
      if (!p || p.pointerId !== e.pointerId) return;
      if (!p.moved && Math.hypot(e.clientX - p.x, e.clientY - p.y) < 6) return;
      p.moved = true;
      setDrag({ id, dy: e.clientY - p.y, over: rowAt(e.clientX, e.clientY) });
    },
    onPointerUp(e: React.PointerEvent<HTMLElement>) {
      const p = press.current;
      press.current = null;
      setDrag(null);
      if (!p?.moved) return;
      swallowClick.current = true;
      // The click that follows this pointerup comes in the same task; a later one is a real click.
      setTimeout(() => (swallowClick.current = false), 0);
      const target = rowAt(e.clientX, e.clientY);
      if (target) onDrop(id, target);
    },
    onPointerCancel() {
      press.current = null;
      setDrag(null);
    },
  });

  /** True once for the click that ends a drag, which must not also open the dialog. */
  function consumeDragClick() {
    const was = swallowClick.current;
    swallowClick.current = false;
    return was;
  }

  return { drag, handlers, consumeDragClick };
}
