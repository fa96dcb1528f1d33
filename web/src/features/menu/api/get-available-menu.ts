import { api } from '../../../lib/api-client';

export async function getAvailableMenu() {
  const res = await api.menu.available.$get();
  if (!res.ok) throw new Error(`GET /api/menu/available answered ${res.status}`);
  return res.json();
}
export type MenuItem = Awaited<ReturnType<typeof getAvailableMenu>>[number];
