import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_SLOT_TIMES } from '../shared/constants';
import { BOOKING_MESSAGES, DATA_REQUEST_MESSAGES, RESERVATION_MESSAGES } from '../shared/messages';
import { adminHeaders, farDate } from './support/admin-api';
import { runId } from './support/admin-fixtures';
import { asNewClient } from './support/client-ip';
import { emailedDataLink } from './support/data-request';
import { waitUntilLive } from './support/live';

// Decision 033: the booking and data-request forms arrive without React, take a guest's input from
// the first paint, and hydrate on the guest's first touch, keeping everything typed until then.
test.use({ viewport: { width: 390, height: 844 } });

/** Errors and warnings the page logs (a hydration mismatch is one). */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Counts the form's plain submissions from now on (none held by the page): one before React would leave the page. */
async function countSubmissions(page: Page) {
  await page
    .locator('form')
    .evaluate((form) =>
      form.addEventListener(
        'submit',
        (event) => !event.defaultPrevented && (form.dataset.sent = String(Number(form.dataset.sent ?? 0) + 1)),
      ),
    );
  return () => page.locator('form').evaluate((form) => Number(form.dataset.sent ?? 0));
}

/** The one script that is React DOM: nothing else the site serves holds React's fiber key. */
const isReactDom = (body: string) => body.includes('__reactFiber');

/** Every script the page fetches, and whether it is React DOM, in the order they arrive. */
function watchScripts(page: Page) {
  const scripts: Promise<{ path: string; reactDom: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.text().then((body) => ({ path: new URL(response.url()).pathname, reactDom: isReactDom(body) })),
    );
  });
  return { all: () => Promise.all(scripts) };
}

/**
 * Holds React DOM back (as a slow phone network would) until `release()`: the guest fills the form
 * while the page has no React. `asked` is whether the page has asked for it yet.
 */
async function holdBackReactDom(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (isReactDom(body)) {
      asked = true;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release, asked: () => asked };
}

test("the first load of /reserve downloads no React DOM; the guest's first tap brings it", async ({ page }) => {
  const problems = watchProblems(page);
  const scripts = watchScripts(page);
  await page.goto('/reserve', { waitUntil: 'networkidle' });
  const firstLoad = await scripts.all();
  expect(firstLoad.length, "the page's own scripts load").toBeGreaterThan(0);
  expect(
    firstLoad.filter((script) => script.reactDom),
    'React DOM on the first load',
  ).toEqual([]);
  // Its fields and its button take input already, drawn as the woken form shows them (issue 27).
  await expect(page.getByLabel('Full name')).toBeEditable();
  await expect(page.getByRole('button', { name: 'Request Reservation' })).toBeEnabled();

  // A tap anywhere is the guest's first intent: React DOM and the booking card's code arrive.
  await page.getByRole('heading', { level: 1, name: 'Reserve a Table' }).click();
  await page.locator('[data-island-awake] form').waitFor({ state: 'attached' });
  await expect(page.getByRole('button', { name: 'Request Reservation' })).toBeEnabled();
  const afterTap = (await scripts.all()).slice(firstLoad.length);
  expect(
    afterTap.filter((script) => script.reactDom),
    'React DOM after the tap',
  ).toHaveLength(1);
  // The card hydrated as drawn: no mismatch, nothing logged.
  expect(problems).toEqual([]);
});

