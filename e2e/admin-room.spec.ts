import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ROOM_MESSAGES } from '../shared/messages';
import { adminHeaders, farDate } from './support/admin-api';
import { book, openDayWithDefaults, runId, signInPage } from './support/admin-fixtures';
import { createStaffAccount, newStaffMember, signInAsStaff } from './support/staff-accounts';

// The room editor (issue 28). The room is shared by every journey, so each test that saves one
// puts the room back as it found it (afterEach), moving any booking that sat at an added table.
test.describe.configure({ timeout: 60_000 });

let original: unknown;

async function readRoom(request: APIRequestContext) {
  const res = await request.get('/api/room', { headers: await adminHeaders(request) });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test.beforeEach(async ({ request }) => {
  original = await readRoom(request);
});

test.afterEach(async ({ request }) => {
  const res = await request.put('/api/room', {
    headers: await adminHeaders(request),
    data: { ...(original as object), moveBookings: true },
  });
  expect(res.status(), await res.text()).toBe(200);
});

/** A short table name of this run's own (names are unique in a room, case aside). */
const tableName = () => `Z-${runId().slice(-6)}`;

async function openRoom(page: Page) {
  await signInPage(page);
  await page.goto('/admin/room');
  await expect(page.getByRole('heading', { name: 'Room', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Terrace', exact: true })).toBeVisible();
}

/** Types into a field as a person does: a click first, then the keys. */
async function typeInto(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await field.click();
  await field.fill(text);
  await page.waitForTimeout(200);
}

async function audit(page: Page, label: string) {
  await page.waitForTimeout(250);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(found, `axe violations on ${label}`).toEqual([]);
}

/** Adds a table to the Terrace and fills it in; returns its row. */
async function addTerraceTable(page: Page, name: string, covers: { min: string; max: string }) {
  const terrace = page.getByRole('group', { name: 'Terrace', exact: true });
  await page.getByRole('button', { name: 'Add table to Terrace' }).click();
  await typeInto(page, terrace.getByRole('group', { name: 'New table' }).getByLabel('Name'), name);
  const row = terrace.getByRole('group', { name, exact: true });
  await typeInto(page, row.getByLabel('Min covers'), covers.min);
  await typeInto(page, row.getByLabel('Max covers'), covers.max);
  return row;
}

test('an owner adds a table to the Terrace, saves it, finds it after a reload, and is told of a mistake by its field', async ({
  page,
}) => {
  const name = tableName();
  await openRoom(page);
  await audit(page, 'the room editor');

  await addTerraceTable(page, name, { min: '2', max: '4' });
  await page.getByRole('button', { name: 'Save room' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The room is saved.' })).toBeVisible();

  await page.reload();
  const row = page.getByRole('group', { name: 'Terrace', exact: true }).getByRole('group', { name, exact: true });
  await expect(row.getByLabel('Area')).toHaveValue('Terrace');
  await expect(row.getByLabel('Min covers')).toHaveValue('2');
  await expect(row.getByLabel('Max covers')).toHaveValue('4');
  await expect(row.getByLabel('Online')).toBeChecked();

  // The minimum above the maximum: the shared rule names the table, next to its field, and nothing is sent.
  await typeInto(page, row.getByLabel('Min covers'), '5');
  await page.getByRole('button', { name: 'Save room' }).click();
  const message = ROOM_MESSAGES.minAboveMax(name);
  await expect(row.getByLabel('Max covers')).toHaveAccessibleDescription(message);
  await expect(row.getByLabel('Max covers')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await audit(page, 'the room editor with a mistake');

  await page.reload();
  await expect(row.getByLabel('Min covers')).toHaveValue('2');
});

test('removing a table that holds an upcoming booking lists the booking; moving it saves the room', async ({
  page,
  request,
}) => {
  const date = farDate(61);
  await openDayWithDefaults(request, date);
  const name = tableName();
  await openRoom(page);
  // A table for exactly 3 is the smallest that fits a party of 3, so the booking below sits at it.
  await addTerraceTable(page, name, { min: '3', max: '3' });
  await typeInto(page, page.getByRole('group', { name, exact: true }).getByLabel('Priority'), '0');
  await page.getByRole('button', { name: 'Save room' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The room is saved.' })).toBeVisible();
  const guest = `Anjali Menon ${runId()}`;
  await book(request, { name: guest, date, time: '19:00', guests: 3 });

  await page.reload();
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await page.getByRole('button', { name: 'Save room' }).click();
  const conflict = page.getByRole('status').filter({ hasText: ROOM_MESSAGES.bookingsWouldLoseTable(1) });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('listitem').filter({ hasText: guest })).toContainText(`now at ${name}`);
  await audit(page, 'the room editor asking to move a booking');

  await conflict.getByRole('button', { name: 'Move these bookings and save' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'The room is saved.' });
  await expect(saved.getByRole('listitem').filter({ hasText: guest })).toContainText('moved to');
  await page.reload();
  await expect(page.getByRole('group', { name, exact: true })).toHaveCount(0);
});

test('a member of staff who opens the room editor is told it is for owners', async ({ page, request }) => {
  const member = newStaffMember('Deepa');
  await createStaffAccount(request, member);
  await signInAsStaff(page, member);
  await page.goto('/admin/room');
  await expect(page.getByText('Only an owner can open this page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save room' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Room', exact: true }),
  ).toHaveCount(0);
});
