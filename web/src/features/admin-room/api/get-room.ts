import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** The room as one document: tables, combinations, stays by party size and the reset between bookings. */
export async function getRoom() {
  return okJson(await api.room.$get());
}
export type RoomDocument = Awaited<ReturnType<typeof getRoom>>;
