import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { de } from '../shared/i18n/de';
import { formatBerlinInstant, formatPrice } from '../shared/i18n/format';
import { asNewClient } from './support/client-ip';
import { emailsTo, guestWithBooking } from './support/data-request';
import { inbox } from './support/inbox';
import { waitUntilFormLive } from './support/live';

const LENA = { first: 'Lena', last: 'Weber', domain: 'example.de' };

/**
 * A German guest's data request (issue 13): the German form, the German email's link to
 * /de/data-request/confirm, and the confirm page in German with German dates, times and prices.
 */
const M = de.api.dataRequest;
const NBSP = '\u00a0';

// The page's own calls come from a client of their own (the data-request limit is 10 a minute).
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(asNewClient());
});

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

/** A stored date as the German confirm page writes it: "Sa., 28. Nov. 2026". */
const shownDay = (isoDate: string) =>
  new Intl.DateTimeFormat('de-DE', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${isoDate}T00:00:00Z`));

/** Asks on the German form and follows the German email's link, as the guest's inbox has it. */
async function askAndOpenLink(page: Page, email: string, type: 'access' | 'deletion') {
  await page.goto('/de/data-request');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel(de.dataRequest.types[type].label).check();
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Postfach' })).toHaveText(M.linkSent);
  const mail = inbox(email).find((e) => e.kind === 'data-request');
  expect(mail, `a data-request email to ${email}`).toBeDefined();
  const link = new URL(mail!.text.match(/https?:\/\/\S+\/de\/data-request\/confirm\?token=[\w.-]+/)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  return `${link.pathname}${link.search}`;
}

test('Auskunft: the German link shows the booking and order in German formats, and downloads a German-named file', async ({
  page,
  request,
}) => {
  const guest = await guestWithBooking(request, ['pending'], LENA);
  const [order] = guest.orders;
  await askAndOpenLink(page, guest.email, 'access');

  await expect(page).toHaveTitle(/^Ihre Datenanfrage · /);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Daten' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Diese Daten speichern wir über Sie' })).toBeVisible();
  await expect(page.getByText(`Zur Adresse ${guest.email}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reservierungen (1)' })).toBeVisible();
  const booking = page.getByRole('listitem').filter({ hasText: guest.name });
  await expect(booking).toContainText(shownDay(guest.date));
  await expect(booking).toContainText(`18:30${NBSP}Uhr`);
  await expect(booking.locator('div').filter({ hasText: 'Personen' }).locator('dd')).toHaveText('3');
  await expect(booking).toContainText('Bestätigt');
  await expect(page.getByRole('heading', { name: 'Bestellungen (1)' })).toBeVisible();
  const ordered = page.getByRole('listitem').filter({ hasText: order._id });
  await expect(ordered).toContainText(`2 × ${guest.dish.name} (${formatPrice('de', guest.dish.price)})`);
  await expect(ordered).toContainText(formatPrice('de', guest.dish.price * 2));
  await expect(ordered).toContainText(formatBerlinInstant('de', new Date(order.createdAt)));
  await expect(ordered).toContainText('Offen');
  await expect(page.getByRole('button', { name: 'Meine Daten löschen', exact: true })).toHaveCount(0);
  await axeClean(page, 'the German confirm page, access');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als JSON herunterladen' }).click();
  expect((await download).suggestedFilename()).toMatch(/^kovalam-berlin-meine-daten-\d{4}-\d{2}-\d{2}\.json$/);
});

test('Löschung: the German link shows what goes, asks once more in German, erases, and the spent link says so in German', async ({
  page,
  request,
}) => {
  const guest = await guestWithBooking(request, ['pending', 'paid'], LENA);
  const link = await askAndOpenLink(page, guest.email, 'deletion');

  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Daten löschen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Das wird gelöscht' })).toBeVisible();
  await expect(page.getByText(de.dataRequest.confirm.deletionText)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bestellungen (2)' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: guest.orders[1]._id })).toContainText('Bezahlt');
  await axeClean(page, 'the German confirm page, deletion');

  await page.getByRole('button', { name: 'Meine Daten löschen', exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: 'Alle Ihre Daten löschen?' });
  await expect(ask).toContainText(`E-Mails zur Adresse ${guest.email}.`);
  await axeClean(page, 'the German deletion dialog');
  await ask.getByRole('button', { name: 'Meine Daten behalten' }).click();
  await expect(ask).toBeHidden();

  await page.getByRole('button', { name: 'Meine Daten löschen', exact: true }).click();
  await ask.getByRole('button', { name: 'Ja, meine Daten löschen' }).click();
  await expect(page.getByRole('status')).toHaveText(`${M.deleted(1, 1, 1)}.`);
  await expect(page.getByRole('status')).toContainText(
    `1${NBSP}Reservierung und 1${NBSP}Bestellung zu dieser E-Mail-Adresse gelöscht`,
  );
  await expect(page.getByText('Sie müssen nichts weiter tun.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
  expect(await emailsTo(request, guest.email)).toEqual([]);

  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(M.linkGone);
  await expect(page.getByRole('link', { name: 'Stellen Sie eine neue Anfrage' })).toHaveAttribute(
    'href',
    '/de/data-request',
  );
});

test('the German form checks the address in German, and a tampered German link is refused in German', async ({
  page,
}) => {
  await page.goto('/de/data-request');
  // The button answers once React has come, on the guest's first touch (decision 033).
  await waitUntilFormLive(page);
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByText(M.emailRequired)).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill('keine-adresse');
  await expect(page.getByText(M.emailInvalid)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Postfach' })).toHaveCount(0);
  await axeClean(page, 'the German form with an error');

  await page.goto('/de/data-request/confirm?token=not.a.token');
  await expect(page.getByRole('alert')).toHaveText(M.invalidLink);
  await expect(page).toHaveURL(/\/de\/data-request\/confirm\?token=/);
  await axeClean(page, 'the German confirm page, bad link');
});
