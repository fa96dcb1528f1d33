import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** A table or combination the server offers for a party: its tables, "T5 + T6", and the most it seats. */
export type FreeUnit = { tableIds: string[]; name: string; maxCovers: number };

type Ask = { date: string; time: string; guests: number; except?: string };

/** The units free for this party at this time, best first; `except` leaves a booking's own tables in. */
export async function getFreeTables({ date, time, guests, except }: Ask): Promise<FreeUnit[]> {
  const query = { date, time, guests: String(guests), ...(except ? { except } : {}) };
  const body = await okJson(await api.room['free-tables'].$get({ query }));
  return body.units;
}
