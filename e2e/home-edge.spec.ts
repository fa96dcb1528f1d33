import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders } from './support/admin-api';

// docs/decisions/009: the Worker serves `/` with this week's first banner already drawn in.

type Banner = { _id: string; title: string; description: string; image: string };

async function activeBanners(request: APIRequestContext): Promise<Banner[]> {
  return (await request.get('/api/banners/active')).json();
}

function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page arrives with the first active banner drawn and the restaurant JSON-LD', async ({
    page,
    request,
  }) => {
    const [first] = await activeBanners(request);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: first.title })).toBeVisible();
    await expect(page.getByText(first.description)).toBeVisible();
    // Its picture arrives inside the page (worker/pages/inline-images.ts): no round trip before it shows.
    const svg = await (await request.get(first.image)).text();
    await expect(page.getByRole('img', { name: first.title })).toHaveAttribute(
      'src',
      `data:image/svg+xml,${encodeURIComponent(svg)}`,
    );
    await expect(page.getByRole('link', { name: 'Reserve a Table' }).first()).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Restaurant', url: `${new URL(page.url()).origin}/` });
  });
});

test('the served first slide stays as drawn, then the slideshow takes over', async ({ page, request }) => {
  const banners = await activeBanners(request);
  const problems = watch(page);
  const apiCalls: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname === '/api/banners/active' && apiCalls.push(r.url()));
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 2, name: banners[0].title })).toBeVisible();
  // Once live: every banner has its slide and dot, and the page never asked for them again.
  await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(banners.length);
  await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  expect(apiCalls).toEqual([]);
  expect(problems).toEqual([]);
});

test('a banner that says <img onerror> or </script> is shown as plain text, before and after the page is live', async ({
  page,
  request,
}) => {
  const auth = await adminHeaders(request);
  const hostile = {
    image: '/images/banners/dosa-sundays.svg?"><script>alert(3)</script>',
    title: '<img src=x onerror=alert(1)>',
    description: '</script><script>alert(2)</script> & "quotes"',
    active: true,
  };
  const created = await request.post('/api/banners', { headers: auth, data: hostile });
  expect(created.status()).toBe(201);
  const { banner } = await created.json();
  try {
    const problems = watch(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 2, name: hostile.title })).toBeVisible();
    await expect(page.getByText(hostile.description)).toBeVisible();
    await expect(page.locator('[aria-roledescription="slide"]').first()).toBeAttached();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  } finally {
    await request.delete(`/api/banners/${banner._id}`, { headers: auth });
  }
});

test('with no active banner the home page arrives with the welcome block', async ({ page, request }) => {
  const auth = await adminHeaders(request);
  const banners = await activeBanners(request);
  for (const b of banners) await request.patch(`/api/banners/toggle/${b._id}`, { headers: auth });
  try {
    const problems = watch(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Welcome to Kovalam' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Menu' })).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    for (const b of banners) await request.patch(`/api/banners/toggle/${b._id}`, { headers: auth });
  }
  expect(await activeBanners(request)).toHaveLength(banners.length);
});

test('the templates the Worker fills are not pages of their own', async ({ request }) => {
  for (const path of ['/_home/banners', '/_home/welcome', '/_home/banners.html']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text()).not.toContain('__BANNER_TITLE__');
  }
});

test('the home page is revalidated, never stored stale: no-cache with an ETag, 304 when unchanged', async ({
  request,
}) => {
  const first = await request.get('/');
  expect(first.headers()['cache-control']).toBe('no-cache');
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  expect(first.headers()['content-security-policy']).toContain("script-src 'self'");
  const again = await request.get('/', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
});
