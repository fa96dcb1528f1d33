import { useState } from 'react';
import { ApiFailure } from '../../lib/api-failure';
import type { ServiceBooking } from './api/get-service-day';
import { isTableClash, moveToTables } from './api/move-tables';

/** Where staff tried to move a booking, and why the server said no; only a clash may be overridden. */
type MoveProblem = { tableIds: string[]; name: string; error: string; overridable: boolean };
export type Moving = { booking: ServiceBooking; problem: MoveProblem | null };

/**
 * Moving bookings between tables, from the plan's "Move to…" dialog or a drag. A refused move opens
 * (or keeps) the dialog with the server's words and, for a clash, "Move anyway (over capacity)".
 */
export function useTableMoves(reload: () => void, announce: (message: string) => void) {
  const [moving, setMoving] = useState<Moving | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function moveTo(booking: ServiceBooking, tableIds: string[], name: string, overCapacity = false) {
    setBusyId(booking._id);
    try {
      const answer = await moveToTables(booking._id, tableIds, overCapacity);
      if (isTableClash(answer)) {
        setMoving({ booking, problem: { tableIds, name, error: answer.error, overridable: true } });
        return;
      }
      setMoving(null);
      announce(`${booking.name} moved to ${name}${overCapacity ? ', over capacity' : ''}.`);
      reload();
    } catch (error) {
      const text =
        error instanceof ApiFailure && error.serverError
          ? error.serverError
          : 'The move could not be saved. Please try again.';
      setMoving({ booking, problem: { tableIds, name, error: text, overridable: false } });
    } finally {
      setBusyId(null);
    }
  }

  return {
    moving,
    busyId,
    open: (booking: ServiceBooking) => setMoving({ booking, problem: null }),
    moveTo: (booking: ServiceBooking, tableIds: string[], name: string) => void moveTo(booking, tableIds, name),
    moveAnyway: () => {
      const problem = moving?.problem;
      if (moving && problem) void moveTo(moving.booking, problem.tableIds, problem.name, true);
    },
    chooseAgain: () => setMoving((m) => (m ? { ...m, problem: null } : m)),
    close: () => setMoving(null),
  };
}
