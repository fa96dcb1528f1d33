import type { BannerJson } from '../../../../../worker/contract/serialize';
import { api } from '../../../lib/api-client';

export async function getActiveBanners(): Promise<Banner[]> {
  const res = await api.banners.active.$get();
  if (!res.ok) throw new Error(`GET /api/banners/active answered ${res.status}`);
  return res.json();
}
/** The API's own type (worker/contract), not one inferred here: the Worker draws the page with it too. */
export type Banner = BannerJson;
