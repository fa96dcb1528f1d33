import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as v from 'valibot';
import { guestSearchText } from '../../../../shared/rules/guests';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { searchGuests, type GuestSummary } from './api/search-guests';

const DEBOUNCE_MS = 300;

/** The search text's problem, or null when it can be sent (the API's own rule). */
export const searchProblem = (text: string) => v.safeParse(guestSearchText, text).issues?.[0].message ?? null;

/**
 * Search as you type: the typed text goes into the URL (?q=) after a short pause, or at once on
 * submit, so the back button from a guest's page returns to the same results.
 */
export function useGuestSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const ready = searchProblem(q) === null;
  const results = useStaffQuery<GuestSummary[]>(queryKeys.guests.search(q), () =>
    ready ? searchGuests(q) : Promise.resolve([]),
  );

  function commit(text: string) {
    if (text.trim() === q.trim()) return;
    setParams(text.trim() ? { q: text } : {}, { replace: true });
  }

  useEffect(() => {
    const timer = setTimeout(() => {
      if (searchProblem(draft) === null || draft.trim() === '') commit(draft);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // commit reads q, which changes only through commit itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  return { draft, setDraft, q: ready ? q.trim() : '', commit, results };
}
