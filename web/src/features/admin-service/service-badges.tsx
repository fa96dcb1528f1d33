import type { ReactNode } from 'react';
import type { ReservationStatus } from '../../../../shared/constants';

const STATUS: Record<ReservationStatus, { label: string; tone: string }> = {
  pending: { label: 'Pending', tone: 'bg-[#fdf3dc] text-[#6b4a00] ring-turmeric/60' },
  confirmed: { label: 'Confirmed', tone: 'bg-[#e3efe6] text-leaf-dark ring-leaf/30' },
  seated: { label: 'Seated', tone: 'bg-[#e2ecf6] text-[#1d4566] ring-[#1d4566]/25' },
  completed: { label: 'Completed', tone: 'bg-[#ece8e4] text-[#4a3f36] ring-[#4a3f36]/20' },
  'no-show': { label: 'No-show', tone: 'bg-[#f6e3e1] text-[#7d1a14] ring-chilli/30' },
  cancelled: { label: 'Cancelled', tone: 'bg-[#f1e7e4] text-[#7d1a14] ring-chilli/25' },
};

function Badge({ tone, children, title }: { tone: string; children: ReactNode; title?: string }) {
  return (
    <span
      title={title}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}
    >
      {children}
    </span>
  );
}

/** The booking's state, always as a word (colour is only a hint). */
export const StatusBadge = ({ status }: { status: ReservationStatus }) => (
  <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>
);

const neutral = 'bg-white text-ink ring-[#c9b393]';

/** How the booking came in, when staff entered it: Phone or Walk-in. */
export function SourceBadge({ source }: { source: string }) {
  if (source === 'phone') return <Badge tone={neutral}>Phone</Badge>;
  if (source === 'walk-in') return <Badge tone={neutral}>Walk-in</Badge>;
  return null;
}

/** The guest booked in German: their emails are German, and they may prefer it at the table. */
export const GermanBadge = () => (
  <Badge tone={neutral}>
    <abbr title="Booked in German" className="no-underline">
      DE
    </abbr>
  </Badge>
);

/** Its time is no longer open (the hours changed after it was booked, issue 29): staff call the guest. */
export const OutsideHoursBadge = () => (
  <Badge tone="bg-[#fdecea] text-[#7d1a14] ring-chilli/40">Outside opening hours</Badge>
);

export const OverCapacityBadge = () => <Badge tone="bg-[#fdecea] text-[#7d1a14] ring-chilli/40">Over capacity</Badge>;

/**
 * Whether the guest answered the day-before reminder's "Will you come?" (issue 31), on bookings
 * still ahead: staff call those not yet confirmed. The word says it; the colour only helps.
 */
export function GuestConfirmationBadge({
  booking,
}: {
  booking: { status: ReservationStatus; guestConfirmedAt: string | null };
}) {
  if (!awaitsGuest(booking.status)) return null;
  return booking.guestConfirmedAt ? (
    <Badge tone="bg-[#e3efe6] text-leaf-dark ring-leaf/30" title="The guest confirmed from the reminder email">
      Confirmed by guest
    </Badge>
  ) : (
    <Badge tone={neutral} title="The guest has not yet confirmed from the reminder email">
      {/* "by guest": beside the restaurant's own "Confirmed" badge, a bare "Not yet confirmed" contradicted it. */}
      Not yet confirmed by guest
    </Badge>
  );
}

/** A booking still ahead, which the guest may confirm: requested or confirmed by the restaurant. */
export const awaitsGuest = (status: ReservationStatus) => status === 'pending' || status === 'confirmed';
