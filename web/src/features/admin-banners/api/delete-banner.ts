import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

export async function deleteBanner(id: string) {
  return okJson(await api.banners[':id'].$delete({ param: { id } }));
}
