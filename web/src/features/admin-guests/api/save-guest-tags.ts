import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { GuestTag } from '../../../../../shared/rules/guests';

/** Replaces the guest's tags with `tags` ([] clears them); the answer lists them in the vocabulary's order. */
export async function saveGuestTags(key: string, tags: GuestTag[]) {
  return okJson(await api.guests[':key'].tags.$put({ param: { key: encodeURIComponent(key) }, json: { tags } }));
}
