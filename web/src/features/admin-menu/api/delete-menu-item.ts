import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

export async function deleteMenuItem(id: string) {
  return okJson(await api.menu[':id'].$delete({ param: { id } }));
}
