import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** Flips active/inactive on the server, so two staff toggling at once cannot both "win". */
export async function toggleBanner(id: string) {
  return okJson(await api.banners.toggle[':id'].$patch({ param: { id } }));
}
