import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminHeaders, farDate } from './support/admin-api';
import { openDayWithDefaults, runId, signInPage } from './support/admin-fixtures';

type Unit = { tableIds: string[]; name: string; maxCovers: number };

const pause = (page: Page) => page.waitForTimeout(300);
const plan = (page: Page) => page.getByRole('region', { name: 'Table plan' });
/** The row label a person reads at the plan's left: the table's name, exactly. */
const rowLabel = (page: Page, table: string) => plan(page).getByText(table, { exact: true });

/**
 * A bar sits in a table's row when its middle is level with that row's name. Both are measured in
 * one frame: two separate reads straddled a scroll still under way on a loaded CI machine (260 px apart).
 */
async function expectInRow(bar: Locator, label: Locator) {
  await expect(async () => {
    const offset = await bar.evaluate(
      (b, l) => {
        const [r, s] = [b.getBoundingClientRect(), (l as Element).getBoundingClientRect()];
        return Math.abs(r.top + r.height / 2 - (s.top + s.height / 2));
      },
      await label.elementHandle(),
    );
    expect(offset).toBeLessThan(16);
  }).toPass({ timeout: 5_000 });
}

test('the table plan: a phone booking lands in its table’s row, moves by keyboard and by drag, and stays moved', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const date = farDate(81);
  await openDayWithDefaults(request, date);
  const guest = `Ravi Kumar ${runId()}`;

  await signInPage(page);
  await page.goto(`/admin/service?date=${date}`);
  await page.getByRole('button', { name: 'New booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await dialog.getByRole('radio', { name: 'Phone call' }).check();
  await pause(page);
  await dialog.getByLabel('Name').click();
  await dialog.getByLabel('Name').fill(guest);
  await dialog.getByLabel('Phone', { exact: true }).click();
  await dialog.getByLabel('Phone', { exact: true }).fill('+49 30 5550199');
  await dialog.getByLabel('Party size').click();
  await dialog.getByLabel('Party size').fill('4');
  await dialog.getByLabel('Time').selectOption('19:00');
  // The free tables for four at 19:00, the best one chosen already.
  const table = dialog.getByLabel('Table');
  await expect(table.locator('option:checked')).toHaveText(/\(up to ([4-9]|\d\d)\)$/);
  const first = (await table.locator('option:checked').textContent())!.replace(/ \(up to \d+\)$/, '');
  await pause(page);
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const card = page.getByRole('article', { name: guest, exact: true });
  await expect(card).toContainText(first);

  await page.getByRole('button', { name: 'Plan' }).click();
  await expect(plan(page)).toBeVisible();
  const bar = plan(page).getByRole('button', { name: new RegExp(`^${guest}, 4 guests, 19:00–\\d\\d:\\d\\d, `) });
  await expect(bar).toHaveAccessibleName(new RegExp(`, ${first.replace(/\+/g, '\\+')}$`));
  await expectInRow(bar, rowLabel(page, first.split(' + ')[0]));
  await audit(page);

  // The keyboard: the bar opens "Move to…", whose first free table is one Tab away.
  await bar.focus();
  await page.keyboard.press('Enter');
  const move = page.getByRole('dialog', { name: 'Move to…' });
  await expect(move.getByRole('heading', { name: 'Free for 4 at 19:00' })).toBeVisible();
  await expect(move.getByRole('listitem').first()).toBeVisible();
  await pause(page);
  await page.keyboard.press('Tab');
  const focused = move.locator('button:focus');
  const second = (await focused.locator('span').first().textContent())!;
  expect(second).not.toBe(first);
  await page.keyboard.press('Enter');
  await expect(move).toHaveCount(0);
  await expect(bar).toHaveAccessibleName(new RegExp(`, ${second.replace(/\+/g, '\\+')}$`));
  await expectInRow(bar, rowLabel(page, second.split(' + ')[0]));

  // A pointer: drag the bar straight down or up onto a third table that is free for them.
  const id = await bookingId(page, date, guest);
  const free = await page.request.get(`/api/room/free-tables?date=${date}&time=19:00&guests=4&except=${id}`, {
    headers: await adminHeaders(request),
  });
  const units = ((await free.json()) as { units: Unit[] }).units;
  const third = units.find((u) => u.tableIds.length === 1 && u.name !== first && u.name !== second)!.name;
  // Both rows on screen: the plan is taller than the window.
  await rowLabel(page, third).scrollIntoViewIfNeeded();
  await bar.scrollIntoViewIfNeeded();
  const from = (await bar.boundingBox())!;
  const to = (await rowLabel(page, third).boundingBox())!;
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(x, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(bar).toHaveAccessibleName(new RegExp(`, ${third}$`));
  await expectInRow(bar, rowLabel(page, third));

  await page.reload();
  await expect(bar).toHaveAccessibleName(new RegExp(`, ${third}$`));
  await expectInRow(bar, rowLabel(page, third));
  await page.getByRole('button', { name: 'List' }).click();
  await expect(card).toContainText(third);
});

async function bookingId(page: Page, date: string, name: string) {
  const day = await page.request.get(`/api/reservations/day?date=${date}`);
  const { reservations } = (await day.json()) as { reservations: { _id: string; name: string }[] };
  return reservations.find((r) => r.name === name)!._id;
}

async function audit(page: Page) {
  await page.waitForTimeout(250);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    'axe on the table plan',
  ).toEqual([]);
}
