import { expect, test, type Page } from '@playwright/test';
import { ORDER_MESSAGES } from '../shared/messages';
import { adminHeaders, farDate } from './support/admin-api';
import {
  book,
  createMenuItem,
  failOnScriptDialogs,
  runId,
  setReservationStatus,
  signInPage,
} from './support/admin-fixtures';
import { executeSql, sqlText } from './support/direct-d1';
import { formatCents } from '../shared/money';
import { createStaffAccount, newStaffMember, signInAsStaff } from './support/staff-accounts';

/** Shows one day's reservations of one status on the dashboard. */
async function showReservations(page: Page, status: 'Pending' | 'Confirmed' | 'Cancelled', date: string) {
  await page.getByLabel('Status').selectOption({ label: status });
  await expect(page.getByLabel('Date').locator(`option[value="${date}"]`)).toHaveCount(1);
  await page.getByLabel('Date').selectOption(date);
}

test('a guest books, staff confirm it, place an order and mark it paid', async ({ page, request }) => {
  const id = runId();
  const date = farDate(40);
  const guest = `Meera Iyer ${id}`;
  const dish = `E2E Ghee Dosa ${id}`;
  await createMenuItem(request, dish, 750);
  const reservation = await book(request, { name: guest, date, time: '19:30', guests: 1 });

  await signInPage(page);
  await page.goto('/admin/dashboard');
  await showReservations(page, 'Pending', date);
  const row = page.getByRole('row', { name: new RegExp(guest) });
  await expect(row).toContainText('1 person');
  await expect(row.getByRole('button', { name: 'Not confirmed Reservation' })).toBeDisabled();
  await row.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Reservation for ${guest} confirmed.` })).toBeVisible();
  await expect(row).toHaveCount(0); // it left the Pending view

  await showReservations(page, 'Confirmed', date);
  await row.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New order' });
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(dialog.getByText(ORDER_MESSAGES.noItems)).toBeVisible();

  await dialog.getByLabel('Find a dish').fill(dish);
  await dialog.getByRole('checkbox', { name: new RegExp(dish) }).check();
  await expect(dialog.getByText(ORDER_MESSAGES.noItems)).toHaveCount(0);
  const quantity = dialog.getByLabel(`Quantity of ${dish}`);
  await quantity.fill('lots');
  await quantity.blur();
  await expect(quantity).toHaveValue('1'); // a non-numeric entry becomes 1
  await expect(dialog.getByText('€7.50')).toHaveCount(2); // the price and the live total
  await quantity.fill('3');
  await expect(dialog).toContainText('Total €22.50');
  await dialog.getByRole('radio', { name: 'Pending payment' }).check();
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(dialog).toBeHidden();

  const orders = page.getByRole('region', { name: 'Recent orders table' });
  const orderRow = orders.getByRole('row', { name: new RegExp(guest) });
  await expect(orderRow).toContainText('€22.50');
  await expect(orderRow).toContainText(/pending/i);
  await orderRow.getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: /^Order #[0-9a-z]{6}$/i });
  await expect(details).toContainText(dish);
  await expect(details.getByRole('button', { name: 'Mark as Pending' })).toBeDisabled();
  await details.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(details.getByRole('button', { name: 'Mark as Paid' })).toBeDisabled();
  await expect(details.getByRole('button', { name: 'Mark as Pending' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(orderRow).toContainText(/paid/i);

  const all = (await (await request.get('/api/orders', { headers: await adminHeaders(request) })).json()) as {
    reservationId: string;
    status: string;
    totalAmount: number;
  }[];
  expect(all.find((o) => o.reservationId === reservation._id)).toMatchObject({ status: 'paid', totalAmount: 2250 });
});

test('staff cannot set a paid order back to pending: the button is disabled and says why', async ({
  browser,
  request,
}) => {
  const id = runId();
  const guest = `Lakshmi Rao ${id}`;
  const item = await createMenuItem(request, `E2E Paid Appam ${id}`, 600);
  const reservation = await book(request, { name: guest, date: farDate(42), guests: 1 });
  await setReservationStatus(request, reservation._id, 'confirmed');
  const placed = await request.post('/api/orders/place', {
    headers: await adminHeaders(request),
    data: {
      customerName: guest,
      customerEmail: reservation.email,
      reservationId: reservation._id,
      status: 'paid',
      items: [{ menuItemId: item._id, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);

  const member = newStaffMember('Divya');
  await createStaffAccount(request, member);
  const staff = await (await browser.newContext()).newPage();
  await signInAsStaff(staff, member);
  await staff.goto('/admin/dashboard');
  const orderRow = staff
    .getByRole('region', { name: 'Recent orders table' })
    .getByRole('row', { name: new RegExp(guest) });
  await orderRow.getByRole('button', { name: 'View' }).click();
  const details = staff.getByRole('dialog', { name: /^Order #[0-9a-z]{6}$/i });
  await expect(details.getByRole('button', { name: 'Mark as Pending' })).toBeDisabled();
  await expect(details.getByRole('button', { name: 'Mark as Pending' })).toHaveAccessibleDescription(
    `${ORDER_MESSAGES.reopenOwnerOnly}.`,
  );
});

test('cancelling a pending request opens the prefilled email; guest text stays text', async ({
  page,
  request,
  context,
}) => {
  failOnScriptDialogs(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = runId();
  const date = farDate(41);
  const xss = '<img src=x onerror=alert(1)>';
  const name = `${xss} ${id}`.slice(0, 50);
  const guest = await book(request, {
    name,
    date,
    time: '20:00',
    guests: 4,
    email: `guest.${id}@example.com`,
    specialRequests: `${xss}<script>alert(2)</script>`,
  });

  await signInPage(page);
  await page.goto('/admin/dashboard');
  await showReservations(page, 'Pending', date);
  const row = page.getByRole('row', { name: new RegExp(id) });
  await expect(row).toContainText(name);
  await expect(row).toContainText('<script>alert(2)</script>');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);

  await row.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel reservation' });
  await expect(ask).toContainText('Are you sure you want to cancel this reservation?');
  await ask.getByRole('button', { name: 'Cancel reservation' }).click();

  const mail = page.getByRole('dialog', { name: 'Let the guest know' });
  await expect(mail.getByLabel('To')).toHaveValue(guest.email);
  await expect(mail.getByLabel('Subject')).toHaveValue(/has been cancelled$/);
  await expect(mail.getByLabel('Body')).toHaveValue(new RegExp(`^Dear ${name.replace(/[()[\]]/g, '\\$&')},`));
  await expect(mail.getByLabel('Body')).toHaveValue(/4 people .* at 20:00/);
  const href = await mail.getByRole('link', { name: 'Open in mail app' }).getAttribute('href');
  expect(href).toMatch(new RegExp(`^mailto:guest\\.${id}@example\\.com\\?subject=`));
  expect(decodeURIComponent(href!.split('body=')[1])).toContain(`Dear ${name},`);
  await mail.getByRole('button', { name: 'Copy' }).click();
  await expect(mail.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`Dear ${name},`);
  await mail.getByRole('button', { name: 'Done' }).click();
  await expect(mail).toBeHidden();

  await showReservations(page, 'Cancelled', date);
  await expect(page.getByRole('row', { name: new RegExp(id) })).toContainText('No actions');
});

test('cancelling a confirmed reservation passes no guest details, so no email dialog', async ({ page, request }) => {
  const id = runId();
  const date = farDate(42);
  const r = await book(request, { name: `Tobias Klein ${id}`, date, time: '18:30' });
  await setReservationStatus(request, r._id, 'confirmed');

  await signInPage(page);
  await page.goto('/admin/dashboard');
  await showReservations(page, 'Confirmed', date);
  await page
    .getByRole('row', { name: new RegExp(id) })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Reservation for Tobias Klein ${id} cancelled.` }),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Let the guest know' })).toHaveCount(0);
});

