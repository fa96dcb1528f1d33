import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { DataRequestType } from '../../../../../shared/rules/data-request';

/** Asks for the emailed confirmation link; the answer is the same whether or not we hold data. */
export async function requestDataLink(email: string, type: DataRequestType) {
  return okJson(await api['user-data'].request.$post({ json: { email, type } }));
}
