import { HOME_BANNERS_ELEMENT_ID } from '../../../../shared/home-page';
import { arrivedData } from '../../ui/islands/arrived-data';
import type { Banner } from './api/get-active-banners';

/**
 * The banners `/` arrived with: the Worker writes them into the page (docs/decisions/009), so the
 * first render matches the first slide it drew. The build draws the home page's templates with
 * `GivenBanners` (web/src/entry-prerender.tsx, for scripts/prerender.mjs).
 */
const banners = arrivedData<Banner[]>(HOME_BANNERS_ELEMENT_ID);
export const { Given: GivenBanners, useData: useBanners } = banners;
