import { api } from '../../../lib/api-client';

export async function getActiveBanners() {
  const res = await api.banners.active.$get();
  if (!res.ok) throw new Error(`GET /api/banners/active answered ${res.status}`);
  return res.json();
}
export type Banner = Awaited<ReturnType<typeof getActiveBanners>>[number];
