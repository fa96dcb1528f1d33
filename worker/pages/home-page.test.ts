import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, clearTables, login } from '../test/helpers';

// The templates come from worker/test/assets (stand-ins for the build's, see vitest.config.ts).

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);

const page = (headers: Record<string, string> = {}) => api('GET', '/', { headers });
const bannersIn = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="home-banners">(.*?)<\/script>/)![1]);

async function addBanner(title: string, active = true) {
  const res = await api('POST', '/api/banners', {
    token,
    body: { image: `/images/${title.length}.svg`, title, description: `About ${title}`, active },
  });
  expect(res.status).toBe(201);
  return res.json.banner as { _id: string };
}

describe('GET / (the home page, drawn by the Worker)', () => {
  it('draws the newest active banner, hands the page every active one, and leaves inactive ones out', async () => {
    await addBanner('Onam Sadya');
    await addBanner('Hidden', false);
    await addBanner('Dosa Sundays');
    const res = await page();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.json).toContain('<h2>Dosa Sundays</h2><p>About Dosa Sundays</p>');
    expect(res.json).toContain('src="/images/12.svg"');
    expect(bannersIn(res.json).map((b: { title: string }) => b.title)).toEqual(['Dosa Sundays', 'Onam Sadya']);
    expect(res.json).toContain('{"url":"https://kovalam.test/"}');
  });

  it('with no active banner, serves the welcome drawing', async () => {
    await addBanner('Hidden', false);
    const res = await page();
    expect(res.json).toContain('<h2>Welcome to Kovalam</h2>');
    expect(bannersIn(res.json)).toEqual([]);
  });

  it('shows a staff change on the very next visit', async () => {
    const banner = await addBanner('Onam Sadya');
    expect((await page()).json).toContain('<h2>Onam Sadya</h2>');
    expect((await api('PATCH', `/api/banners/toggle/${banner._id}`, { token })).status).toBe(200);
    expect((await page()).json).toContain('<h2>Welcome to Kovalam</h2>');
  });

  it('escapes what staff typed, in the drawing and in the data', async () => {
    await addBanner('<img src=x onerror=alert(1)></script>');
    const res = await page();
    expect(res.json).toContain('<h2>&lt;img src=x onerror=alert(1)&gt;&lt;/script&gt;</h2>');
    expect(res.json).not.toContain('<img src=x');
    expect(bannersIn(res.json)[0].title).toBe('<img src=x onerror=alert(1)></script>');
  });

  it('carries the security headers, is revalidated every time and answers 304 when unchanged', async () => {
    await addBanner('Onam Sadya');
    const res = await page();
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{20}"$/);
    expect((await page({ 'If-None-Match': etag })).status).toBe(304);
    await addBanner('Dosa Sundays');
    const changed = await page({ 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('reads D1 once per copy of the banners: a repeat visit makes no query', async () => {
    await addBanner('Onam Sadya');
    // Its data, and the restaurant's details and opening hours in the footer (issue 29), each read once per copy.
    expect((await page()).headers.get('server-timing')).toContain('statements=3');
    expect((await page()).headers.get('server-timing')).toContain('statements=0');
  });

  it('never serves its templates as pages', async () => {
    for (const path of ['/_home/banners', '/_home/welcome']) {
      const res = await api('GET', path);
      expect(res.status).toBe(404);
      expect(res.json).not.toMatch(/__BANNER_|__SITE_ORIGIN__/);
    }
  });
});
