import type { ReservationStatus } from '../../../../shared/constants';

const tones: Record<ReservationStatus, string> = {
  pending: 'bg-[#fdf3dc] text-[#6b4a00] ring-turmeric/60',
  confirmed: 'bg-[#e3efe6] text-leaf-dark ring-leaf/30',
  seated: 'bg-[#e3efe6] text-leaf-dark ring-leaf/30',
  completed: 'bg-white text-leaf-dark ring-leaf/40',
  'no-show': 'bg-[#f1e7e4] text-[#7d1a14] ring-chilli/40',
  cancelled: 'bg-[#f1e7e4] text-[#7d1a14] ring-chilli/25',
};

const labels: Record<ReservationStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  seated: 'Seated',
  completed: 'Completed',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
};

/** A booking's status as a word (colour is only a hint). */
export function BookingStatusBadge({ status }: { status: ReservationStatus }) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status]}`}
    >
      {labels[status]}
    </span>
  );
}
