import { expect, test, type Locator, type Page } from '@playwright/test';
import { farDate } from './support/admin-api';
import { book, runId, signInPage } from './support/admin-fixtures';

// This journey's own day; no other journey books it.
const date = farDate(17);
const NUT_NOTE =
  'Our daughter has a severe peanut and tree nut allergy, so please keep cashews and groundnut oil away from her dishes. ' +
  'We would also love a quiet table by the window, away from the kitchen door, as it is her tenth birthday and we are bringing a small cake.';
const GERMAN_NOTE = 'Laktoseintoleranz: bitte keine Sahne und kein Ghee in den Currys.';
const PLAIN_NOTE = 'Fensterplatz, bitte. Wir feiern unseren Hochzeitstag.';

/** The whole note is drawn: not cut by a line clamp or an ellipsis, and not left to a tooltip. */
async function expectWholeNote(row: Locator, note: string) {
  const text = row.getByText(note);
  await expect(text).toBeVisible();
  await expect(text).not.toHaveAttribute('title');
  expect(
    await text.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1),
  ).toBe(true);
}

async function showDay(page: Page) {
  await signInPage(page);
  await page.goto('/admin/dashboard');
  await page.getByLabel('Date').selectOption(date);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`special requests are shown whole and allergy notes are marked, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const id = runId();
    await book(request, { name: `Nut Allergy ${id}`, date, time: '19:00', specialRequests: NUT_NOTE });
    await book(request, { name: `Laktose ${id}`, date, time: '19:30', specialRequests: GERMAN_NOTE });
    await book(request, { name: `Plain Note ${id}`, date, time: '20:00', specialRequests: PLAIN_NOTE });
    await showDay(page);

    const reservations = page.getByRole('region', { name: 'Reservations table' });
    const row = (name: string) => reservations.getByRole('row', { name: new RegExp(`${name} ${id}`) });
    for (const [name, note] of [
      ['Nut Allergy', NUT_NOTE],
      ['Laktose', GERMAN_NOTE],
      ['Plain Note', PLAIN_NOTE],
    ]) {
      await expectWholeNote(row(name), note);
    }
    // A word and an icon, not only a colour.
    for (const name of ['Nut Allergy', 'Laktose']) {
      const badge = row(name).getByText('Allergy', { exact: true });
      await expect(badge).toBeVisible();
      await expect(badge.locator('svg')).toHaveCount(1);
    }
    await expect(row('Plain Note').getByText('Allergy', { exact: true })).toHaveCount(0);
  });
}

test("the Service page and a guest's history mark the same allergy notes, in full", async ({ page, request }) => {
  const id = runId();
  await book(request, {
    name: `Sesame ${id}`,
    email: `sesame.${id}@example.com`,
    date,
    time: '21:00',
    specialRequests: 'Sesame allergy, please no tahini.',
  });
  await book(request, {
    name: `Window ${id}`,
    email: `window.${id}@example.com`,
    date,
    time: '21:00',
    specialRequests: 'A window table, please.',
  });
  await signInPage(page);
  await page.goto(`/admin/service?date=${date}`);
  const card = (name: string) => page.getByRole('article', { name: new RegExp(`${name} ${id}`) });
  await expect(card('Sesame').getByText('Sesame allergy, please no tahini.')).toBeVisible();
  await expect(card('Sesame').getByText('Allergy', { exact: true })).toBeVisible();
  await expect(card('Window').getByText('A window table, please.')).toBeVisible();
  await expect(card('Window').getByText('Allergy', { exact: true })).toHaveCount(0);

  await page.goto(`/admin/guests?q=${encodeURIComponent(`Sesame ${id}`)}`);
  await page.getByRole('link', { name: new RegExp(`Sesame ${id}`) }).click();
  // The booking's badge, not the guest's "Allergy" tag button above it (issue 31).
  const bookings = page.getByRole('region', { name: /^Bookings/ });
  await expect(bookings.getByText('Sesame allergy, please no tahini.')).toBeVisible();
  await expect(bookings.getByText('Allergy', { exact: true })).toBeVisible();
});
