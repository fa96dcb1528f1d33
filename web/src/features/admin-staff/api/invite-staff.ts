import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { StaffInviteInput } from '../../../../../shared/rules/staff';

/** Creates the account without a password and emails the person a link to set one. */
export async function inviteStaff(invite: StaffInviteInput) {
  return okJson(await api.staff.invite.$post({ json: invite }));
}
