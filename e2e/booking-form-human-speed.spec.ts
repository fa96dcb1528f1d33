import { expect, test, type Page } from '@playwright/test';
import { berlinTomorrow } from '../shared/berlin-time';
import { RESERVATION_MESSAGES } from '../shared/messages';
import { lastBookableDate } from '../shared/rules/reservation';
import { waitUntilLive } from './support/live';

// Issue 27: a person at human speed, a few hundred milliseconds between actions, on a phone whose
// React comes late. The booking form wakes only on the first touch (decision 033), and spec §5's
// rules must hold before it has: the date picker's bounds, a blank field's message on leaving it,
// and a press on the button. Nothing is booked here, so no day of the schedule is taken.
test.use({ viewport: { width: 390, height: 844 } });

/** A phone: 4× slower CPU, and every script a while on the way, so React arrives well after the first tap. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

/** Errors and warnings the page logs (a hydration mismatch is one). */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The person's pause before each action: they read, then move. Models the guest, waits on nothing of the page's. */
const pause = (page: Page) => page.waitForTimeout(300);

/** Whether the form's React has come (app/hydrate-island.tsx marks its part awake), read once: no waiting. */
const awakeNow = async (page: Page) => (await page.locator('[data-island-awake]').count()) > 0;

async function coldPage(page: Page, path: string) {
  await slowPhone(page);
  const problems = watchProblems(page);
  await page.goto(path);
  await waitUntilLive(page);
  return problems;
}

for (const path of ['/reserve', '/de/reserve']) {
  test(`${path}: the first tap on the date field finds the picker bounded to Berlin's tomorrow and 90 days on`, async ({
    page,
  }) => {
    const problems = await coldPage(page, path);
    const date = page.locator('#res-date');
    await pause(page);
    await date.click();
    // Read at once, as the picker opens: not after waiting for React.
    const bounds = { min: await date.getAttribute('min'), max: await date.getAttribute('max') };
    expect(await awakeNow(page), 'React came before the check: the journey proves nothing').toBe(false);
    expect(bounds).toEqual({ min: berlinTomorrow(), max: lastBookableDate() });
    // React, once there, draws the same bounds, and says nothing about them.
    await page.locator('[data-island-awake] form').waitFor({ state: 'attached' });
    await expect(date).toHaveAttribute('min', berlinTomorrow());
    await expect(date).toHaveAttribute('max', lastBookableDate());
    expect(problems).toEqual([]);
  });
}

test('a guest who tabs out of the blank name field before the form woke sees its message once it has', async ({
  page,
}) => {
  const problems = await coldPage(page, '/reserve');
  await pause(page);
  await page.getByLabel('Full name').click();
  await pause(page);
  await page.keyboard.press('Tab');
  expect(await awakeNow(page), 'React came before the guest left the field').toBe(false);
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByText(RESERVATION_MESSAGES.nameRequired)).toBeVisible();
  // The field the guest is in says nothing yet, nor do those never touched.
  for (const message of [
    RESERVATION_MESSAGES.emailRequired,
    RESERVATION_MESSAGES.phoneRequired,
    RESERVATION_MESSAGES.dateRequired,
  ]) {
    await expect(page.getByText(message)).toHaveCount(0);
  }
  expect(problems).toEqual([]);
});

test('a guest who presses the button before React came, with the fields empty, gets the messages and stays on the page', async ({
  page,
}) => {
  const problems = await coldPage(page, '/reserve');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  const button = page.getByRole('button', { name: 'Request Reservation' });
  // Drawn as the woken form shows it: a button that answers.
  await expect(button).toBeEnabled();
  await pause(page);
  await button.click();
  expect(await awakeNow(page), 'React came before the press').toBe(false);
  for (const message of [
    RESERVATION_MESSAGES.nameRequired,
    RESERVATION_MESSAGES.emailRequired,
    RESERVATION_MESSAGES.phoneRequired,
    RESERVATION_MESSAGES.dateRequired,
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  // Not sent as a plain GET with the fields in the address.
  expect(navigations).toEqual([]);
  await expect(page).toHaveURL(/\/reserve$/);
  expect(problems).toEqual([]);
});
