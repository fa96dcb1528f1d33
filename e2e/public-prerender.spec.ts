import { expect, test, type Page } from '@playwright/test';
import { signInPage } from './support/admin-fixtures';
import { germanPath, PUBLIC_GUEST_PATHS } from '../shared/pages/guest-pages';
import { EMAILED_LINK_ADDRESSES } from './support/guest-addresses';

// docs/decisions/006: guest pages arrive drawn, then hydrate without a mismatch. The home page
// arrives with its banners (decision 009) and the menu with its dishes (decision 028); the home page
// reads its featured dishes only once the guest heads for them (decision 030), the coming-soon
// page arrives with its dishes and needs no React (decision 031), and the menu needs React only
// once the guest heads for its tabs (decision 032).
// What a guest reads first on the pages whose words this journey pins; every other page the manifest
// declares (shared/pages/guest-pages.ts), in both languages, is held to a title and a heading.
const EXPECTED: Record<string, { title: string; heading: string }> = {
  '/': { title: 'Kovalam Berlin · South Indian Kitchen', heading: 'Kovalam, South Indian kitchen in Berlin' },
  '/menu': { title: 'Menu · Kovalam Berlin', heading: 'Our Menu' },
  '/reserve': { title: 'Reserve a Table · Kovalam Berlin', heading: 'Reserve a Table' },
  '/coming-soon': { title: 'Coming Soon · Kovalam Berlin', heading: 'Coming Soon' },
  '/data-request': { title: 'Data Privacy Request · Kovalam Berlin', heading: 'Data Privacy Request' },
  '/imprint': { title: 'Imprint · Kovalam Berlin', heading: 'Imprint' },
  '/privacy': { title: 'Privacy Policy · Kovalam Berlin', heading: 'Privacy Policy' },
  // The German pages (issue 13), prerendered the same way.
  '/de': { title: 'Kovalam Berlin · Südindische Küche', heading: 'Kovalam, südindische Küche in Berlin' },
  '/de/menu': { title: 'Speisekarte · Kovalam Berlin', heading: 'Unsere Speisekarte' },
  '/de/reserve': { title: 'Tisch reservieren · Kovalam Berlin', heading: 'Tisch reservieren' },
  '/de/privacy': { title: 'Datenschutzerklärung · Kovalam Berlin', heading: 'Datenschutzerklärung' },
};
const GUEST_PAGES = PUBLIC_GUEST_PATHS.flatMap((path) => [
  { path, title: EXPECTED[path]?.title ?? /· Kovalam Berlin$/, heading: EXPECTED[path]?.heading, data: [] },
  {
    path: germanPath(path),
    title: EXPECTED[germanPath(path)]?.title ?? /· Kovalam Berlin$/,
    heading: EXPECTED[germanPath(path)]?.heading,
    data: [],
    de: true,
  },
]);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, title, heading, de } of GUEST_PAGES) {
    test(`${path} arrives with its title, heading and navigation drawn`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
      // The page itself, not the 404 page its address would get without a route.
      await expect(page.getByRole('heading', { level: 1, name: /404/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: de ? 'Kovalam, Startseite' : 'Kovalam, home' })).toBeVisible();
    });
  }

  // An emailed link's page arrives as its shell, drawn loading: its own page, not the 404 page.
  for (const english of EMAILED_LINK_ADDRESSES) {
    for (const address of [english, germanPath(english)]) {
      test(`${address} arrives as its own page, loading`, async ({ page }) => {
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
        await expect(page.getByRole('heading', { level: 1, name: /404/ })).toHaveCount(0);
        await expect(page).not.toHaveTitle(/404|not found|nicht gefunden/i);
      });
    }
  }

  test('the back office is not prerendered: its URL gets the empty app shell', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

function watch(page: Page) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  return { problems, apiCalls };
}

