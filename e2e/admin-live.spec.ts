import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { farDate } from './support/admin-api';
import { book, openDayWithDefaults, runId, signInPage } from './support/admin-fixtures';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Offline: reconnecting' });

/** Opens the Service view of `date` signed in, as a tablet at the host stand would be. */
async function hostStand(page: Page, date: string) {
  await signInPage(page);
  await page.goto(`/admin/service?date=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Service' })).toBeVisible();
}

test('two screens stay in step: a guest’s booking and a colleague’s status change appear without reloads', async ({
  browser,
  page: bar,
  request,
  baseURL,
}) => {
  const date = farDate(9);
  await openDayWithDefaults(request, date);
  const tabletContext = await browser.newContext({ baseURL });
  const tablet = await tabletContext.newPage();
  await hostStand(bar, date);
  await hostStand(tablet, date);
  // Both screens have their line open before the guest books (the notice is absent, the socket up).
  await bar.waitForTimeout(800);

  const guest = `Meera Pillai ${runId()}`;
  await book(request, { name: guest, date, time: '19:00', guests: 4 });
  await expect(card(bar, guest)).toBeVisible({ timeout: 2000 });
  await expect(card(tablet, guest)).toBeVisible({ timeout: 2000 });

  await bar.waitForTimeout(300);
  await card(bar, guest).getByRole('button', { name: 'Confirm' }).click();
  await expect(card(bar, guest).getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(card(tablet, guest).getByText('Confirmed', { exact: true })).toBeVisible({ timeout: 2000 });
  await tabletContext.close();
});

test('a dropped line says "Offline: reconnecting", keeps the day on screen, and catches up on return', async ({
  page,
  context,
  request,
}) => {
  const date = farDate(2);
  await openDayWithDefaults(request, date);
  // Chromium's offline emulation leaves open WebSockets alone, so the journey drops the line itself
  // through Playwright's WebSocket routing: while "offline", every new attempt is closed at once.
  let offline = false;
  const lines: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/api\/live$/, (line) => {
    if (offline) return line.close({ code: 4000, reason: 'offline' });
    line.connectToServer();
    lines.push(line);
  });
  const first = `Arjun Nair ${runId()}`;
  await book(request, { name: first, date, time: '19:00' });
  await hostStand(page, date);
  await expect(card(page, first)).toBeVisible();
  await expect(offlineNotice(page)).toHaveCount(0);

  offline = true;
  await context.setOffline(true);
  for (const line of lines.splice(0)) await line.close({ code: 4000, reason: 'offline' });
  await expect(offlineNotice(page)).toBeVisible();
  // What the screen had stays readable while the line is down.
  await expect(card(page, first)).toBeVisible();

  // Meanwhile a guest books: no announcement can reach the screen now.
  const meanwhile = `Lakshmi Iyer ${runId()}`;
  await book(request, { name: meanwhile, date, time: '19:30' });
  await page.waitForTimeout(500);
  await expect(card(page, meanwhile)).toHaveCount(0);

  offline = false;
  await context.setOffline(false);
  // The next attempt (1–2 s of backoff by now) connects, the notice goes, and the day is fetched again.
  await expect(offlineNotice(page)).toHaveCount(0, { timeout: 10_000 });
  await expect(card(page, meanwhile)).toBeVisible({ timeout: 5000 });
  await expect(card(page, first)).toBeVisible();
});
