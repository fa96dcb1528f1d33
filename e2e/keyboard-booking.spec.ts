import { expect, test, type Page } from '@playwright/test';
import { BOOKING_MESSAGES } from '../shared/messages';
import { farDate } from './support/admin-api';
import { openDayWithDefaults, runId } from './support/admin-fixtures';

/**
 * A date field takes typed digits in the order of the browser's own UI language, which the
 * page cannot set. Probe that order once on a scratch field, then type as a guest would.
 */
async function dateDigits(page: Page, isoDate: string) {
  await page.evaluate(() => {
    const probe = Object.assign(document.createElement('input'), { type: 'date', id: 'order-probe' });
    document.body.appendChild(probe);
    probe.focus();
  });
  await page.keyboard.type('01022030');
  const monthFirst = (await page.locator('#order-probe').inputValue()) === '2030-01-02';
  await page.evaluate(() => document.getElementById('order-probe')?.remove());
  const [y, m, d] = isoDate.split('-');
  return monthFirst ? `${m}${d}${y}` : `${d}${m}${y}`;
}

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, matches: (el: Element) => boolean, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (
      await page.evaluate(
        (src) => new Function('el', `return (${src})(el)`)(document.activeElement),
        matches.toString(),
      )
    )
      return;
  }
  throw new Error('never reached the element by keyboard');
}

test('a keyboard-only guest books a table from the home page', async ({ page, request }) => {
  const date = farDate(60);
  await openDayWithDefaults(request, date);
  const name = `Keyboard Guest ${runId()}`.slice(0, 50);

  await page.goto('/');
  const typedDate = await dateDigits(page, date);
  await page.locator('body').focus();
  await tabTo(page, (el) => el.tagName === 'A' && el.getAttribute('href') === '/reserve');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reserve$/);

  // Issue 28's order: the date (the party stays at 2), that date's times, then the guest's details.
  const field = (label: string) => page.getByLabel(label, { exact: false }).first();
  await tabTo(page, (el) => el.getAttribute('name') === 'date');
  await page.keyboard.type(typedDate);
  // The times are a radio group: Tab enters it, the arrows move the choice, as in any radio group.
  await expect(page.getByRole('radio', { name: '19:00' })).toBeEnabled();
  await tabTo(page, (el) => el.getAttribute('name') === 'time');
  for (let i = 0; i < 30 && !(await page.getByRole('radio', { name: '19:00' }).isChecked()); i++) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(page.getByRole('radio', { name: '19:00' })).toBeFocused();
  await tabTo(page, (el) => el.getAttribute('name') === 'name');
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(field('Email')).toBeFocused();
  await page.keyboard.type('keyboard.guest@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+49 30 7654321');
  await tabTo(page, (el) => el.tagName === 'BUTTON' && (el as HTMLButtonElement).type === 'submit');
  await page.keyboard.press('Enter');

  await expect(page.getByText(BOOKING_MESSAGES.success)).toBeVisible();
});
