import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { en } from '../shared/i18n/en';
import { de } from '../shared/i18n/de';
import { farDate } from './support/admin-api';
import { openDayWithDefaults, runId, setReservationStatus, signInPage } from './support/admin-fixtures';
import { asNewClient } from './support/client-ip';
import { inbox } from './support/inbox';

/**
 * Issue 31: the day-before reminder's "confirm" link opens the booking with "Confirm my booking"
 * ready; one click confirms; staff then read "Confirmed by guest" on the Service page, and its
 * "Not yet confirmed" filter leaves that booking out. The reminder goes out the day before from the
 * cron, so the journey takes the same signed manage link from the confirmation email and adds
 * `action=confirm`, as the reminder's button does (worker/cron/reminders.test.ts checks the email).
 */
async function axeClean(page: Page, label: string) {
  await page.waitForTimeout(250);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

/** A confirmed booking at 19:00, in the guest's language; its manage link with the reminder's action. */
async function confirmedBooking(request: APIRequestContext, date: string, name: string, language: 'en' | 'de') {
  const email = `${name.split(' ')[0].toLowerCase()}.${runId()}@example.org`;
  const res = await request.post('/api/reservations/book', {
    headers: { ...asNewClient(), 'Accept-Language': language },
    data: {
      name,
      email,
      phone: '+49 30 1234567',
      date,
      time: '19:00',
      guests: 2,
      occasion: 'None',
      specialRequests: '',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { reservation } = (await res.json()) as { reservation: { _id: string } };
  await setReservationStatus(request, reservation._id, 'confirmed');
  const mail = inbox(email).find((e) => e.kind === 'booking-confirmed');
  expect(mail, 'the confirmation email').toBeDefined();
  const link = new URL(mail!.text.match(/https?:\/\/\S+\/booking\/\S+\?token=[\w.-]+/)![0]);
  return (action: 'confirm' | 'cancel') => {
    link.searchParams.set('action', action);
    return `${link.pathname}${link.search}`;
  };
}

const CASES = [
  { language: 'en', date: farDate(5), messages: en, path: '/booking/' },
  { language: 'de', date: farDate(6), messages: de, path: '/de/booking/' },
] as const;

for (const { language, date, messages: m, path } of CASES) {
  test(`${language}: the reminder's confirm link, one click, and staff see it (only the unconfirmed left to call)`, async ({
    page,
    browser,
    request,
  }) => {
    // Two bookings, two pages and the staff's: more than the default 30 s on a busy machine.
    test.setTimeout(150_000);
    const id = runId();
    const coming = `Meera Nair ${id}`;
    const silent = `Arjun Das ${id}`;
    await openDayWithDefaults(request, date);
    const comingLink = await confirmedBooking(request, date, coming, language);
    const silentLink = await confirmedBooking(request, date, silent, language);

    // Opening the link confirms nothing: the button waits, focused, for the guest's click.
    await page.setExtraHTTPHeaders(asNewClient());
    await page.goto(comingLink('confirm'));
    expect(page.url()).toContain(path);
    const confirm = page.getByRole('button', { name: m.manageBooking.confirmBooking });
    // A cold page on a busy machine may take a while to load the booking.
    await expect(confirm).toBeFocused({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: m.manageBooking.willYouCome })).toBeVisible();
    await axeClean(page, `the ${language} manage page, confirm state`);
    await page.waitForTimeout(400);
    await confirm.click();
    await expect(page.getByText(m.api.manageBooking.confirmed)).toBeVisible();
    await expect(confirm).toBeHidden();
    // Back later from the same link: it says so, with nothing left to press.
    await page.reload();
    await expect(page.getByText(m.manageBooking.confirmedByYou)).toBeVisible();
    await expect(page.getByRole('button', { name: m.manageBooking.confirmBooking })).toHaveCount(0);

    // The reminder's cancel link asks first; keeping the booking leaves it as it was.
    const other = await browser.newPage({ extraHTTPHeaders: asNewClient() });
    await other.goto(silentLink('cancel'));
    const ask = other.getByRole('alertdialog', { name: m.manageBooking.confirmTitle });
    await expect(ask).toBeVisible({ timeout: 20_000 });
    await other.waitForTimeout(300);
    await ask.getByRole('button', { name: m.manageBooking.keep }).click();
    await expect(other.getByText(m.manageBooking.status.confirmed, { exact: true })).toBeVisible();
    await other.close();

    const staff = await browser.newPage();
    await signInPage(staff);
    await staff.goto(`/admin/service?date=${date}`);
    const card = (name: string) => staff.getByRole('article', { name, exact: true });
    await expect(card(coming).getByText('Confirmed by guest', { exact: true })).toBeVisible();
    await expect(card(silent).getByText('Not yet confirmed by guest', { exact: true })).toBeVisible();
    await staff.waitForTimeout(300);
    await staff.getByRole('button', { name: /^Not yet confirmed \(\d+\)$/ }).click();
    await expect(staff).toHaveURL(/[?&]only=unconfirmed/);
    await expect(card(silent)).toBeVisible();
    await expect(card(coming)).toHaveCount(0);
    // A reload keeps the filter; All bookings brings everyone back.
    await staff.reload();
    await expect(card(coming)).toHaveCount(0);
    await staff.getByRole('button', { name: 'All bookings' }).click();
    await expect(card(coming)).toBeVisible();
    await expect(staff).not.toHaveURL(/only=/);
    await staff.close();
  });
}
