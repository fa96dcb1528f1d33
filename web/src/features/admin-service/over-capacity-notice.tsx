import { TriangleAlert } from 'lucide-react';
import { staffButton } from '../../ui/controls/staff-button';
import type { SlotFull } from './api/slot-full';

/** The server said the slot is full: say so, and offer the explicit over-capacity booking. */
export function OverCapacityNotice({
  refusal,
  busy,
  onConfirm,
}: {
  refusal: SlotFull;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-chilli/50 border-l-4 border-l-chilli bg-[#fdecea] px-4 py-3 text-sm text-[#7d1a14]"
    >
      <p className="flex items-start gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {refusal.error}
      </p>
      <button type="button" disabled={busy} onClick={onConfirm} className={staffButton('danger', 'mt-3')}>
        {busy ? 'Booking…' : 'Book over capacity'}
      </button>
    </div>
  );
}