for (const { path, heading, data, de } of GUEST_PAGES) {
  test(`${path} loads with no errors, and reads only the APIs it shows at once, each through its preload`, async ({
    page,
  }) => {
    const { problems, apiCalls } = watch(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
    // Interactive after hydration: the mobile menu or the nav links answer clicks.
    await page
      .getByRole('link', { name: de ? 'Speisekarte' : 'Menu', exact: true })
      .first()
      .waitFor({ state: 'attached' });
    expect(problems).toEqual([]);
    expect(apiCalls.sort()).toEqual([...data].sort());
  });
}

test('the home page runs its slideshow without React, and hydrates what lies below only as the guest scrolls to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { problems, apiCalls } = watch(page);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto('/', { waitUntil: 'networkidle' });
  // The slideshow is live: every banner has its slide, and the controls answer (decision 030) ...
  await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  await page.getByRole('button', { name: /^Show slide 2/ }).click();
  await expect(page.locator('[aria-roledescription="slide"]:not([inert])')).toHaveAttribute('aria-label', /^2 of/);
  // ... the featured section is drawn from the first paint, with its loading placeholders ...
  await expect(page.getByRole('heading', { name: 'Featured Menu Items' })).toBeAttached();
  const featured = page.locator('section[aria-labelledby="featured-title"]');
  await expect(featured.locator('article')).toHaveCount(0);
  // ... but React, the section's code and its list come only as the guest scrolls (React DOM staying
  // out of the first load is e2e/byte-budgets.spec.ts's to check).
  expect(apiCalls).toEqual([]);
  const scriptsBefore = scripts.length;

  await page.getByRole('heading', { name: 'Featured Menu Items' }).scrollIntoViewIfNeeded();
  await expect(featured.locator('article').first()).toBeVisible();
  expect(scripts.length, "the part's code arrives as the guest scrolls").toBeGreaterThan(scriptsBefore + 2);
  expect(apiCalls).toEqual(['/api/menu/featured']);
  // Hydrated without a mismatch, and the slideshow React never drew is still there.
  expect(problems).toEqual([]);
  await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(
    await page.getByRole('button', { name: /^Show slide/ }).count(),
  );
});

test('the menu shows every dish of its tab without React, and hydrates with them as the guest scrolls', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { problems, apiCalls } = watch(page);
  const reactDom: boolean[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      void response.text().then((body) => reactDom.push(body.includes('__reactFiber')));
  });
  const dishes: { name: string }[] = await (await request.get('/api/menu/available')).json();
  expect(dishes.length, 'the demo menu is longer than the drawn cards').toBeGreaterThan(9);

  await page.goto('/menu', { waitUntil: 'networkidle' });
  // Every dish is there, the first nine drawn by the Worker and the rest put after them (decision 032) ...
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards).toHaveCount(dishes.length);
  await expect(page.locator('#root[data-menu-complete]')).toBeAttached();
  // ... without React DOM or any API call.
  expect(apiCalls).toEqual([]);
  expect(reactDom.length).toBeGreaterThan(0);
  expect(reactDom).not.toContain(true);

  // Once the guest scrolls, React hydrates the dishes on screen, all of them, without a mismatch,
  // and reads them once ...
  await page.mouse.wheel(0, 400);
  await expect.poll(() => apiCalls).toEqual(['/api/menu/available']);
  await expect.poll(() => reactDom.includes(true), { message: 'React DOM arrives as the guest scrolls' }).toBe(true);
  // ... (React's fiber on the tab is the one sign of hydration a part gives) ...
  const starters = page.getByRole('tab', { name: 'Starters' });
  await expect
    .poll(() => starters.evaluate((tab) => Object.keys(tab).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  await expect(cards).toHaveCount(dishes.length);
  expect(problems).toEqual([]);
  // ... and a tab then switches in place, without loading a page.
  const loads: string[] = [];
  page.on('request', (request) => request.resourceType() === 'document' && loads.push(request.url()));
  await starters.click();
  await expect(page).toHaveURL(/\/menu\?category=starters$/);
  await expect(starters).toHaveAttribute('aria-selected', 'true');
  expect(loads).toEqual([]);
  expect(problems).toEqual([]);
});

test('when the menu changed between the page and the rest of its cards, the page shows no mix of two menus, and React draws the tab whole', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dishes: { name: string }[] = await (await request.get('/api/menu/available')).json();
  // A staff edit in between, as the Worker sees it: the page asks for the rest of another version.
  const answers: number[] = [];
  await page.route(/[?&]cards=rest/, async (route) => {
    const address = new URL(route.request().url());
    address.searchParams.set('v', '0'.repeat(20));
    const response = await route.fetch({ url: address.toString() });
    answers.push(response.status());
    await route.fulfill({ response });
  });
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/menu');
  // The page's scripts start once its first card has faded in, then ask for the rest.
  await expect.poll(() => answers).toEqual([409]);
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards).toHaveCount(9);
  await expect(page.locator('#root[data-menu-complete]')).not.toBeAttached();
  expect(warnings.some((text) => text.startsWith('More dishes unavailable'))).toBe(true);
  // The guest scrolls on: React reads the menu and draws every dish once.
  await page.mouse.wheel(0, 400);
  await expect(cards).toHaveCount(dishes.length);
  const names = await page.getByRole('tabpanel').getByRole('heading', { level: 3 }).allTextContents();
  // In course order, not the API's: compared as sets, and no dish twice.
  expect(new Set(names).size).toBe(names.length);
  expect(names.toSorted()).toEqual(dishes.map((dish) => dish.name).toSorted());
});

