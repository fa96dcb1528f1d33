import { useState } from 'react';
import { GUESTS } from '../../../../shared/constants';
import { TIME_PATTERN } from '../../../../shared/berlin-time';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { getFreeTables } from './api/free-tables';

export const unitKey = (tableIds: readonly string[]) => tableIds.join(',');

/**
 * The tables free for a new booking's party and time, and the one staff chose: the best (first)
 * unless they picked another that is still free. Asks only once party and time are valid.
 */
export function useFreeUnits(date: string, time: string, guests: string) {
  const party = Number(guests);
  const valid = Number.isInteger(party) && party >= GUESTS.min && party <= GUESTS.max && TIME_PATTERN.test(time);
  const free = useStaffQuery(
    queryKeys.reservations.freeTables(date, time, party, ''),
    () => getFreeTables({ date, time, guests: party }),
    valid,
  );
  const [picked, setPicked] = useState<string | null>(null);
  // While a new party size or time is asked about, the last answer is another party's: offer none of it.
  const loading = valid && free.status === 'loading';
  const units = valid && !loading ? (free.data ?? []) : [];
  const chosen = units.find((u) => unitKey(u.tableIds) === picked) ?? units[0];
  return {
    units,
    loading,
    chosenKey: chosen ? unitKey(chosen.tableIds) : '',
    chosenIds: chosen?.tableIds,
    pick: (key: string) => setPicked(key),
  };
}
