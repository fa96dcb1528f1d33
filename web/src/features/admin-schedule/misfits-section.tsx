import { TriangleAlert } from 'lucide-react';
import { StaffSection } from '../../ui/layout/staff-page';
import { formatIsoDate } from '../../ui/format/dates';
import { formatSlotTime } from './slot-time';
import type { OpeningRulesAnswer } from './api/opening-rules';

/**
 * The bookings from today on that no longer fit their date's hours (issue 29): changing the hours
 * never cancels them, so staff see them here and call the guest.
 */
export function MisfitsSection({ misfits }: { misfits: OpeningRulesAnswer['misfits'] }) {
  return (
    <StaffSection id="misfits-heading" title="Bookings outside the opening hours">
      {misfits.length === 0 ? (
        <p className="text-sm text-muted">Every coming booking fits its day’s hours.</p>
      ) : (
        <>
          <p className="mb-2 flex items-start gap-2 text-sm text-[#7d1a14]">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            These bookings were made before the hours changed. They still stand: call the guest, or move them on the
            Service page.
          </p>
          <ul className="divide-y divide-sand">
            {misfits.map((b) => (
              <li key={b.id} className="flex flex-wrap gap-x-3 py-2 text-sm text-ink">
                <span className="font-semibold">
                  {formatIsoDate(b.date, 'short')} · {formatSlotTime(b.time)}
                </span>
                <span>{b.name}</span>
                <span className="text-muted">
                  {b.guests} {b.guests === 1 ? 'guest' : 'guests'} · {b.status}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </StaffSection>
  );
}