test('the menu fetches no script until its first card has faded in (spec §2), and with reduced motion it does not wait', async ({
  page,
}) => {
  await page.addInitScript(() => {
    addEventListener(
      'animationend',
      (event) => {
        const card = (event.target as Element).closest('li.rise-in');
        if (card && card === document.querySelector('li.rise-in'))
          (window as unknown as { firstCardShown: number }).firstCardShown ??= performance.now();
      },
      true,
    );
  });
  await page.goto('/menu');
  await expect(page.locator('#root[data-menu-complete]')).toBeAttached();
  const { shown, scripts } = await page.evaluate(() => ({
    shown: (window as unknown as { firstCardShown?: number }).firstCardShown,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(shown, 'the first card faded in').toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(Math.min(...scripts)).toBeGreaterThan(shown!);

  // With reduced motion there is no fade to wait for: the page goes live all the same.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/de/menu');
  await expect(page.locator('#root[data-menu-complete]')).toBeAttached();
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
});

test('on a wide screen, a menu tab with all its dishes in view does not download React until the guest moves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const reactDom: boolean[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      void response.text().then(
        (body) => reactDom.push(body.includes('__reactFiber')),
        () => 'the test ended first',
      );
  });
  for (const address of ['/menu?category=drinks', '/de/menu']) {
    await page.goto(address);
    await expect(page.locator('#main[data-live]')).toBeAttached();
    // Nothing more arrives while the guest only looks (a second for React to have started, had it been woken).
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    expect(reactDom, address).not.toContain(true);
  }
  await page.mouse.wheel(0, 200);
  await expect.poll(() => reactDom.includes(true), { message: 'React DOM arrives as the guest scrolls' }).toBe(true);
});

test('before React, a menu tab is a link in the Tab order to the tab the Worker draws', async ({ page, request }) => {
  const dishes: { name: string; category: string }[] = await (await request.get('/api/menu/available')).json();
  const starters = dishes.filter((dish) => dish.category === 'starters').map((dish) => dish.name);
  // No script at all: what a guest has before React, for as long as it takes.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/menu');
  await page.getByRole('tab', { name: 'All Items' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tab', { name: 'Starters' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/menu\?category=starters$/);
  await expect(page.getByRole('tab', { name: 'Starters' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(starters);
});

test('the coming-soon page arrives with its dishes, and its countdown ticks without React', async ({
  page,
  request,
}) => {
  const { problems, apiCalls } = watch(page);
  const dishes: { name: string }[] = await (await request.get('/api/menu/coming-soon')).json();
  expect(dishes.length).toBeGreaterThan(0);
  await page.goto('/coming-soon', { waitUntil: 'networkidle' });
  await expect(page.locator('main article h3')).toHaveText(dishes.map((dish) => dish.name));
  // The seed's date has passed: the countdown gives way to the end state, without React (issue 29).
  await expect(page.getByText('Now on the menu', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('timer')).toBeHidden();
  expect(apiCalls).toEqual([]);
  expect(problems).toEqual([]);
});

test('the footer shows the current Berlin year once the page is live', async ({ page }) => {
  await page.goto('/imprint');
  // The footer comes to life as the guest reaches it (decision 008).
  await page.locator('footer').scrollIntoViewIfNeeded();
  const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date());
  await expect(page.getByText(new RegExp(`© ${year} `))).toBeVisible();
});

test('an unknown address still ends on the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText("We couldn't find that page.", { exact: false })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
});

// The menu is drawn by the Worker (decision 028): staff hydrate the whole page with the app, guests
// only its content; both must meet the same markup, whichever tab the address asks for.
for (const path of ['/menu', '/menu?category=drinks', '/de/menu?category=starters']) {
  test(`signed-in staff open ${path} drawn by the Worker, and it hydrates with no errors`, async ({ page }) => {
    await signInPage(page);
    const { problems, apiCalls } = watch(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    // The staff's header: the whole app runs, not the guests' islands.
    await expect(page.getByRole('navigation', { name: 'Admin' }).first()).toBeAttached();
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    expect(problems).toEqual([]);
    // The dishes the page was drawn with, read once through the page's preload (decision 029).
    expect(apiCalls.filter((call) => call.startsWith('/api/menu'))).toEqual(['/api/menu/available']);
  });
}
