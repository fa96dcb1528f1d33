import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** Every dish, available or not (admin only). */
export async function getMenuItems() {
  return okJson(await api.menu.$get());
}
export type AdminMenuItem = Awaited<ReturnType<typeof getMenuItems>>[number];
