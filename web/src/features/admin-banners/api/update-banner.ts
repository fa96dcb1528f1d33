import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { BannerInput } from '../../../../../shared/rules/banner';

export async function updateBanner(id: string, banner: BannerInput) {
  return okJson(await api.banners[':id'].$put({ param: { id }, json: banner }));
}
