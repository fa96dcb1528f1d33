import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** Every account, owners first (owners only). */
export async function getStaff() {
  return (await okJson(await api.staff.$get())).accounts;
}
export type StaffAccount = Awaited<ReturnType<typeof getStaff>>[number];
