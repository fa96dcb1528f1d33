import { mentionsAllergy } from '../../ui/dishes/allergy';
import { AllergyBadge, AllergyNote } from '../../ui/dishes/allergy-badge';
import { formatInstant } from '../../ui/format/dates';
import { BookingStatusBadge } from './booking-status-badge';
import { bookingDay, partySize, SOURCE_LABELS } from './guest-format';
import type { GuestBooking } from './api/get-guest';

/** Every booking of the guest, newest date first; their requests in full, as they wrote them (React text, never HTML). */
export function GuestBookings({ bookings }: { bookings: readonly GuestBooking[] }) {
  return (
    <ol className="space-y-2.5">
      {bookings.map((b) => (
        <li key={b._id} className="rounded-xl bg-white p-3.5 ring-1 ring-sand">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
            <p className="font-semibold text-ink">
              {bookingDay(b.date)} at <span className="tabular-nums">{b.time}</span>
              <span className="font-normal text-muted"> · {partySize(b.guests)}</span>
            </p>
            <BookingStatusBadge status={b.status} />
          </div>
          <p className="mt-1 text-xs text-muted">
            {SOURCE_LABELS[b.source]}
            {b.occasion && b.occasion !== 'None' && <> · {b.occasion}</>}
            {b.language === 'de' && <> · Booked in German</>} · Booked {formatInstant(b.createdAt)}
          </p>
          {(b.allergies || mentionsAllergy(b.specialRequests, b.occasion)) && (
            <p className="mt-2">
              <AllergyBadge allergies={b.allergies} />
            </p>
          )}
          <AllergyNote allergies={b.allergies} />
          {b.specialRequests && (
            <p className="mt-2 whitespace-pre-line break-words rounded-lg bg-cream px-2.5 py-1.5 text-sm text-ink">
              <span className="font-semibold">Requests: </span>
              {b.specialRequests}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
