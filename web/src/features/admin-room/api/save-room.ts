import { api } from '../../../lib/api-client';
import { ApiFailure } from '../../../lib/api-failure';
import type { RoomDocument } from './get-room';
import type { DisplacedBooking } from '../../../../../worker/contract/room-json';

export type { DisplacedBooking };

/** What a save came to: the forms show each its own way, so none of them is thrown. */
export type SaveOutcome =
  | { kind: 'saved'; moved: DisplacedBooking[]; unseated: DisplacedBooking[] }
  | { kind: 'invalid'; error: string; fields: Record<string, string> }
  | { kind: 'conflict'; error: string; bookings: DisplacedBooking[] };

type Answer = {
  error?: string;
  fields?: Record<string, string>;
  bookings?: DisplacedBooking[];
  moved?: DisplacedBooking[];
  unseated?: DisplacedBooking[];
};

/**
 * Replaces the whole room (owners). 400 names what is wrong, 409 lists the upcoming bookings that
 * would lose their table; with moveBookings the server seats them elsewhere by the assignment rule
 * and reports those it could not. Anything else (403, 500, no answer) is thrown like every other call.
 */
export async function saveRoom(room: RoomDocument, moveBookings = false): Promise<SaveOutcome> {
  const response = await api.room.$put({ json: { ...room, ...(moveBookings ? { moveBookings: true } : {}) } });
  const body = (await response.json().catch(() => ({}))) as Answer;
  if (response.ok) return { kind: 'saved', moved: body.moved ?? [], unseated: body.unseated ?? [] };
  if (response.status === 400 && body.error) return { kind: 'invalid', error: body.error, fields: body.fields ?? {} };
  if (response.status === 409 && body.error)
    return { kind: 'conflict', error: body.error, bookings: body.bookings ?? [] };
  throw new ApiFailure(response.status, body.error);
}
