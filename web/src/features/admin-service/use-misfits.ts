import { useMemo } from 'react';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { getOpeningRulesWithMisfits, type MisfitBooking } from './api/get-misfits';

const NONE: MisfitBooking[] = [];
/** About two seconds of frames: the list view draws the card well within it. */
const MAX_FRAMES = 120;

/** Brings a booking's card into view and focus once it is drawn (the list view may be rendering). */
function focusCard(id: string, frames = MAX_FRAMES) {
  const card = document.getElementById(`booking-${id}`);
  if (card) {
    card.scrollIntoView({ block: 'center' });
    card.focus({ preventScroll: true });
  } else if (frames > 0) requestAnimationFrame(() => focusCard(id, frames - 1));
}

/** The coming bookings outside their day's hours (issue 29), the shown day's ids, and a way to open one's card. */
export function useMisfits(date: string, showList: () => void) {
  const answer = useStaffQuery(queryKeys.schedule.rules, getOpeningRulesWithMisfits);
  const misfits = answer.data?.misfits ?? NONE;
  const outsideHours = useMemo(() => new Set(misfits.filter((m) => m.date === date).map((m) => m.id)), [misfits, date]);
  function openBooking(id: string) {
    showList();
    focusCard(id);
  }
  return { misfits, outsideHours, openBooking };
}
