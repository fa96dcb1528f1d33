import { ApiFailure } from '../../../lib/api-failure';

/** The server's "this slot is full" refusal (409 with `full: true`): staff may then book over capacity. */
export type SlotFull = { full: true; error: string; held: number; capacity: number };

/** The JSON of a 2xx answer, the full-slot refusal as a value, or an ApiFailure for anything else. */
export async function okOrFull<T>(response: {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}): Promise<T | SlotFull> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return body as T;
  if (response.status === 409 && body.full === true) return body as SlotFull;
  throw new ApiFailure(response.status, typeof body.error === 'string' ? body.error : undefined);
}

export const isSlotFull = (answer: unknown): answer is SlotFull =>
  typeof answer === 'object' && answer !== null && (answer as { full?: unknown }).full === true;
