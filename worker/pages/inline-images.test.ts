import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, clearTables, login } from '../test/helpers';

// The home template and the SVG come from worker/test/assets (stand-ins for the build's).
const SVG = '/images/banners/inline-test.svg';

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);

async function showBanner(image: string) {
  const body = { image, title: 'Dosa Sundays', description: 'Every Sunday', active: true };
  expect((await api('POST', '/api/banners', { token, body })).status).toBe(201);
  return (await api('GET', '/')).json as string;
}

describe("a drawn page's eager images", () => {
  it('arrive inside the HTML: the first banner is its own SVG, with no preload left to fetch it', async () => {
    const assets = (env as unknown as { ASSETS: Fetcher }).ASSETS; // bound by vitest.config.ts
    const svg = await (await assets.fetch(`https://kovalam.test${SVG}`)).text();
    expect(svg).toContain('<svg');
    const html = await showBanner(SVG);
    expect(html).toContain(`<img alt="Dosa Sundays" src="data:image/svg+xml,${encodeURIComponent(svg)}"`);
    expect(html).not.toContain(`href="${SVG}"`);
    expect(html).not.toContain(`src="${SVG}"`);
  });

  it('keep their address when the site has no such SVG, or it lives elsewhere', async () => {
    expect(await showBanner('/images/banners/gone.svg')).toContain('src="/images/banners/gone.svg"');
    await clearTables();
    const elsewhere = 'https://images.example/onam.svg';
    const html = await showBanner(elsewhere);
    expect(html).toContain(`src="${elsewhere}"`);
    expect(html).toContain(`<link rel="preload" as="image" href="${elsewhere}"`);
  });
});
