import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, farDate } from './support/admin-api';
import { book, openDayWithDefaults, runId, signInPage } from './support/admin-fixtures';
import { measureWholePage } from './support/layout';

// This journey's own days: no other journey books them.
const VISIT_DAY = farDate(15);
const MISSED_DAY = farDate(16);
const ALLERGY = 'Severe peanut allergy: no peanuts or groundnut oil. Prefers a quiet table.';

/** Moves a booking through the evening's states as staff would, one step at a time. */
async function moveThrough(request: APIRequestContext, reservationId: string, statuses: string[]) {
  const headers = await adminHeaders(request);
  for (const status of statuses) {
    const res = await request.post('/api/reservations/update-status', { headers, data: { reservationId, status } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

test("a guest's history: found by name, with their visit, their no-show, both bookings and a note that stays", async ({
  page,
  request,
}) => {
  const run = runId();
  const name = `Devika Raman ${run}`;
  const email = `devika.${run}@example.com`;
  await openDayWithDefaults(request, VISIT_DAY);
  await openDayWithDefaults(request, MISSED_DAY);
  const visit = await book(request, {
    name,
    email,
    date: VISIT_DAY,
    time: '21:00',
    guests: 3,
    specialRequests: 'High chair for our toddler, please.\nWe may be 10 minutes late.',
  });
  const missed = await book(request, { name, email, date: MISSED_DAY, time: '21:30', guests: 2 });
  await moveThrough(request, visit._id, ['confirmed', 'seated', 'completed']);
  await moveThrough(request, missed._id, ['confirmed', 'no-show']);

  await signInPage(page);
  await page.goto('/admin/guests');
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  await page.getByLabel('Name, email or phone').fill(`raman ${run}`);
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('1 visit · 1 no-show');
  await expect(card).toContainText(email);
  await expect(card).not.toContainText('Notes');
  await expectNoAxeViolations(page, 'guest search');

  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(page.getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute('href', 'tel:+49301234567');
  const figures = page.getByRole('list', { name: 'Bookings so far' });
  await expect(figures).toContainText('1 visit');
  await expect(figures).toContainText('1 no-show');
  await expect(figures).toContainText('0 cancellations');

  // Both bookings, the later date first, with the visit's requests in full.
  const bookings = page.getByRole('region', { name: 'Bookings (2)' }).getByRole('listitem');
  await expect(bookings).toHaveCount(2);
  await expect(bookings.nth(0)).toContainText('21:30');
  await expect(bookings.nth(0)).toContainText('No-show');
  await expect(bookings.nth(1)).toContainText('21:00 · 3 people');
  await expect(bookings.nth(1)).toContainText('Completed');
  await expect(bookings.nth(1)).toContainText('High chair for our toddler, please. We may be 10 minutes late.');
  await expect(bookings.nth(1)).toContainText('Online');

  // The shared rule's message before anything is sent, then the note saved.
  const notes = page.getByLabel('Notes (allergies, preferences)');
  await notes.fill('x'.repeat(1001));
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Notes cannot exceed 1000 characters')).toBeVisible();
  await notes.fill(ALLERGY);
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Notes saved.' })).toBeVisible();
  await expectNoAxeViolations(page, 'guest page');

  // Reloaded, the page is served the back office's shell, never the home page's drawing first.
  const served = await page.request.get(page.url());
  expect(await served.text()).not.toContain('data-prerendered="/"');
  await page.reload();
  await expect(page.getByLabel('Notes (allergies, preferences)')).toHaveValue(ALLERGY);
  await expect(page.getByText(/Last saved/)).toBeVisible();

  // The search now marks the guest as having notes.
  await page.goto(`/admin/guests?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('link', { name: new RegExp(name) })).toContainText('Notes');

  // And the dashboard's row of either booking leads to the same page.
  await page.goto('/admin/dashboard');
  await page.getByLabel('Status').selectOption('no-show');
  await page.getByLabel('Date').selectOption(MISSED_DAY);
  await page.getByRole('link', { name: `Guest history of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByLabel('Notes (allergies, preferences)')).toHaveValue(ALLERGY);
});

test('the guest pages fit a phone, a tablet and a laptop with every action visible', async ({ page, request }) => {
  const run = runId();
  const name = `Lakshmi Venkataraman ${run}`;
  const email = `lakshmi.venkataraman.${run}@example.com`;
  await book(request, {
    name,
    email,
    date: VISIT_DAY,
    time: '21:00',
    specialRequests:
      'A long request that must wrap on a phone: no onion, no garlic, and a birthday candle for the dessert.',
  });
  await signInPage(page);
  for (const width of [390, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/admin/guests?q=${encodeURIComponent(run)}`);
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    expect((await measureWholePage(page)).offenders, `search at ${width}px`).toEqual([]);
    await page.getByRole('link', { name: new RegExp(name) }).click();
    await page.getByRole('button', { name: 'Save notes' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Save notes' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('link', { name: 'All guests' })).toBeVisible();
    expect((await measureWholePage(page)).offenders, `guest page at ${width}px`).toEqual([]);
  }
});
