import { api } from '../../../lib/api-client';

export async function getComingSoon() {
  const res = await api.menu['coming-soon'].$get();
  const body = await res.json();
  if (!res.ok || !Array.isArray(body)) throw new Error(`GET /api/menu/coming-soon answered ${res.status}`);
  return body;
}
export type ComingSoonDish = Awaited<ReturnType<typeof getComingSoon>>[number];
