import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** The room as staff read it: the table plan's rows come from its tables. */
export async function getRoom() {
  return okJson(await api.room.$get());
}
export type Room = Awaited<ReturnType<typeof getRoom>>;
export type RoomTable = Room['tables'][number];
