import { mentionsAllergy } from '../../ui/dishes/allergy';
import { AllergyBadge, AllergyNote } from '../../ui/dishes/allergy-badge';
import type { AdminReservation } from './api/get-reservations';

/**
 * Who booked and what they asked for. The special request is shown whole, on every screen: a
 * tooltip needs a mouse, and a cut-off note can hide the one line that matters. A note that
 * mentions an allergy gets a badge with an icon and a word, not only a colour.
 */
export function GuestCell({ reservation: r }: { reservation: AdminReservation }) {
  const allergy = Boolean(r.allergies) || mentionsAllergy(r.specialRequests, r.occasion);
  return (
    <>
      <p className="font-semibold break-words text-ink">
        {r.name}
        {/* The language the guest booked in, which their emails use (issue 13). */}
        {r.language === 'de' && (
          <abbr
            title="Booked in German"
            className="ml-1.5 rounded bg-sand px-1.5 py-0.5 align-middle text-[0.65rem] font-bold tracking-wide text-tamarind-dark no-underline"
          >
            DE
          </abbr>
        )}
      </p>
      {allergy && (
        <p className="mt-1">
          <AllergyBadge allergies={r.allergies} />
        </p>
      )}
      <AllergyNote allergies={r.allergies} />
      {r.occasion && r.occasion !== 'None' && <p className="text-xs text-muted">{r.occasion}</p>}
      {r.specialRequests && (
        <p
          className={`mt-1 text-xs break-words whitespace-pre-line ${allergy ? 'rounded-md bg-[#fdf3dc] px-2 py-1 text-ink' : 'text-muted'}`}
        >
          <span className="sr-only">Special requests: </span>“{r.specialRequests}”
        </p>
      )}
    </>
  );
}
