import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LOGIN_MESSAGES } from '../shared/messages';
import { ADMIN, sessionToken } from './support/admin-api';
import { signInPage } from './support/admin-fixtures';
import { ADMIN_PAGE_PATHS } from '../shared/pages/back-office-pages';

test.describe('sign-in', () => {
  test('a wrong then a right sign-in, with on-blur validation', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');

    await email.focus();
    await email.blur();
    await expect(page.getByText(LOGIN_MESSAGES.emailRequired)).toBeVisible();
    await email.fill('admin@');
    await expect(page.getByText(LOGIN_MESSAGES.emailRequired)).toHaveCount(0); // editing clears it
    await email.blur();
    await expect(page.getByText(LOGIN_MESSAGES.emailInvalid)).toBeVisible();
    await password.fill('abc');
    await password.blur();
    await expect(page.getByText(LOGIN_MESSAGES.passwordMin)).toBeVisible();

    await email.fill(ADMIN.email);
    await password.fill('definitely-wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText(`Error! ${LOGIN_MESSAGES.failed}`);
    await expect(page).toHaveURL(/\/login$/);

    // Hold the answer back so the in-progress label can be seen.
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await password.fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Admin signing in...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/admin\/service$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Service' })).toBeVisible();

    const cookies = await page.context().cookies();
    const token = cookies.find((c) => c.name === 'authToken');
    expect(token?.httpOnly).toBe(true);
    expect(token?.sameSite).toBe('Strict');
    expect(await page.evaluate(() => document.cookie)).not.toContain('authToken');
  });
});

test.describe('guards', () => {
  test('/admin pages without a session go to /', async ({ page }) => {
    for (const path of ['/admin', ...ADMIN_PAGE_PATHS]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('with a session, /admin goes to the Service page and /login goes to /', async ({ page }) => {
    await signInPage(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/service$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('logout calls the server, goes to / and the admin pages are closed again', async ({ page }) => {
    await signInPage(page);
    await page.goto('/admin/dashboard');
    const logout = page.waitForRequest((r) => r.url().endsWith('/api/auth/logout') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await logout;
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('authToken');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('logout ends the session on the server: the token it had is refused afterwards', async ({ page }) => {
    const signIn = await page.request.post('/api/auth/login', { data: ADMIN });
    const token = sessionToken(signIn);
    expect(await signIn.text()).not.toContain(token);
    const bearer = { Authorization: `Bearer ${token}` };
    expect((await page.request.get('/api/auth/session', { headers: bearer })).status()).toBe(200);
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/auth/session', { headers: bearer })).status()).toBe(401);
  });

  test('"Sign out everywhere" asks first, ends every device\'s session and goes to /login', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Two sign-ins and a dashboard that, this late in a run, lists every booking the run made.
    test.setTimeout(60_000);
    const thisDevice = await page.request.post('/api/auth/login', { data: ADMIN });
    const token = sessionToken(thisDevice);
    // Another device, signed in on its own.
    const phone = await playwright.request.newContext({ baseURL });
    const phoneToken = sessionToken(await phone.post('/api/auth/login', { data: ADMIN }));
    const session = (t: string) => phone.get('/api/auth/session', { headers: { Authorization: `Bearer ${t}` } });
    expect((await session(phoneToken)).status()).toBe(200);

    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await expect(dialog).toContainText('This ends every session of your account');
    // The question itself; the dashboard under it has its own axe journey (a11y-admin.spec.ts). The
    // whole page, by this point of a run full of bookings, took axe most of the test's 30 s in CI.
    const { violations } = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    // Changing one's mind keeps everyone signed in.
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(dialog).toBeHidden();
    expect((await session(phoneToken)).status()).toBe(200);

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('authToken');
    expect(await page.evaluate(() => document.cookie)).not.toContain('signedIn=1');
    // Both the old token of this browser and the other device's are refused now.
    expect((await session(token)).status()).toBe(401);
    expect((await session(phoneToken)).status()).toBe(401);
    await phone.dispose();
  });

  test('a forged session lands on /login and is forgotten', async ({ page, context, baseURL }) => {
    await context.addCookies([
      {
        name: 'authToken',
        value: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiIsImV4cCI6MX0.forged-signature',
        url: baseURL!,
      },
      { name: 'signedIn', value: '1', url: baseURL! },
    ]);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(await page.evaluate(() => document.cookie)).not.toContain('signedIn=1');
  });

  test('an expired-looking token that the server refuses sends every admin page to /login', async ({
    page,
    context,
    baseURL,
  }) => {
    // A well-formed HS256 JWT whose exp is in 1970: no secret needed to see the server refuse it.
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const expired = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: ADMIN.email, exp: 1 })}.c2lnbmF0dXJl`;
    for (const path of ['/admin', ...ADMIN_PAGE_PATHS]) {
      await context.addCookies([
        { name: 'authToken', value: expired, url: baseURL! },
        { name: 'signedIn', value: '1', url: baseURL! },
      ]);
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });
});
