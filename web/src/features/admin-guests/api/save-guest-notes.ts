import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** Stores the staff's note about the guest; '' deletes it. */
export async function saveGuestNotes(key: string, notes: string) {
  return okJson(await api.guests[':key'].notes.$put({ param: { key: encodeURIComponent(key) }, json: { notes } }));
}
