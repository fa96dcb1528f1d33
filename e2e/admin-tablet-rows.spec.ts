import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { farDate } from './support/admin-api';
import { book, runId, setReservationStatus, signInPage } from './support/admin-fixtures';
import { createStaffAccount, newStaffMember } from './support/staff-accounts';
import { ADMIN_PAGE_PATHS } from '../shared/pages/back-office-pages';

// Staff run the floor from a tablet: at 768 px a table's Cancel and Place Order sat off-screen.
const TABLETS = [
  { name: 'tablet portrait 768×1024', width: 768, height: 1024 },
  { name: 'tablet landscape 1024×768', width: 1024, height: 768 },
];
// Every back-office page the manifest declares (shared/pages/back-office-pages.ts); the guests' list
// searched for this journey's own guest, so it has rows.
const PAGES = ADMIN_PAGE_PATHS.map((path) => (path === '/admin/guests' ? '/admin/guests?q=Tablet' : path));
/** Buttons and links each page has at least (the audit log may have no "Load more"). */
// The Restaurant page is one form: its only action is its Save button.
const AT_LEAST: Record<string, number> = { '/admin/audit': 0, '/admin/guests?q=Tablet': 2, '/admin/restaurant': 1 };
const date = farDate(18); // this journey's own day: its bookings give the dashboard every kind of row

type Offender = { name: string; left: number; right: number; top: number; bottom: number };

/**
 * Runs in the page: every visible button and link in the page's main part, scrolled to vertically
 * (never sideways), must lie wholly inside the viewport and inside every box that clips it (a
 * table scrolling inside its frame hides what sticks out as surely as the screen's edge does).
 */
async function actionsOffScreen(
  page: Page,
): Promise<{ checked: number; offenders: Offender[]; scrollWidth: number; width: number }> {
  return page.evaluate(() => {
    const offenders: Offender[] = [];
    const controls = [...document.querySelectorAll('main button, main a[href]')].filter((el) =>
      el.checkVisibility({ visibilityProperty: true }),
    );
    for (const el of controls) {
      const before = el.getBoundingClientRect();
      window.scrollTo({
        top: window.scrollY + before.top - window.innerHeight / 2 + before.height / 2,
        behavior: 'instant',
      });
      const box = el.getBoundingClientRect();
      let [left, right, top, bottom] = [0, window.innerWidth, 0, window.innerHeight];
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = a.getBoundingClientRect();
        [left, right, top, bottom] = [
          Math.max(left, clip.left),
          Math.min(right, clip.right),
          Math.max(top, clip.top),
          Math.min(bottom, clip.bottom),
        ];
      }
      if (box.left < left - 0.5 || box.right > right + 0.5 || box.top < top - 0.5 || box.bottom > bottom + 0.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        offenders.push({
          name,
          left: Math.round(box.left),
          right: Math.round(box.right),
          top: Math.round(box.top),
          bottom: Math.round(box.bottom),
        });
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return {
      checked: controls.length,
      offenders,
      scrollWidth: document.scrollingElement!.scrollWidth,
      width: window.innerWidth,
    };
  });
}

async function expectActionsOnScreen(page: Page, label: string, atLeast: number) {
  const { checked, offenders, scrollWidth, width } = await actionsOffScreen(page);
  expect(checked, `${label}: buttons and links measured`).toBeGreaterThanOrEqual(atLeast);
  expect(offenders, `${label}: buttons or links not wholly on screen`).toEqual([]);
  expect(scrollWidth, `${label}: the page scrolls sideways`).toBe(width);
}

async function audit(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(found, `axe violations on ${label}`).toEqual([]);
}

/** Waits for the page's rows (or cards) to arrive, so their buttons are there to measure. */
async function waitForRows(page: Page, path: string) {
  const main = page.getByRole('main');
  if (path === '/admin/menu') await expect(main.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  if (path === '/admin/banners') await expect(main.getByRole('button', { name: 'Delete' }).first()).toBeVisible();
  if (path === '/admin/schedule')
    await expect(main.getByRole('list', { name: 'The next 14 days' }).getByRole('button')).toHaveCount(14);
  if (path === '/admin/emails') await expect(main.getByRole('button', { name: /^Open/ }).first()).toBeVisible();
  if (path === '/admin/dashboard') await expect(main.getByRole('button', { name: 'View' }).first()).toBeVisible();
  // Tonight's demo service (the seed books today in every state).
  if (path === '/admin/service') await expect(main.getByRole('button', { name: /^Edit/ }).first()).toBeVisible();
  if (path.startsWith('/admin/guests')) await expect(main.getByRole('link', { name: /Tablet/ }).first()).toBeVisible();
  if (path === '/admin/staff') await expect(main.getByRole('button', { name: 'Invite staff' })).toBeVisible();
  if (path === '/admin/audit') await expect(main.getByRole('heading', { name: 'Entries' })).toBeVisible();
  if (path === '/admin/room') await expect(main.getByRole('button', { name: 'Save room' })).toBeVisible();
  if (path === '/admin/restaurant') await expect(main.getByRole('button', { name: 'Save settings' })).toBeVisible();
}

const id = runId();
test.beforeAll(async ({ request }) => {
  // Their own address, so the guest search finds them as one guest of their own.
  const email = `tablet.${id}@example.com`;
  await book(request, {
    name: `Tablet Pending ${id}`,
    email,
    date,
    time: '19:00',
    specialRequests: 'A high chair, please.',
  });
  const confirmed = await book(request, { name: `Tablet Confirmed ${id}`, email, date, time: '19:30', guests: 6 });
  await setReservationStatus(request, confirmed._id, 'confirmed');
  // A member of staff, so the Staff page has a row with its actions.
  await createStaffAccount(request, newStaffMember('Tablet'));
});

for (const size of TABLETS) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('every row action of every back-office page is on screen, with no sideways scroll', async ({ page }) => {
      test.setTimeout(120_000);
      await signInPage(page);
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await waitForRows(page, path);
        await expectActionsOnScreen(page, path, AT_LEAST[path] ?? 3);
      }
    });

    test("the dashboard's reservation rows: Confirm, Cancel and Place Order on screen", async ({ page }) => {
      await signInPage(page);
      await page.goto('/admin/dashboard');
      const reservations = page.getByRole('region', { name: 'Reservations table' });
      for (const [status, buttons] of [
        ['Pending', ['Confirm', 'Cancel', 'Not confirmed Reservation']],
        ['Confirmed', ['Cancel', 'Place Order']],
      ] as const) {
        await page.getByLabel('Status').selectOption({ label: status });
        await page.getByLabel('Date').selectOption(date);
        const row = reservations.getByRole('row', { name: new RegExp(`Tablet ${status} ${id}`) });
        // Down to the row, never sideways: a table scrolled inside its frame would hide the problem.
        await row.evaluate((el) =>
          window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - 120, behavior: 'instant' }),
        );
        for (const name of buttons)
          await expect(row.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
        await expectActionsOnScreen(page, `dashboard, ${status}`, 5);
      }
    });

    test('no axe violations on any back-office page', async ({ page }) => {
      test.setTimeout(300_000); // axe takes about ten seconds on the longer pages
      await signInPage(page);
      for (const path of PAGES) {
        await page.goto(path);
        await waitForRows(page, path);
        await audit(page, `${path} at ${size.width}×${size.height}`);
      }
    });
  });
}
