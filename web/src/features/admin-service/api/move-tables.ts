import { api } from '../../../lib/api-client';
import { ApiFailure } from '../../../lib/api-failure';

/** The server's 409 for a move: a table taken then, or too few seats. Staff may then move over capacity. */
export type TableClash = { clash: true; error: string };

export const isTableClash = (answer: unknown): answer is TableClash =>
  typeof answer === 'object' && answer !== null && (answer as { clash?: unknown }).clash === true;

/** Puts a booking on these tables; a clash comes back as a value, anything else not ok as an ApiFailure. */
export async function moveToTables(
  id: string,
  tableIds: string[],
  overCapacity = false,
): Promise<{ message: string } | TableClash> {
  const response = await api.reservations[':id'].tables.$post({ param: { id }, json: { tableIds, overCapacity } });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const error = typeof body.error === 'string' ? body.error : undefined;
  if (response.ok) return { message: typeof body.message === 'string' ? body.message : 'Moved' };
  if (response.status === 409 && error) return { clash: true, error };
  throw new ApiFailure(response.status, error);
}
