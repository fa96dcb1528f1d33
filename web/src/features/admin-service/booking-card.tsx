import { Pencil, Phone } from 'lucide-react';
import { RESERVATION_TRANSITIONS, type ReservationStatus } from '../../../../shared/constants';
import type { StaffButtonVariant } from '../../ui/controls/staff-button';
import { staffButton } from '../../ui/controls/staff-button';
import type { ServiceBooking } from './api/get-service-day';
import { AllergyBadge, AllergyNote } from '../../ui/dishes/allergy-badge';
import { GuestProfileBadges } from './guest-profile-badges';
import {
  GermanBadge,
  GuestConfirmationBadge,
  OutsideHoursBadge,
  OverCapacityBadge,
  SourceBadge,
  StatusBadge,
} from './service-badges';
import { tablesText } from './plan-layout';

type Move = { label: string; to: ReservationStatus; variant: StaffButtonVariant };

/** The host stand's buttons per state (RESERVATION_TRANSITIONS decides what is allowed). */
const MOVES: Record<ReservationStatus, Move[]> = {
  pending: [
    { label: 'Confirm', to: 'confirmed', variant: 'primary' },
    { label: 'Cancel', to: 'cancelled', variant: 'danger-outline' },
  ],
  confirmed: [
    { label: 'Seat', to: 'seated', variant: 'primary' },
    { label: 'No-show', to: 'no-show', variant: 'secondary' },
    { label: 'Cancel', to: 'cancelled', variant: 'danger-outline' },
  ],
  seated: [{ label: 'Complete', to: 'completed', variant: 'primary' }],
  'no-show': [{ label: 'Seat (arrived late)', to: 'seated', variant: 'secondary' }],
  completed: [],
  cancelled: [],
};
const EDITABLE: ReservationStatus[] = ['pending', 'confirmed', 'seated'];

type Props = {
  booking: ServiceBooking;
  allergy: boolean;
  /** Its time no longer fits the day's hours (issue 29). */
  outsideHours: boolean;
  busy: boolean;
  onMove: (booking: ServiceBooking, to: ReservationStatus) => void;
  onEdit: (booking: ServiceBooking) => void;
};

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

/** One booking as the host reads it: who, how many, how to reach them, the notes in full, and what to do next. */
export function BookingCard({ booking: b, allergy, outsideHours, busy, onMove, onEdit }: Props) {
  const nameId = `booking-${b._id}-name`;
  const moves = MOVES[b.status].filter((m) => RESERVATION_TRANSITIONS[b.status].includes(m.to));
  const faded = b.status === 'cancelled' || b.status === 'completed';
  return (
    // A finished booking steps back by its background, not by opacity: faded text would fall below AA contrast.
    // The id and tabIndex let the outside-the-hours notice bring this card into view and focus.
    <article
      id={`booking-${b._id}`}
      tabIndex={-1}
      aria-labelledby={nameId}
      className={`scroll-mt-24 rounded-xl p-3 ring-1 sm:p-4 ${outsideHours ? 'ring-2 ring-chilli/60' : 'ring-sand'} ${faded ? 'bg-cream' : 'bg-white'}`}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-display text-lg font-semibold tabular-nums text-tamarind-dark">{b.time}</span>
        <h3 id={nameId} className="min-w-0 break-words text-base font-semibold text-ink">
          {b.name}
        </h3>
        <span className="text-sm text-muted">{people(b.guests)}</span>
        <span className="text-sm text-muted tabular-nums">until {b.endsAt}</span>
        <span className="rounded-md bg-sand/60 px-1.5 text-sm font-semibold text-ink">
          <span className="sr-only">Table: </span>
          {tablesText(b)}
        </span>
        <a
          href={`tel:${b.phone.replace(/[^\d+]/g, '')}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-leaf-dark underline underline-offset-2"
        >
          <Phone aria-hidden="true" className="size-3.5" />
          {b.phone}
        </a>
      </div>
      <div className="mt-2 flex flex-wrap gap-1.5">
        <StatusBadge status={b.status} />
        <GuestConfirmationBadge booking={b} />
        <SourceBadge source={b.source} />
        {b.language === 'de' && <GermanBadge />}
        {outsideHours && <OutsideHoursBadge />}
        {b.overCapacity && <OverCapacityBadge />}
        {allergy && <AllergyBadge allergies={b.allergies} />}
        <GuestProfileBadges guest={b.guest} />
      </div>
      <AllergyNote allergies={b.allergies} />
      {b.specialRequests && (
        <p className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-sand/40 px-3 py-2 text-sm text-ink">
          <span className="sr-only">Special requests: </span>
          {b.specialRequests}
        </p>
      )}
      {(moves.length > 0 || EDITABLE.includes(b.status)) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {moves.map((m) => (
            <button
              key={m.to}
              type="button"
              disabled={busy}
              onClick={() => onMove(b, m.to)}
              className={staffButton(m.variant)}
            >
              {m.label}
            </button>
          ))}
          {EDITABLE.includes(b.status) && (
            <button type="button" disabled={busy} onClick={() => onEdit(b)} className={staffButton('ghost')}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </button>
          )}
        </div>
      )}
    </article>
  );
}
