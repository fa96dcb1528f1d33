import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { BannerInput } from '../../../../../shared/rules/banner';

export async function createBanner(banner: BannerInput) {
  return okJson(await api.banners.$post({ json: banner }));
}
