import type { ComingSoonJson } from '../../../../../worker/contract/serialize';
import { api } from '../../../lib/api-client';

export async function getComingSoon(): Promise<ComingSoonDish[]> {
  const res = await api.menu['coming-soon'].$get();
  const body = await res.json();
  if (!res.ok || !Array.isArray(body)) throw new Error(`GET /api/menu/coming-soon answered ${res.status}`);
  return body;
}
/** The API's own type (worker/contract), not one inferred here: the Worker draws the page with it too. */
export type ComingSoonDish = ComingSoonJson;
