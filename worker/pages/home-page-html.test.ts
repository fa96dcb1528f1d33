import { describe, expect, it } from 'vitest';
import { BANNER_PLACEHOLDER, HOME_BANNERS_ELEMENT_ID, SITE_ORIGIN_PLACEHOLDER } from '../../shared/home-page';
import { fillHomePage } from './home-page-html';

const template = [
  '<html><head><script type="application/ld+json">{"url":"__SITE_ORIGIN__/"}</script></head><body><div id="root">',
  `<img alt="${BANNER_PLACEHOLDER.title}" src="${BANNER_PLACEHOLDER.image}"><h2>${BANNER_PLACEHOLDER.title}</h2><p>${BANNER_PLACEHOLDER.description}</p>`,
  '</div></body></html>',
].join('');

const banner = (over: Partial<{ title: string; description: string; image: string }> = {}) => ({
  _id: 'b1',
  image: '/images/b.svg',
  title: 'Onam Sadya',
  description: 'On a banana leaf',
  active: true,
  ...over,
});

const dataOf = (html: string) =>
  JSON.parse(
    html.match(new RegExp(`<script type="application/json" id="${HOME_BANNERS_ELEMENT_ID}">(.*?)</script>`))![1],
  );

describe('the home page the Worker serves', () => {
  it('writes the first banner where the build drew the placeholder, and the origin into the JSON-LD', () => {
    const html = fillHomePage(template, [banner(), banner({ title: 'Second' })], 'https://kovalam.example');
    expect(html).toContain('<img alt="Onam Sadya" src="/images/b.svg"><h2>Onam Sadya</h2><p>On a banana leaf</p>');
    expect(html).toContain('{"url":"https://kovalam.example/"}');
    expect(html).not.toMatch(/__BANNER_|__SITE_ORIGIN__/);
    expect(dataOf(html).map((b: { title: string }) => b.title)).toEqual(['Onam Sadya', 'Second']);
  });

  it('shows markup typed by staff as text, and JSON that cannot close its script element', () => {
    const hostile = banner({
      title: '<img src=x onerror=alert(1)>',
      description: '</script><script>alert(2)</script>',
      image: '/x.svg?"><b>',
    });
    const html = fillHomePage(template, [hostile], 'https://kovalam.example');
    expect(html).toContain('<h2>&lt;img src=x onerror=alert(1)&gt;</h2>');
    expect(html).toContain('<p>&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;</p>');
    expect(html).toContain('src="/x.svg?&quot;&gt;&lt;b&gt;"');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the JSON-LD's and the data block's own
    expect(dataOf(html)[0]).toEqual(hostile);
  });

  it('reads nothing a banner says as a placeholder, and keeps $ patterns literally', () => {
    const html = fillHomePage(
      template,
      [banner({ title: `${BANNER_PLACEHOLDER.description} $& $'`, description: SITE_ORIGIN_PLACEHOLDER })],
      'https://o.example',
    );
    expect(html).toContain(`<h2>${BANNER_PLACEHOLDER.description} $&amp; $&#39;</h2>`);
    expect(html).toContain(`<p>${SITE_ORIGIN_PLACEHOLDER}</p>`);
  });

  it('with no banners, hands the page an empty list', () => {
    const html = fillHomePage('<html><body><h2>Welcome to Kovalam</h2></body></html>', [], 'https://o.example');
    expect(dataOf(html)).toEqual([]);
  });
});
