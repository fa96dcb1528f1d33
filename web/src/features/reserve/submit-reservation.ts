import type { ReservationInput } from '../../../../shared/rules/reservation';
import { checkAvailability } from './api/check-availability';
import { bookReservation } from './api/book-reservation';
import type { Messages } from '../../../../shared/i18n/catalogues';

export type Outcome = { tone: 'success' | 'error'; message: string };

/** §7 booking flow: check the slot first, and only book when it is free. */
export async function submitReservation(body: ReservationInput, idempotencyKey: string, m: Messages): Promise<Outcome> {
  const messages = m.api.booking;
  try {
    const verdict = await checkAvailability(body.date, body.time, body.guests);
    if (!verdict.available) {
      return { tone: 'error', message: messages.slotUnavailable(verdict.reason ?? '') };
    }
    const booked = await bookReservation(body, idempotencyKey);
    if (booked.ok) return { tone: 'success', message: messages.success };
    return { tone: 'error', message: booked.error ?? messages.failure };
  } catch {
    return { tone: 'error', message: messages.failure };
  }
}
