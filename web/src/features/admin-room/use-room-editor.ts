import { useState } from 'react';
import { ROOM_MESSAGES } from '../../../../shared/messages';
import { ApiFailure } from '../../lib/api-failure';
import { useInvalidate, useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { getRoom } from './api/get-room';
import { saveRoom, type DisplacedBooking } from './api/save-room';
import { toDocument, toDraft, type RoomDraft } from './room-draft';
import { checkRoom } from './check-room';

/** The server's answer after a save, for the page to show. */
export type SaveReport =
  | { kind: 'saved'; moved: DisplacedBooking[]; unseated: DisplacedBooking[] }
  | { kind: 'conflict'; error: string; bookings: DisplacedBooking[] };

const failureText = (failure: unknown) =>
  failure instanceof ApiFailure && failure.serverError ? failure.serverError : ROOM_MESSAGES.saveFailed;

const notSaved = (problem: string) => `The room is not saved. ${problem.replace(/\.$/, '')}.`;

/**
 * The room editor's state: the loaded room becomes a draft the owner edits; Save checks it with the
 * shared rule, then replaces the whole room. Errors are keyed by the document's paths
 * ("tables.3.maxCovers"), whichever side found them.
 */
export function useRoomEditor() {
  const room = useStaffQuery(queryKeys.room, getRoom);
  const invalidate = useInvalidate();
  const [edited, setEdited] = useState<RoomDraft | null>(null);
  const [loadedFrom, setLoadedFrom] = useState(room.data);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<SaveReport | null>(null);
  const [saving, setSaving] = useState(false);

  // A fresh copy from the server (after a save) starts a fresh draft.
  if (room.data !== loadedFrom) {
    setLoadedFrom(room.data);
    setEdited(null);
  }
  const draft = edited ?? (room.data ? toDraft(room.data) : null);

  function change(next: RoomDraft) {
    setEdited(next);
    setReport((shown) => (shown?.kind === 'saved' ? null : shown));
  }

  async function save(moveBookings = false) {
    if (!draft || saving) return;
    setReport(null);
    setFailure(null);
    const document = toDocument(draft);
    const found = checkRoom(document);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return setFailure(notSaved(first));
    setSaving(true);
    try {
      const outcome = await saveRoom(document, moveBookings);
      if (outcome.kind === 'invalid') {
        setErrors(outcome.fields);
        setFailure(notSaved(outcome.error));
      } else {
        setReport(outcome);
        // The saved room comes back from the server as a fresh draft, its tables listed under their new areas.
        if (outcome.kind === 'saved') void invalidate(queryKeys.room, queryKeys.reservations.all);
      }
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSaving(false);
    }
  }

  return { room, draft, change, errors, failure, dismissFailure: () => setFailure(null), report, saving, save };
}
