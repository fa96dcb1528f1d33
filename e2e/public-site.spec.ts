import { expect, test, type Page } from '@playwright/test';
import { MENU_MESSAGES } from '../shared/messages';
import { adminHeaders } from './support/admin-api';
import { waitUntilLive } from './support/live';

/** Whether a screen reader hears the named button as expanded: Chromium's own accessibility tree. */
async function expandedFor(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodes } = await cdp.send('Accessibility.queryAXTree', {
    nodeId: root.nodeId,
    accessibleName: name,
    role: 'button',
  });
  expect(nodes).toHaveLength(1);
  return nodes[0].properties?.find((p) => p.name === 'expanded')?.value.value ?? false;
}

test('the menu browses by category', async ({ page, request }) => {
  const auth = await adminHeaders(request);
  const name = `Test Kulfi ${Date.now()}`;
  const created = await request.post('/api/menu', {
    headers: auth,
    data: {
      name,
      description: 'Pistachio kulfi for the journey',
      price: 650,
      image: '/images/fallback-dish.svg',
      category: 'desserts',
      featured: false,
      available: true,
      dietary: ['vegetarian', 'gluten-free'],
      allergens: ['milk', 'nuts:pistachio'],
    },
  });
  expect(created.status()).toBe(201);
  const { item } = (await created.json()) as { item: { _id: string } };

  try {
    await page.goto('/menu');
    await waitUntilLive(page);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['All Items', 'Starters', 'Main Course', 'Desserts', 'Drinks']);
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('€6.50');
    // Abbreviation for the eye, full name for screen readers (unknown tags: dietary-badges.test.tsx).
    await expect(card.getByRole('listitem').filter({ hasText: 'Vegetarian' })).toContainText('Veg');
    await expect(card.getByRole('listitem').filter({ hasText: 'Gluten-free' })).toContainText('GF');
    await expect(card.getByRole('button', { name: 'Click to view - N/A' })).toBeDisabled();

    await page.getByRole('tab', { name: 'Drinks' }).click();
    await expect(page).toHaveURL(/category=drinks/);
    await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0);
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Desserts' }).click();
    await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
    await expect(page.getByText('A 5% service charge is added for parties of 6 or more.')).toBeVisible();
  } finally {
    await request.delete(`/api/menu/${item._id}`, { headers: auth });
  }
});

test('the home page shows banners, featured dishes and the restaurant JSON-LD', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Reserve a Table' }).first()).toBeVisible();
  // The featured dishes load as the guest scrolls to them (decision 030).
  await page.getByRole('heading', { name: 'Featured Menu Items' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Featured Menu Items' })).toBeVisible();
  await expect(
    page.locator('#featured-title ~ div article, section[aria-labelledby="featured-title"] article').first(),
  ).toBeVisible();
  await expect(page.getByText(MENU_MESSAGES.featuredEmpty)).toBeHidden();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'Restaurant', acceptsReservations: expect.stringContaining('/reserve') });
  expect(ld.openingHoursSpecification).toHaveLength(2);
  expect(problems).toEqual([]);
});

test('the carousel pause button stops the rotation', async ({ page }) => {
  await page.goto('/');
  const pause = page.getByRole('button', { name: 'Pause slideshow' });
  await expect(pause).toBeVisible();
  // Hidden slides are inert; exactly one is live.
  const slides = page.locator('[aria-roledescription="slide"]');
  await expect(slides.and(page.locator(':not([inert])'))).toHaveCount(1);
  await pause.click();
  await page.mouse.move(0, 0); // leave the carousel so hover does not hold it instead
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  const current = await page.locator('[aria-roledescription="slide"]:not([inert])').getAttribute('aria-label');
  await page.waitForTimeout(6500);
  await expect(page.locator('[aria-roledescription="slide"]:not([inert])')).toHaveAttribute('aria-label', current!);

  await page.getByRole('button', { name: /Show slide 2/ }).click();
  await expect(page.locator('[aria-roledescription="slide"]:not([inert])')).toHaveAttribute('aria-label', /^2 of/);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/this/does/not-exist');
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  await expect(page).toHaveURL(/\/this\/does\/not-exist$/);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu collapses behind a toggle', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await expandedFor(page, 'Open menu')).toBe(false);
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeVisible();
    expect(await expandedFor(page, 'Close menu')).toBe(true);
    await expect(main.getByRole('link')).toHaveText(['Home', 'Menu', 'Reservations', 'Coming Soon']);
    await expect(page.getByRole('link', { name: 'Admin Login' })).toBeVisible();
    // Escape closes it, as a tap outside would (a native popover: no script needed).
    await page.keyboard.press('Escape');
    await expect(main).toBeHidden();
    await expect(toggle).toBeVisible();
    await toggle.click();
    await main.getByRole('link', { name: 'Reservations' }).click();
    await expect(page).toHaveURL(/\/reserve$/);
    await expect(page.getByRole('heading', { name: 'Reserve a Table', level: 1 })).toBeVisible();
    await expect(main).toBeHidden();
  });
});
