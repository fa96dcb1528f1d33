import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { StaffRole } from '../../../../../shared/constants';

/** A new role, or deactivation (the person is signed out at once) or reactivation. */
export async function updateStaff(id: string, change: { role?: StaffRole; active?: boolean }) {
  return okJson(await api.staff[':id'].$patch({ param: { id }, json: change }));
}
