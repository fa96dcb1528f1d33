import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { STAFF_BOOKING_MESSAGES } from '../../../shared/rules/staff-booking';
import { AVAILABILITY_REASONS } from '../../../shared/messages';
import type { SlotState } from './availability';
import { apiError } from '../../contract/errors';

/**
 * A slot that refused a staff booking, an edit or a late arrival's seat: full (staff may confirm
 * "over capacity"), or not open at all. One answer for every move, so the back office offers one dialog.
 */
export function slotRefusal(c: Context<AppEnv>, state: SlotState) {
  if (state.kind === 'full') {
    const { held, capacity } = state;
    return c.json({ error: STAFF_BOOKING_MESSAGES.full(held, capacity), full: true as const, held, capacity }, 409);
  }
  return apiError(c, 409, AVAILABILITY_REASONS[state.kind === 'open' ? 'full' : state.kind]);
}
