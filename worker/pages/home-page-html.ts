import { BANNER_PLACEHOLDER, HOME_BANNERS_ELEMENT_ID, SITE_ORIGIN_PLACEHOLDER } from '../../shared/home-page';
import type { BannerJson } from '../contract/serialize';
import { escapeHtml, jsonForHtml } from '../infra/escape-html';

const PLACEHOLDERS = new RegExp(
  [BANNER_PLACEHOLDER.image, BANNER_PLACEHOLDER.title, BANNER_PLACEHOLDER.description, SITE_ORIGIN_PLACEHOLDER].join(
    '|',
  ),
  'g',
);

/**
 * The home page as guests get it: the prerendered template with the first banner written where
 * the build drew the placeholder, the site's origin in its JSON-LD (one pass, so nothing a banner
 * says is read as a placeholder), and every active banner as JSON for the page's first render.
 */
export function fillHomePage(template: string, banners: BannerJson[], origin: string): string {
  const first = banners[0];
  const values: Record<string, string> = {
    [BANNER_PLACEHOLDER.image]: first?.image ?? '',
    [BANNER_PLACEHOLDER.title]: first?.title ?? '',
    [BANNER_PLACEHOLDER.description]: first?.description ?? '',
    [SITE_ORIGIN_PLACEHOLDER]: origin,
  };
  const html = template.replace(PLACEHOLDERS, (found) => escapeHtml(values[found]));
  const data = `<script type="application/json" id="${HOME_BANNERS_ELEMENT_ID}">${jsonForHtml(banners)}</script>`;
  return html.replace('</body>', () => `${data}</body>`);
}