test('a guest fills the booking form before React has come, and books exactly what they typed', async ({
  page,
  request,
}) => {
  await page.setExtraHTTPHeaders(asNewClient());
  // This journey's own day (11), at any of the default times: other journeys' random days (20-85)
  // may be given a schedule of their own while it runs.
  const date = farDate(11);
  const time = DEFAULT_SLOT_TIMES[Math.floor(Math.random() * DEFAULT_SLOT_TIMES.length)];
  const email = `early.${runId()}@example.org`;
  const reactDom = await holdBackReactDom(page);
  await page.goto('/reserve');
  await waitUntilLive(page);

  await page.getByLabel('Full name').pressSequentially('Kavya Menon');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+49 30 5551234');
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Number of guests').selectOption('3');
  await page.getByLabel('Special requests').fill('A table by the window');
  // React is asked for, but not here yet: Enter in a field sends nothing, the page holds it (issue 27).
  await expect.poll(reactDom.asked, { message: "the guest's first touch asked for React DOM" }).toBe(true);
  const submissions = await countSubmissions(page);
  await page.getByLabel('Phone').press('Enter');
  expect(await submissions()).toBe(0);
  await expect(page).toHaveURL(/\/reserve$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Kavya Menon');

  reactDom.release();
  // The form knows the date the guest chose: its times load, and nothing typed was lost. The held
  // Enter is made once React is there: the one field left empty says so.
  // Awake, the date's times are radios (issue 28).
  const chosen = page.getByRole('radio', { name: time });
  await expect(chosen).toBeEnabled();
  await expect(page.getByText(RESERVATION_MESSAGES.timeRequired)).toBeVisible();
  // The fields the guest left are checked with what they hold: no message under a filled field.
  for (const message of ['Name is required', 'Email is required', 'Phone number is required', 'Date is required']) {
    await expect(page.getByText(message)).toHaveCount(0);
  }
  await chosen.check();
  await expect(page.getByLabel('Full name')).toHaveValue('Kavya Menon');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Phone')).toHaveValue('+49 30 5551234');
  await expect(page.getByLabel('Date')).toHaveValue(date);
  await expect(page.getByLabel('Number of guests')).toHaveValue('3');
  await expect(page.getByLabel('Special requests')).toHaveValue('A table by the window');
  await page.getByRole('button', { name: 'Request Reservation' }).click();
  await expect(page.getByText(BOOKING_MESSAGES.success)).toBeVisible();

  const res = await request.get('/api/reservations/all?lastNumHours=1&status=pending', {
    headers: await adminHeaders(request),
  });
  const rows = (await res.json()) as { email: string }[];
  expect(rows.find((row) => row.email === email)).toMatchObject({
    name: 'Kavya Menon',
    phone: '+49 30 5551234',
    date,
    time,
    guests: 3,
    specialRequests: 'A table by the window',
  });
});

test('a guest types their address and picks deletion before React has come, and the request is sent as asked', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders(asNewClient());
  const problems = watchProblems(page);
  const email = `early.${runId()}@example.org`;
  const reactDom = await holdBackReactDom(page);
  await page.goto('/data-request');
  await waitUntilLive(page);

  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Delete my data').check();
  await expect.poll(reactDom.asked, { message: "the guest's first touch asked for React DOM" }).toBe(true);
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeDisabled();
  const submissions = await countSubmissions(page);
  await page.getByLabel('Email address').press('Enter');
  expect(await submissions()).toBe(0);
  await expect(page).toHaveURL(/\/data-request$/);

  reactDom.release();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByLabel('Delete my data')).toBeChecked();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toHaveText(
    DATA_REQUEST_MESSAGES.linkSent,
  );
  // The link emailed is the one the guest chose before React came: a deletion link.
  expect(emailedDataLink(email, 'deletion')).toMatch(/^\/data-request\/confirm\?token=/);
  expect(problems).toEqual([]);
});

test('a page whose React is gone (a deployment since it loaded) loads afresh once on the first touch, and not again', async ({
  page,
}) => {
  let reactDomAsked = 0;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!isReactDom(body)) return route.fulfill({ response, body });
    reactDomAsked += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/reserve');
  await waitUntilLive(page);
  await page.getByLabel('Full name').focus();
  await expect.poll(() => loads, { message: 'the page loaded afresh' }).toBe(2);
  await waitUntilLive(page);
  await page.getByLabel('Full name').focus();
  await expect.poll(() => reactDomAsked).toBe(2);
  // The second failure is only logged: no loop of reloads.
  await page.waitForTimeout(1500);
  expect(loads).toBe(2);
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve a Table' })).toBeVisible();
});
