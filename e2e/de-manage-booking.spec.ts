import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { de } from '../shared/i18n/de';
import { formatLongDate } from '../shared/i18n/format';
import { farDate } from './support/admin-api';
import { openDayWithDefaults, runId, setReservationStatus } from './support/admin-fixtures';
import { asNewClient } from './support/client-ip';
import { inbox } from './support/inbox';

/**
 * The booking page of a guest who booked in German (issue 13): /de/booking/<id> from the German
 * email, its date, time and party size in German, the API's answers in German, and axe.
 */
const NBSP = '\u00a0';

async function axeClean(page: Page, label: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

test('a German guest sees the confirmed booking in German, gets its calendar file, and cancels it in German', async ({
  page,
  request,
}) => {
  const id = runId();
  const email = `jonas.${id}@example.de`;
  const date = farDate(45 + Math.floor(Math.random() * 30));
  await openDayWithDefaults(request, date);
  // Booked as a German page books: its language travels as Accept-Language.
  const res = await request.post('/api/reservations/book', {
    headers: { ...asNewClient(), 'Accept-Language': 'de' },
    data: {
      name: `Jonas Becker ${id}`,
      email,
      phone: '+49 30 1234567',
      date,
      time: '19:30',
      guests: 3,
      occasion: 'Anniversary',
      specialRequests: '',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { reservation } = (await res.json()) as { reservation: { _id: string } };
  await setReservationStatus(request, reservation._id, 'confirmed');

  const confirmed = inbox(email).find((e) => e.kind === 'booking-confirmed');
  expect(confirmed, 'the confirmation email').toBeDefined();
  const link = new URL(confirmed!.text.match(/https?:\/\/\S+\/de\/booking\/\S+\?token=[\w.-]+/)![0]);
  await page.setExtraHTTPHeaders(asNewClient());
  await page.goto(`${link.pathname}${link.search}`);

  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page).toHaveTitle(/^Ihre Reservierung · /);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Reservierung' })).toBeVisible();
  await expect(page.getByText('Bestätigt', { exact: true })).toBeVisible();
  const details = page.locator('main dl');
  await expect(details).toContainText(formatLongDate('de', date));
  await expect(details).toContainText(`19:30${NBSP}Uhr`);
  await expect(details).toContainText(`3${NBSP}Personen`);
  await expect(details).toContainText('Jahrestag');
  await axeClean(page, 'the German booking page');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Zum Kalender hinzufügen (.ics)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);

  await page.getByRole('button', { name: 'Reservierung stornieren' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Reservierung stornieren?' });
  await expect(ask).toContainText(de.manageBooking.confirmText);
  await axeClean(page, 'the German cancel dialog');
  await ask.getByRole('button', { name: 'Reservierung stornieren' }).click();
  await expect(page.getByText(`${de.api.manageBooking.cancelled} ${de.manageBooking.cancelledThanks}`)).toBeVisible();
  await expect(page.getByText('Storniert', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Einen neuen Tisch reservieren' })).toHaveAttribute(
    'href',
    '/de/reserve',
  );
});

test('a tampered German booking link is refused in German, and offers the German booking form', async ({ page }) => {
  await page.goto('/de/booking/abc?token=not.a.token');
  await expect(page.getByRole('alert')).toHaveText(de.api.manageBooking.invalidLink);
  await expect(page).toHaveURL(/\/de\/booking\/abc/);
  await expect(page.getByRole('main').getByRole('link', { name: de.manageBooking.bookNew })).toHaveAttribute(
    'href',
    '/de/reserve',
  );
  await axeClean(page, 'the German booking page, bad link');
});
