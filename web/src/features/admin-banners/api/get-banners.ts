import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** Every banner, active or not, newest first (admin only). */
export async function getBanners() {
  return okJson(await api.banners.$get());
}
export type AdminBanner = Awaited<ReturnType<typeof getBanners>>[number];
