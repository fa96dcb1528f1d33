import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInPage } from './support/admin-fixtures';
import { asNewClient } from './support/client-ip';
import { createStaffAccount, emailedSetPasswordLink, newStaffMember, signInAsStaff } from './support/staff-accounts';

const OWNERS_ONLY = 'Only an owner can open this page.';

async function setPasswordOnPage(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set. You can now sign in.')).toBeVisible();
}

async function signInOnPage(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\//);
}

async function audit(page: Page, label: string) {
  await page.waitForTimeout(250); // let dialog transitions finish
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe violations on ${label}`,
  ).toEqual([]);
}

test('an owner invites a member of staff, who sets a password from the email, signs in, and cannot manage staff', async ({
  page,
  browser,
}) => {
  const member = newStaffMember('Priya');
  await signInPage(page);
  await page.goto('/admin/staff');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByLabel('Email', { exact: true }).fill(member.email);
  await dialog.getByLabel('Name').fill(member.name);
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invite sent to ${member.email}` })).toBeVisible();
  const card = page.getByRole('listitem', { name: member.name });
  await expect(card.getByText('Invited')).toBeVisible();
  await expect(card.getByText('Staff', { exact: true })).toBeVisible();

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await setPasswordOnPage(staffPage, emailedSetPasswordLink(member.email, 'staff-invite'), member.password);
  await staffPage.getByRole('link', { name: 'Sign in' }).click();
  await signInOnPage(staffPage, member.email, member.password);
  const adminNav = staffPage.getByRole('navigation', { name: 'Admin' });
  await expect(adminNav.getByRole('link', { name: 'Emails' })).toBeVisible();
  for (const ownerLink of ['Staff', 'Audit log', 'Admin Menu', 'Banners'])
    await expect(adminNav.getByRole('link', { name: ownerLink, exact: true })).toHaveCount(0);
  await staffPage.goto('/admin/staff');
  await expect(staffPage.getByText(OWNERS_ONLY)).toBeVisible();
  await expect(staffPage.getByRole('button', { name: 'Invite staff' })).toHaveCount(0);
  // The dashboard works for them, without the owner's maintenance tools.
  await staffPage.goto('/admin/dashboard');
  await expect(staffPage.getByRole('heading', { name: 'Reservations' })).toBeVisible();
  await expect(staffPage.getByRole('heading', { name: 'Database Maintenance' })).toHaveCount(0);

  await page.reload();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await staff.close();
});

test('deactivating a member of staff signs them out: their next navigation lands on /login', async ({
  page,
  browser,
  request,
}) => {
  const member = newStaffMember('Ravi');
  await createStaffAccount(request, member);
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signInAsStaff(staffPage, member);
  await staffPage.goto('/admin/emails');
  await expect(staffPage.getByRole('heading', { name: 'Emails', level: 1 })).toBeVisible();

  await signInPage(page);
  await page.goto('/admin/staff');
  await page.getByRole('listitem', { name: member.name }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await audit(page, 'the deactivate question');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${member.name} is deactivated and signed out.`)).toBeVisible();
  await expect(page.getByRole('listitem', { name: member.name }).getByText('Deactivated')).toBeVisible();

  await staffPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(staffPage).toHaveURL(/\/login$/);
  const refused = await staffPage.request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
    headers: asNewClient(),
  });
  expect(refused.status()).toBe(401);
  await staff.close();
});

test('forgot password: the emailed link sets a new password; the new one signs in and the old one does not', async ({
  page,
  request,
}) => {
  const member = newStaffMember('Meena');
  await createStaffAccount(request, member);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Deutsch/ })).toHaveCount(0);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText('If an account exists for this address, we have emailed a link.')).toBeVisible();

  const newPassword = `${member.password}-new`;
  await setPasswordOnPage(page, emailedSetPasswordLink(member.email, 'password-reset'), newPassword);
  const old = await request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
    headers: asNewClient(),
  });
  expect(old.status()).toBe(401);
  await signInOnPage(page, member.email, newPassword);
});

test('no axe violations: the Staff page and its invite dialog, the audit log, set-password and forgot-password', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newContext();
  const guestPage = await visitor.newPage();
  await guestPage.goto('/forgot-password');
  await expect(guestPage.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await audit(guestPage, '/forgot-password');
  await guestPage.getByRole('button', { name: 'Email me a link' }).click();
  await expect(guestPage.getByText('Email is required')).toBeVisible();
  await audit(guestPage, '/forgot-password with an error');
  await guestPage.goto('/staff/set-password?token=not-a-real-token');
  await guestPage.getByLabel('New password').fill('short');
  await guestPage.getByRole('button', { name: 'Set password' }).click();
  await expect(guestPage.getByText('Password must be at least 10 characters')).toBeVisible();
  await audit(guestPage, '/staff/set-password with errors');
  await visitor.close();

  await signInPage(page);
  await page.goto('/admin/staff');
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await audit(page, '/admin/staff');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  await page.getByRole('dialog', { name: 'Invite staff' }).getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await audit(page, 'invite dialog with errors');
  await page.keyboard.press('Escape');
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await audit(page, '/admin/audit');
});
