import { api } from '../../../lib/api-client';

export async function getFeaturedMenu() {
  const res = await api.menu.featured.$get();
  if (!res.ok) throw new Error(`GET /api/menu/featured answered ${res.status}`);
  return res.json();
}
