import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** A fresh invite link for an account that has not set its password yet. */
export async function resendInvite(id: string) {
  return okJson(await api.staff[':id'].invite.$post({ param: { id } }));
}
