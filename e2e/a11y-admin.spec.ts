import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { farDate } from './support/admin-api';
import { book, openDayWithDefaults, runId, setReservationStatus, signInPage } from './support/admin-fixtures';

// Each journey runs axe over five or six states of a back-office page: 20-28.5 s on a 2-core CI
// machine (2026-11-27), too close to the default 30 s.
test.describe.configure({ timeout: 60_000 });

const VIEWPORTS = [
  { name: 'desktop 1280×800', width: 1280, height: 800 },
  { name: 'phone 390×844', width: 390, height: 844 },
];

/** Zero axe violations on the page as it is now (an open dialog included). */
/** The schedule page's 14-day grid: a button per day. */
const days = (page: Page) => page.getByRole('list', { name: 'The next 14 days' }).getByRole('button');

async function audit(page: Page, label: string) {
  await page.waitForTimeout(250); // let dialog open transitions finish
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(found, `axe violations on ${label}`).toEqual([]);
}

const date = farDate(45);

/** A pending and a confirmed reservation of its own for each run, since the audit cancels one. */
async function bookPair(request: APIRequestContext) {
  const guest = `Lakshmi Pillai ${runId()}`;
  await book(request, { name: guest, date, time: '19:00', specialRequests: 'Quiet corner, please.' });
  const confirmed = await book(request, { name: `${guest} (party)`, date, time: '20:00' });
  await setReservationStatus(request, confirmed._id, 'confirmed');
  return guest;
}

for (const vp of VIEWPORTS) {
  test.describe(vp.name, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('login page, with errors showing', async ({ page }) => {
      await page.goto('/login');
      // The sign-in page is drawn by the app once it has started: audit it, not the empty shell.
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await audit(page, 'login');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByLabel('Email').fill('admin@example.com');
      await page.getByLabel('Password').fill('wrong-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await audit(page, 'login with error banner');
    });

    test('dashboard and its dialogs', async ({ page, request }) => {
      const guest = await bookPair(request);
      await signInPage(page);
      await page.goto('/admin/dashboard');
      await page.getByLabel('Date').selectOption(date);
      await expect(page.getByRole('row', { name: new RegExp(guest) })).toBeVisible();
      await audit(page, 'dashboard');

      await page
        .getByRole('row', { name: new RegExp(`${guest}\\s`) })
        .getByRole('button', { name: 'Cancel' })
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await audit(page, 'cancel confirmation');
      await page.getByRole('button', { name: 'Cancel reservation' }).click();
      await expect(page.getByRole('dialog', { name: 'Let the guest know' })).toBeVisible();
      await audit(page, 'cancellation email dialog');
      await page.getByRole('button', { name: 'Done' }).click();

      await page.getByLabel('Status').selectOption('confirmed');
      await page.getByLabel('Date').selectOption(date);
      await page.getByRole('button', { name: 'Place Order' }).first().click();
      const order = page.getByRole('dialog', { name: 'New order' });
      await order.getByRole('checkbox').first().check();
      await order.getByRole('button', { name: 'Place order' }).click();
      await expect(order).toBeHidden();

      await page.getByRole('button', { name: 'Place Order' }).first().click();
      await order.getByRole('button', { name: 'Place order' }).click();
      await expect(order.getByRole('alert')).toBeVisible();
      await order.getByRole('checkbox').nth(1).check();
      await audit(page, 'new order dialog');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'View' }).first().click();
      await expect(page.getByRole('dialog', { name: /^Order #/ })).toBeVisible();
      await audit(page, 'order details dialog');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Delete old reservations' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await audit(page, 'maintenance confirmation');
    });

    test('menu management and its dialogs', async ({ page }) => {
      await signInPage(page);
      await page.goto('/admin/menu');
      await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
      await audit(page, 'menu management');

      await page.getByRole('button', { name: 'Add menu item' }).click();
      const form = page.getByRole('dialog', { name: 'Add menu item' });
      await form.getByRole('button', { name: 'Add item' }).click();
      await form.getByLabel('Image URL').fill('/images/dishes/missing.svg');
      await expect(form.getByRole('status')).toBeVisible();
      await audit(page, 'add menu item with errors');
      await page.keyboard.press('Escape');

      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Edit menu item' })).toBeVisible();
      await audit(page, 'edit menu item');
      await page.keyboard.press('Escape');

      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await audit(page, 'delete menu item confirmation');
    });

    test('banner management and its dialog', async ({ page }) => {
      await signInPage(page);
      await page.goto('/admin/banners');
      await page.getByRole('button', { name: 'Create banner' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await audit(page, 'banner management with form errors');
      // The demo data has banners: the confirmation is always audited, never skipped for want of one.
      await page.getByRole('button', { name: 'Delete' }).first().click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await audit(page, 'delete banner confirmation');
    });

    test('schedule management and its dialogs', async ({ page, request }) => {
      // The last day of the third fortnight, open and with a booking: closing it asks first, with the count.
      const lastDay = farDate(41);
      await openDayWithDefaults(request, lastDay);
      await book(request, { name: `Closing Check ${runId()}`, date: lastDay, time: '21:30' });
      await signInPage(page);
      await page.goto('/admin/schedule');
      await expect(days(page)).toHaveCount(14);
      await audit(page, 'schedule management');

      await page.getByRole('button', { name: 'Next 2 Weeks' }).click();
      await page.getByRole('button', { name: 'Next 2 Weeks' }).click();
      await days(page).last().click();
      const editor = page.getByRole('dialog');
      await expect(editor.getByLabel('Slot 1 time')).toBeVisible();
      await audit(page, 'day editor');
      await editor.getByText('Closed', { exact: true }).click();
      await editor.getByRole('button', { name: 'Close this day' }).click();
      await expect(page.getByRole('alertdialog')).toContainText(/will cancel \d+ bookings?\./);
      await audit(page, 'close day warning');
      await page.getByRole('button', { name: 'Keep the day open' }).click();
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Clean up old schedule data' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await audit(page, 'cleanup confirmation');
    });
  });
}