test('figures come from D1 and database maintenance asks first', async ({ page, request }) => {
  await signInPage(page);
  const stats = (await (await request.get('/api/stats', { headers: await adminHeaders(request) })).json()) as {
    menuItems: number;
  };
  await page.goto('/admin/dashboard');
  const figures = page.getByRole('region', { name: 'Today at a glance' });
  await expect(figures.getByRole('definition').nth(3)).toHaveText(String(stats.menuItems));

  const hours = page.getByLabel('Delete reservations older than (hours)');
  await expect(hours).toHaveValue('48');
  await hours.fill('0');
  await page.getByRole('button', { name: 'Delete old reservations' }).click();
  await expect(page.getByText('hours must be a whole number of at least 1')).toBeVisible();
  await hours.fill('87600');
  await page.getByRole('button', { name: 'Delete old reservations' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete old reservations?' });
  await expect(ask).toContainText('87600 hours');
  await ask.getByRole('button', { name: 'Delete reservations' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Deleted \d+ reservations? older than 87600 hours\.$/ }),
  ).toBeVisible();
});

test('long lists come 200 rows at a time with Load more, and the figures count every row', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const id = runId();
  const date = farDate(75);
  const headers = await adminHeaders(request);
  type Stats = { pendingRequests: number; monthRevenueCents: number };
  const before = (await (await request.get('/api/stats', { headers })).json()) as Stats;
  const ordersBefore = Number((await request.get('/api/orders?limit=1', { headers })).headers()['x-total-count']);
  // 450 bookings and 250 paid orders from the last hour: more than one client may send through the API.
  const at = Date.now() - 3_600_000;
  executeSql([
    ...Array.from(
      { length: 450 },
      (_, i) => `INSERT INTO reservations (id, name, email, phone, date, time, guests, status, created_at)
      VALUES (${sqlText(`paged-${id}-${i}`)}, ${sqlText(`Paged Guest ${id} ${i}`)}, 'paged@example.com', '+49 30 1234567', '${date}', '19:00', 2, 'pending', ${at + i});`,
    ),
    ...Array.from(
      { length: 250 },
      (
        _,
        i,
      ) => `INSERT INTO orders (id, customer_name, customer_email, reservation_id, total_cents, status, created_at, updated_at)
      VALUES (${sqlText(`paged-${id}-${i}`)}, ${sqlText(`Paged Diner ${id} ${i}`)}, 'paged@example.com', NULL, 100, 'paid', ${at + i}, ${at + i});`,
    ),
  ]);

  await signInPage(page);
  await page.goto('/admin/dashboard');
  const figures = page.getByRole('region', { name: 'Today at a glance' });
  await expect(figures.getByRole('definition').nth(2)).toHaveText(String(before.pendingRequests + 450));
  await expect(figures.getByRole('definition').nth(4)).toHaveText(formatCents(before.monthRevenueCents + 250 * 100));

  await showReservations(page, 'Pending', date);
  const bookings = page.getByRole('region', { name: 'Reservations', exact: true });
  const guests = bookings.getByRole('row', { name: new RegExp(`Paged Guest ${id}`) });
  await expect(guests).toHaveCount(200);
  await expect(bookings.getByText('Showing 200 of 450 reservations')).toBeVisible();
  await bookings.getByRole('button', { name: 'Load more' }).click();
  await expect(guests).toHaveCount(400);
  await expect(bookings.getByText('Showing 400 of 450 reservations')).toBeVisible();
  await bookings.getByRole('button', { name: 'Load more' }).click();
  await expect(guests).toHaveCount(450);
  await expect(bookings.getByText('Showing 450 of 450 reservations')).toBeVisible();
  await expect(bookings.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  // Each guest once: a page boundary neither repeats nor skips a row.
  const names = await guests.locator('td:first-child p:first-child').allTextContents();
  expect(new Set(names).size).toBe(450);

  const recent = page.getByRole('region', { name: 'Recent Orders', exact: true });
  const total = ordersBefore + 250;
  await expect(recent.getByText(`Showing 200 of ${total} orders`)).toBeVisible();
  for (let shown = 200; shown < total; shown += 200) {
    await recent.getByRole('button', { name: 'Load more' }).click();
    await expect(recent.getByText(`Showing ${Math.min(shown + 200, total)} of ${total} orders`)).toBeVisible();
  }
  await expect(recent.getByRole('row').filter({ hasText: `Paged Diner ${id}` })).toHaveCount(250);
  await expect(recent.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
