import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { StaffPage, StaffSection } from '../../ui/layout/staff-page';
import { staffButton } from '../../ui/controls/staff-button';
import { staffInputBase, staffLabel } from '../../ui/controls/form-controls';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { Alert } from '../../ui/controls/alert';
import { GuestCard } from './guest-card';
import { searchProblem, useGuestSearch } from './use-guest-search';
import { GUEST_SEARCH_RESULTS } from '../../../../shared/rules/guests';

export function Component() {
  usePageMeta('Guests', 'Find a guest by name, email or phone and see their history.');
  const { draft, setDraft, q, commit, results } = useGuestSearch();
  // The hint turns into an error only once a search was asked for: typing one letter is not a mistake.
  const [submitted, setSubmitted] = useState(false);
  const problem = draft.trim() === '' ? null : searchProblem(draft);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!problem) commit(draft);
  }

  const guests = results.data ?? [];
  return (
    <StaffPage title="Guests" intro="Find a guest among the bookings of every date, then open their history and notes.">
      <StaffSection id="guest-search-heading" title="Search">
        <form
          role="search"
          aria-label="Guests"
          noValidate
          onSubmit={submit}
          className="flex flex-wrap items-start gap-2"
        >
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor="guest-search" className={staffLabel}>
              Name, email or phone
            </label>
            <input
              id="guest-search"
              type="search"
              autoComplete="off"
              placeholder="e.g. Meera, meera@example.com or 030 1234"
              value={draft}
              maxLength={100}
              onChange={(e) => {
                setDraft(e.target.value);
                setSubmitted(false);
              }}
              aria-invalid={submitted && problem !== null}
              aria-describedby="guest-search-hint"
              className={`${staffInputBase} block w-full`}
            />
            <p
              id="guest-search-hint"
              className={`mt-1 text-xs ${submitted && problem ? 'font-medium text-chilli' : 'text-muted'}`}
            >
              {problem ?? 'Results appear as you type.'}
            </p>
          </div>
          <button type="submit" className={`${staffButton('primary')} sm:mt-5`}>
            <Search aria-hidden="true" className="size-4" />
            Search
          </button>
        </form>
      </StaffSection>
      {q && (
        <StaffSection id="guest-results-heading" title="Guests found">
          <div aria-live="polite" aria-busy={results.status === 'loading'}>
            {results.status === 'error' && (
              <Alert tone="error">
                The search failed.{' '}
                <button type="button" onClick={results.reload} className="font-semibold underline">
                  Try again
                </button>
              </Alert>
            )}
            {results.status === 'success' && guests.length === 0 && (
              <p className="text-sm text-muted">No guest matches “{q}”.</p>
            )}
            {results.status === 'loading' && guests.length === 0 && <p className="text-sm text-muted">Searching…</p>}
            {guests.length > 0 && (
              <>
                <p className="mb-3 text-sm text-muted">
                  {guests.length === GUEST_SEARCH_RESULTS
                    ? `The ${GUEST_SEARCH_RESULTS} most recent guests`
                    : `${guests.length} ${guests.length === 1 ? 'guest' : 'guests'}`}{' '}
                  matching “{q}”
                </p>
                <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                  {guests.map((g) => (
                    <li key={g.key}>
                      <GuestCard guest={g} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </StaffSection>
      )}
    </StaffPage>
  );
}
