import { api } from '../../../lib/api-client';
import type { ReservationInput } from '../../../../../shared/rules/reservation';

export type BookingResult = { ok: true } | { ok: false; error?: string };

/** One Idempotency-Key per submission: a retry or double click never books twice. */
export async function bookReservation(body: ReservationInput, idempotencyKey: string): Promise<BookingResult> {
  const res = await api.reservations.book.$post({ json: body }, { headers: { 'Idempotency-Key': idempotencyKey } });
  if (res.ok) return { ok: true };
  const answer = (await res.json().catch(() => ({}))) as { error?: unknown };
  return { ok: false, error: typeof answer.error === 'string' ? answer.error : undefined };
}
