import type { ReactNode } from 'react';
import type { ServiceSlot } from './api/get-service-day';

/** "3 of 6 booked · 10 covers", flagged when the slot is full, over capacity, or not open. */
function SlotFlag({ slot }: { slot: ServiceSlot }) {
  if (!slot.available)
    return <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-bold text-ink">Not open</span>;
  if (slot.held > slot.capacity)
    return <span className="rounded-full bg-chilli px-2 py-0.5 text-xs font-bold text-white">Over capacity</span>;
  if (slot.held === slot.capacity)
    return <span className="rounded-full bg-turmeric px-2 py-0.5 text-xs font-bold text-ink">Full</span>;
  return null;
}

/** One slot: its header with the places booked of its capacity and the covers, then its bookings. */
export function SlotGroup({ slot, children, empty }: { slot: ServiceSlot; children: ReactNode; empty: boolean }) {
  const headingId = `slot-${slot.time.replace(':', '')}`;
  return (
    <section aria-labelledby={headingId} className="border-t border-sand pt-3 first:border-t-0 first:pt-0">
      <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-display text-xl font-semibold tabular-nums text-tamarind-dark">
          {slot.time}
        </h3>
        <p className="text-sm font-medium text-ink">
          {slot.held} of {slot.capacity} booked · {slot.covers} {slot.covers === 1 ? 'cover' : 'covers'}
        </p>
        <SlotFlag slot={slot} />
      </div>
      {empty ? (
        <p className="text-sm text-muted">No bookings.</p>
      ) : (
        <div className="grid gap-2 lg:grid-cols-2">{children}</div>
      )}
    </section>
  );
}
