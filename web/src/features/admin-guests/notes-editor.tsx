import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Save } from 'lucide-react';
import { GUEST_NOTES_MAX, guestNotesText } from '../../../../shared/rules/guests';
import { staffButton } from '../../ui/controls/staff-button';
import { staffInput, staffLabel } from '../../ui/controls/form-controls';
import { formatInstant } from '../../ui/format/dates';
import { Alert } from '../../ui/controls/alert';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { ApiFailure } from '../../lib/api-failure';
import { saveGuestNotes } from './api/save-guest-notes';
import { useInvalidate } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';

type Props = { guestKey: string; initial: string; updatedAt: string | null; updatedBy: string | null };

const problemOf = (text: string) => v.safeParse(guestNotesText, text).issues?.[0].message ?? null;

/** The staff's note about the guest, checked with the API's own rule before it is sent. */
export function NotesEditor({ guestKey, initial, updatedAt, updatedBy }: Props) {
  const [notes, setNotes] = useState(initial);
  const [saved, setSaved] = useState({ notes: initial, at: updatedAt, by: updatedBy });
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemOf(notes);
    setProblem(found);
    setConfirmation(null);
    if (found) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await saveGuestNotes(guestKey, notes);
      setNotes(answer.notes);
      setSaved({ notes: answer.notes, at: answer.notesUpdatedAt, by: null });
      setConfirmation(answer.notes === '' ? 'Notes deleted.' : 'Notes saved.');
      // The search's and the audit log's copies are stale; this page keeps the answer it just got.
      void invalidate(queryKeys.guests.searches, queryKeys.audit);
    } catch (error) {
      setFailure(
        (error instanceof ApiFailure && error.serverError) || 'The notes could not be saved. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  // A shown problem is checked again as the text changes, so it goes as soon as it is fixed, and
  // never on the blur of a click on Save (the button would move under the pointer).
  function change(text: string) {
    setNotes(text);
    setConfirmation(null);
    if (problem) setProblem(problemOf(text));
  }

  const changed = notes !== saved.notes;
  return (
    <form noValidate onSubmit={submit} className="space-y-2.5">
      <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />
      <div>
        <label htmlFor="guest-notes" className={staffLabel}>
          Notes (allergies, preferences)
        </label>
        <textarea
          id="guest-notes"
          rows={5}
          value={notes}
          onChange={(e) => change(e.target.value)}
          onBlur={() => setProblem(problemOf(notes))}
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'guest-notes-error guest-notes-hint' : 'guest-notes-hint'}
          className={staffInput}
        />
        {problem && (
          <p id="guest-notes-error" className="mt-1 text-sm font-medium text-chilli">
            {problem}
          </p>
        )}
        <p id="guest-notes-hint" className="mt-1 text-xs text-muted">
          {notes.trim().length} of {GUEST_NOTES_MAX} characters. Staff only: never shown to the guest.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <button type="submit" disabled={busy} className={staffButton('primary')}>
          <Save aria-hidden="true" className="size-4" />
          {busy ? 'Saving…' : 'Save notes'}
        </button>
        {!confirmation && saved.at && (
          <p className="text-xs text-muted">
            {changed ? 'Unsaved changes. ' : ''}Last saved {formatInstant(saved.at)}
            {saved.by ? ` by ${saved.by}` : ''}
          </p>
        )}
      </div>
      {confirmation && <Alert tone="success">{confirmation}</Alert>}
    </form>
  );
}
